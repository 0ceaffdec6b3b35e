import { refreshUser, currentUser } from '../../../shared/session';

/**
 * The signed-in user's organization changed (details, profiles): the session reads it again, so
 * what depends on it (white-label domain, rates tabs by profile) follows at once.
 */
export function refreshIfOwn(organizationId: number): void {
  if (currentUser()?.organization.id === organizationId) void refreshUser();
}
