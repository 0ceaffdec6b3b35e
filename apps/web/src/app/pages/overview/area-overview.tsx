import { DeliveryStages } from '../../../features/order-lists/overview/delivery-stages';
import { RecentOrders } from '../../../features/order-lists/overview/recent-orders';
import { RecentQuotations } from '../../../features/order-lists/overview/recent-quotations';
import { ExpiringTariffsPanel } from '../../../features/tariffs/components/expiring-tariffs-panel';
import { AttentionPanel } from './attention-panel';
import './overview.css';

export type OverviewArea = 'client' | 'partner' | 'admin';

/**
 * The user's own work in their area (issue 30; Product specification, shell §2 "dashboard"): a
 * client's recent quotations and open delivery orders; a partner's open delivery orders, tariffs
 * running out and recent orders; an operator's waiting work, open delivery orders and recent orders.
 */
export function AreaOverview({ area }: { area: OverviewArea }) {
  return (
    <div className={`overview-grid overview-grid-${area}`}>
      {area === 'client' && (
        <>
          <RecentQuotations />
          <DeliveryStages area="client" />
        </>
      )}
      {area === 'partner' && (
        <>
          <DeliveryStages area="partner" />
          <ExpiringTariffsPanel />
          <RecentOrders area="partner" />
        </>
      )}
      {area === 'admin' && (
        <>
          <AttentionPanel />
          <DeliveryStages area="admin" />
          <RecentOrders area="admin" />
        </>
      )}
    </div>
  );
}
