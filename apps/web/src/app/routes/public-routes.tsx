import type { RouteObject } from 'react-router';
import { page } from './route-kit';

/** Pages open to everyone, signed in or not (Product specification, shell §2 "Public routes"); the home index stays in the router. */
export const publicRoutes: RouteObject[] = [
  page('ui-kit', 'nav.uiKit'),
  page('code', 'nav.code'),
  page('agreement', 'nav.agreement'),
  page('errors', 'nav.errors'),
  page('in-progress', 'nav.inProgress'),
  page('auth/login', 'nav.auth.login', () => import('../../features/auth/login-route')),
  page('auth/register', 'nav.auth.register', () => import('../../features/auth/register-route')),
  page(
    'auth/password-recovery',
    'nav.auth.passwordRecovery',
    () => import('../../features/auth/password-recovery-route'),
  ),
  // Where the two social networks send the user back after signing in there.
  page('auth/social/:provider', 'nav.auth.social'),
  page('book', 'nav.book', () => import('../../features/wizard/book-route')),
  page('book/wizard', 'nav.book.wizard', () => import('../../features/wizard/wizard-route')),
  page('widget/wizard', 'nav.widget.wizard', () => import('../../features/wizard/widget-wizard-route')),
  page('widget/orders/:id', 'nav.widget.order', () => import('../../features/wizard/widget-calculation-route')),
  page(
    'calculation/public/:id',
    'nav.calculation.public',
    () => import('../../features/wizard/public-calculation-route'),
  ),
  page('guest/orders/:id', 'nav.guest.order', () => import('../../features/wizard/guest-calculation-route')),
];
