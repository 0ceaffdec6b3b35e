/**
 * The results' code (cards, filters, the drawer) is not part of the wizard's first screen (issue
 * 30's size budget). It is fetched as soon as a calculation is asked for, beside the request, so
 * the cards do not wait for it after the answer; a browser asks for the module once.
 */
export const loadResults = () => import('./calculation-results');
