/** Placeholder until the screen lands: the route table already points here. */
export { InProgressPage as Component } from '../../shared/ui';
