import { ArrowRightOutlined } from '@ant-design/icons';
import type { QuotePoint } from '@cargo/domain';
import { Fragment } from 'react';
import { useT } from '../../../shared/i18n';
import { pointName } from '../lib/route-stops';

/** From → the hubs on the way → to; the hubs quieter than the ends. */
export function RouteStops({ from, to, hubs }: { from: QuotePoint; to: QuotePoint; hubs: readonly QuotePoint[] }) {
  const t = useT();
  const stops = [from, ...hubs, to];
  return (
    <p className="orders-route" aria-label={t('orderScreens.route')}>
      {stops.map((point, index) => (
        <Fragment key={`${point.type}:${point.id}:${index}`}>
          {index > 0 ? <ArrowRightOutlined className="orders-route-arrow" aria-hidden="true" /> : null}
          <span className={index === 0 || index === stops.length - 1 ? 'orders-route-end' : 'orders-route-via'}>
            {pointName(point)}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
