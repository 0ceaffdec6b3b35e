import { Button, Empty } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { useCurrencyDigits } from '../../../shared/references';
import { OverviewPanel } from '../../../shared/ui/overview-panel';
import { RoutePoints } from '../components/route-points';
import { useRecentCalculations } from './overview-queries';
import '../components/order-lists.css';

/** The wizard on a calculation: its results, as the quotations list opens them. */
export const calculationPath = (id: string) => `/book/wizard#${id}`;

/**
 * A client's latest calculations (issue 30): the route, the day it was made and the best price as
 * the client may see it, each opening its results; none yet leads to the calculator.
 */
export function RecentQuotations() {
  const t = useT();
  const { digitsOf } = useCurrencyDigits();
  const navigate = useNavigate();
  const recent = useRecentCalculations();
  const items = recent.data?.items ?? [];
  return (
    <OverviewPanel
      title={t('overview.quotations.title')}
      more={items.length ? { to: '/client/quotations', label: t('overview.viewAll') } : undefined}
      queries={[recent]}
    >
      {items.length ? (
        <ul className="overview-rows">
          {items.map((row) => (
            <li key={row.id} className="overview-row">
              <Link to={calculationPath(row.id)} className="overview-row-link">
                <span className="overview-row-main">
                  <span className="overview-row-ref">{row.reference}</span>
                  <RoutePoints from={row.from} to={row.to} inline />
                </span>
                <span className="overview-row-side">
                  {row.bestPrice ? (
                    <span className="overview-row-price">
                      {t('overview.quotations.bestPrice', { price: formatMoney(row.bestPrice, digitsOf) })}
                    </span>
                  ) : (
                    <span className="list-muted">{t('quotationLists.noPrice')}</span>
                  )}
                  <span className="list-muted">{formatDate(row.createdAt)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.quotations.empty')}>
          <Button type="primary" onClick={() => void navigate('/book/wizard')}>
            {t('overview.quotations.openCalculator')}
          </Button>
        </Empty>
      )}
    </OverviewPanel>
  );
}
