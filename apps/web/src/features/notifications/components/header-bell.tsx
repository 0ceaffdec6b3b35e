import { lazy } from 'react';
import { useSession } from '../../../shared/session';
import { AntdScope } from '../../../shared/ui/antd-scope';

// Loaded once someone is signed in: a guest's first screen carries none of the notices' code (the
// size budget of issue 30, scripts/bundle-budget.mjs).
const SignedInBell = lazy(() => import('./notification-bell').then(({ SignedInBell }) => ({ default: SignedInBell })));

/** The header's notifications corner: a bell for a signed-in user, nothing for a guest. */
export function NotificationBell() {
  const { user } = useSession();
  if (!user) return null;
  // The bell's place is kept while its code loads, so the user menu beside it does not move.
  return (
    // The bell is Ant Design's: its scope (theme, locale) loads with it, outside the first screen.
    <AntdScope fallback={<span className="notification-bell-placeholder" aria-hidden="true" />}>
      {/* A new user (a sign-in in another tab) starts closed, with their own notices. */}
      <SignedInBell key={user.id} user={user} />
    </AntdScope>
  );
}
