/** The lazy route module of /auth/password-recovery (with `?token=` from the mailed link: the new password). */
export { PasswordRecoveryPage as Component } from './pages/password-recovery-page';
