import { EXPIRED_TARIFF_CATEGORIES, type ExpiredTariffCount } from '@cargo/domain';
import { Card, Col, Result, Row, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n';
import { formatNumber } from '../../../shared/lib/format-number';
import { useRouteTitle } from '../../../shared/lib/use-route-title';
import { useSession } from '../../../shared/session';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useExpiredTariffCounts } from '../api/expired-tariffs';
import { CATEGORY_NAMES, expiredLink, type ExpiredLinkKind } from '../lib/expired-links';
import '../components/tariffs.css';

function CountLink({ count, to, kind }: { count: number; to: string; kind: Exclude<ExpiredLinkKind, 'active'> }) {
  const t = useT();
  const label = t(kind === 'expired' ? 'tariffActions.expired' : 'tariffActions.expiring');
  return (
    <Link to={to} className={`expired-count expired-count-${kind}${count ? '' : ' expired-count-zero'}`}>
      <span className="expired-count-number">{formatNumber(count)}</span>
      <span className="expired-count-label">{label}</span>
    </Link>
  );
}

/**
 * The expired-tariffs page (Product specification, domain §3): for each of the eight categories, the
 * organization's active tariffs already expired and expiring within 14 days, each count opening
 * the kind's rates page filtered to them; "All active" opens the kind's active ones.
 */
export function ExpiredTariffsPage() {
  const t = useT();
  const title = useRouteTitle();
  const organizationId = useSession().user?.organization?.id;
  const counts = useExpiredTariffCounts(organizationId);

  if (!organizationId)
    return (
      <>
        <PageHeader title={title} />
        <Result status="info" title={t('tariffActions.noOrganization')} />
      </>
    );

  const byCategory = new Map<string, ExpiredTariffCount>(counts.data?.map((count) => [count.category, count]));
  const now = new Date();
  return (
    <>
      <PageHeader title={title} subtitle={t('tariffActions.expiredSubtitle')} />
      {counts.isError ? (
        <QueryError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <Row gutter={[16, 16]} role="list" className="expired-categories">
          {EXPIRED_TARIFF_CATEGORIES.map((category) => {
            const count = byCategory.get(category);
            const name = t(CATEGORY_NAMES[category]);
            return (
              <Col key={category} xs={24} sm={12} xl={8} xxl={6} role="listitem">
                <Card
                  size="small"
                  variant="borderless"
                  className="expired-category"
                  title={<h2 className="expired-category-title">{name}</h2>}
                  extra={
                    <Link to={expiredLink(category, organizationId, 'active', now)}>
                      {t('tariffActions.allActive')}
                    </Link>
                  }
                >
                  {count ? (
                    <div className="expired-counts" role="group" aria-label={name}>
                      <CountLink
                        kind="expired"
                        count={count.expired}
                        to={expiredLink(category, organizationId, 'expired', now)}
                      />
                      <CountLink
                        kind="expiring"
                        count={count.expiring}
                        to={expiredLink(category, organizationId, 'expiring', now)}
                      />
                    </div>
                  ) : (
                    <Skeleton active paragraph={{ rows: 1 }} title={false} />
                  )}
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </>
  );
}
