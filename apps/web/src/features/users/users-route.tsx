/** The lazy route module of `/admin/users` and `/partner/users`. */
export { UsersPage as Component } from './pages/users-page';
