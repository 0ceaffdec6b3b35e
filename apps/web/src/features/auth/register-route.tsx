/** The lazy route module of /auth/register. */
export { RegisterPage as Component } from './pages/register-page';
