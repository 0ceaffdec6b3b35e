/** The lazy route module of `/admin/organizations`. */
export { OrganizationsPage as Component } from './pages/organizations-page';
