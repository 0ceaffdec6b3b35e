import { mayWorkDelivery, memberOf, type DeliveryOrder } from '@cargo/domain';
import { Card } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/lib/format-money';
import { useCurrencyDigits } from '../../../shared/references';
import { useSession } from '../../../shared/session';
import { paymentLabel } from '../lib/labels';
import { deliveryOrderPath, orderPath, type OrderArea } from '../lib/paths';
import { pointName } from '../lib/route-stops';
import { DeliveryActions } from './delivery-actions';
import { LogisticsBlock } from './logistics-block';
import { StatusChange } from './status-change';
import { OrderStatusTag } from '../../../shared/ui/status-tags';
import { TrackingTimeline } from './tracking-timeline';

export interface DeliveryOrderCardProps {
  delivery: DeliveryOrder;
  area: OrderArea;
  /** On the order's page the card links to its own page; on its own page, to the order. */
  link: 'order' | 'delivery';
}

/**
 * One carrier's share of an order: its carrier, legs and status, its tracking dates planned and
 * actual, its logistics; for the carrier and operators, the status change and the edits.
 */
export function DeliveryOrderCard({ delivery, area, link }: DeliveryOrderCardProps) {
  const t = useT();
  const { digitsOf } = useCurrencyDigits();
  const { user } = useSession();
  const editable = mayWorkDelivery(user && { ...memberOf(user), organizationId: user.organization.id }, delivery);
  const title = t('orderScreens.delivery.title', { number: delivery.number });
  const money = delivery.manualCost ? [delivery.manualCost] : delivery.cost;
  return (
    <section aria-label={title} className="orders-delivery">
      <Card
        variant="borderless"
        className="orders-card"
        title={
          <span className="orders-delivery-title">
            <span>{title}</span>
            <OrderStatusTag status={delivery.status} />
          </span>
        }
      >
        <dl className="orders-facts">
          <div>
            <dt>{t('orderScreens.delivery.carrier')}</dt>
            <dd>{delivery.carrier.name}</dd>
          </div>
          {delivery.manualStatus ? (
            <div className="orders-facts-wide">
              <dt>{t('orderScreens.cargoStatus')}</dt>
              <dd>{delivery.manualStatus}</dd>
            </div>
          ) : null}
          {delivery.stretches.length ? (
            <div className="orders-facts-wide">
              <dt>{t('orders.share.stretches')}</dt>
              <dd>
                {delivery.stretches.map((stretch, at) => (
                  <div key={`${at}:${stretch.from.type}:${stretch.from.id}`}>
                    {stretch.to ? `${pointName(stretch.from)} → ${pointName(stretch.to)}` : pointName(stretch.from)}
                  </div>
                ))}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t(delivery.manualCost ? 'orderScreens.delivery.manualCost' : 'orderScreens.delivery.cost')}</dt>
            <dd>{money.length ? money.map((item) => formatMoney(item, digitsOf)).join(' + ') : '—'}</dd>
          </div>
          <div>
            <dt>{t('orderScreens.delivery.payment')}</dt>
            <dd>{t(paymentLabel(delivery.paymentState))}</dd>
          </div>
          <div>
            <dt>{t('orderScreens.delivery.externalId')}</dt>
            <dd>{delivery.externalId ?? '—'}</dd>
          </div>
        </dl>
        <h3 className="orders-subtitle">{t('orderScreens.tracking')}</h3>
        <TrackingTimeline
          tracking={delivery.tracking}
          label={t('orderScreens.tracking.of', { number: delivery.number })}
        />
        <h3 className="orders-subtitle">{t('orderScreens.logistics')}</h3>
        <LogisticsBlock logistics={delivery.logistics} />
        {delivery.nextStatuses.length ? <StatusChange delivery={delivery} /> : null}
        {editable ? <DeliveryActions delivery={delivery} /> : null}
        <p className="orders-card-link">
          {link === 'order' ? (
            <Link to={orderPath(area, delivery.orderId)}>
              {t('orderScreens.delivery.toOrder', { number: delivery.orderNumber })}
            </Link>
          ) : (
            <Link to={deliveryOrderPath(area, delivery.id)}>{t('orderScreens.delivery.open')}</Link>
          )}
        </p>
      </Card>
    </section>
  );
}
