/** The lazy route module of `/partner/organizations`: the partner's own organization. */
export { OwnOrganizationPage as Component } from './pages/own-organization-page';
