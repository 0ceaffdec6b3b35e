import { isPartner, memberOf } from '@cargo/domain';
import { expiredTotal, useExpiredTariffCounts } from '../../features/tariffs/api/expired-tariffs';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import type { MenuBadgeKind } from './menu-model';

/**
 * The expired-tariffs count beside the partner menu's rates (Product specification, domain §3, §7): expired and
 * expiring within 14 days over the eight categories, read again when the window regains focus;
 * only for a partner with an organization, and nothing while it is 0.
 */
function ExpiredTariffsBadge() {
  const t = useT();
  const { user } = useSession();
  const partnerOrganization = user && isPartner(memberOf(user)) ? user.organization?.id : undefined;
  const counts = useExpiredTariffCounts(partnerOrganization);
  const total = expiredTotal(counts.data);
  if (!partnerOrganization || !total) return null;
  const expired = (counts.data ?? []).reduce((sum, count) => sum + count.expired, 0);
  const title = t('tariffActions.badgeTitle', { expired, expiring: total - expired });
  return (
    <span
      className="menu-badge"
      style={{ background: expired ? '#cf1322' : '#d46b08' }}
      title={title}
      aria-label={title}
      role="img"
    >
      {total > 999 ? '999+' : total}
    </span>
  );
}

/** A count beside a menu name. */
export function MenuBadge({ kind }: { kind: MenuBadgeKind | undefined }) {
  if (kind === 'expiredTariffs') return <ExpiredTariffsBadge />;
  return null;
}
