import { EXPIRED_TARIFF_CATEGORIES, EXPIRING_WITHIN_DAYS } from '@cargo/domain';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n';
import { formatNumber } from '../../../shared/lib/format-number';
import { useSession } from '../../../shared/session';
import { OverviewPanel } from '../../../shared/ui/overview-panel';
import { useExpiredTariffCounts } from '../api/expired-tariffs';
import { CATEGORY_NAMES, expiredLink } from '../lib/expired-links';

const count = (value: number) => formatNumber(value, 0);

/**
 * A partner's tariffs running out (issue 30), from the expired-tariffs counts the menu's badge reads:
 * how many of the organization's active tariffs expire within EXPIRING_WITHIN_DAYS days of the
 * caller's today and how many already have, then each category that has any, its counts opening
 * the category's rates filtered to them.
 */
export function ExpiringTariffsPanel() {
  const t = useT();
  const organizationId = useSession().user?.organization?.id;
  const counts = useExpiredTariffCounts(organizationId);
  const days = EXPIRING_WITHIN_DAYS;
  const title = t('overview.tariffs.title');
  if (!organizationId)
    return (
      <OverviewPanel title={title} queries={[]}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.tariffs.noOrganization')} />
      </OverviewPanel>
    );
  const byCategory = new Map((counts.data ?? []).map((item) => [item.category, item]));
  const rows = EXPIRED_TARIFF_CATEGORIES.flatMap((category) => {
    const item = byCategory.get(category);
    return item && item.expired + item.expiring > 0 ? [item] : [];
  });
  const expiring = rows.reduce((sum, item) => sum + item.expiring, 0);
  const expired = rows.reduce((sum, item) => sum + item.expired, 0);
  const now = new Date();
  return (
    <OverviewPanel
      title={title}
      more={{ to: '/partner/expired-tariffs', label: t('overview.viewAll') }}
      queries={[counts]}
    >
      {rows.length ? (
        <>
          <p className="overview-summary">
            {t('overview.tariffs.summary', { expiring: count(expiring), expired: count(expired), days })}
          </p>
          <ul className="overview-rows">
            {rows.map((item) => (
              <li key={item.category} className="overview-row overview-row-plain">
                <span className="overview-row-main">{t(CATEGORY_NAMES[item.category])}</span>
                <span className="overview-row-side">
                  {item.expiring ? (
                    <Link
                      to={expiredLink(item.category, organizationId, 'expiring', now)}
                      className="overview-expiring"
                    >
                      {t('overview.tariffs.expiring', { count: count(item.expiring) })}
                    </Link>
                  ) : null}
                  {item.expired ? (
                    <Link to={expiredLink(item.category, organizationId, 'expired', now)} className="overview-expired">
                      {t('overview.tariffs.expired', { count: count(item.expired) })}
                    </Link>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.tariffs.empty', { days })} />
      )}
    </OverviewPanel>
  );
}
