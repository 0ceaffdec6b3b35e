/** The lazy route module of `/admin/organization-profiles`: the operators' review queue. */
export { ProfilesPage as Component } from './pages/profiles-page';
