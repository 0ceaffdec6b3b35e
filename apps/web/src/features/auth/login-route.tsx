/** The lazy route module of /auth/login. */
export { LoginPage as Component } from './pages/login-page';
