import type { OrderListFilter } from '@cargo/domain';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n';
import { formatNumber } from '../../../shared/lib/format-number';
import { OverviewPanel } from '../../../shared/ui/overview-panel';
import type { Area } from '../lib/area';
import { stageLabel } from '../lib/labels';
import { useStageCounts } from './overview-queries';

/** The delivery-orders list of the area at a stage, or all open ones: the list's own address filters. */
export function stageListPath(area: Area, stage: OrderListFilter | undefined): string {
  const params = new URLSearchParams(stage ? { filter: stage } : { group: 'ACTIVE' });
  return `/${area}/delivery-orders?${params.toString()}`;
}

/**
 * The open delivery orders the caller sees (issue 30), counted in all and at each stage of the
 * list's bar; each count opens the list filtered to it. A carrier's are those it carries.
 */
export function DeliveryStages({ area }: { area: Area }) {
  const t = useT();
  const stages = useStageCounts();
  const open = stages.counts?.[0]?.count ?? 0;
  return (
    <OverviewPanel
      title={t('overview.stages.title')}
      more={{ to: `/${area}/delivery-orders`, label: t('overview.viewAll') }}
      queries={[stages]}
    >
      {open ? (
        <ul className="overview-counts">
          {stages.counts?.map(({ stage, count }) => {
            const label = stage ? t(stageLabel(stage)) : t('overview.stages.open');
            return (
              <li key={stage ?? 'open'}>
                <Link
                  to={stageListPath(area, stage)}
                  className={`overview-count${count ? '' : ' overview-count-zero'}${stage ? '' : ' overview-count-total'}`}
                >
                  <span className="overview-count-number">{formatNumber(count, 0)}</span>
                  <span className="overview-count-label">{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(area === 'client' ? 'overview.stages.empty' : 'overview.stages.emptyCarrier')}
        />
      )}
    </OverviewPanel>
  );
}
