/** The lazy route module of /client/profile, /partner/profile and /admin/profile: one page for every area. */
export { ProfilePage as Component } from './pages/profile-page';
