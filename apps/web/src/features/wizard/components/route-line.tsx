import { ArrowRightOutlined } from '@ant-design/icons';
import type { Calculation, QuotationWithLegs, QuotePoint } from '@cargo/domain';
import { Fragment } from 'react';
import { useT } from '../../../shared/i18n';
import { transitPoints } from '../lib/quotations';

const pointName = (point: Pick<QuotePoint, 'name' | 'code'>) =>
  point.code ? `${point.name} (${point.code})` : point.name;

/** From → the hubs on the way → to, the hubs quieter than the ends. */
export function RouteLine({
  calculation,
  quotation,
}: {
  calculation: Pick<Calculation, 'from' | 'to'>;
  quotation: Pick<QuotationWithLegs, 'legs'>;
}) {
  const t = useT();
  const stops = [calculation.from, ...transitPoints(quotation, calculation), calculation.to];
  return (
    <p className="wizard-route" aria-label={t('wizard.quote.route')}>
      {stops.map((point, index) => (
        <Fragment key={`${point.type}:${point.id}:${index}`}>
          {index > 0 ? <ArrowRightOutlined className="wizard-route-arrow" aria-hidden="true" /> : null}
          <span className={index === 0 || index === stops.length - 1 ? 'wizard-route-end' : 'wizard-route-via'}>
            {pointName(point)}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
