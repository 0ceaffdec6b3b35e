import { quotationLegs, type Calculation, type Quotation } from '@cargo/domain';
import { Card } from 'antd';
import { useI18n } from '../../../shared/i18n';
import { formatDay } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { useCurrencyDigits } from '../../../shared/references';
import { formatTotals, quotationPrice, totalsByCurrency } from '../../../shared/lib/display-price';
import { useContainerTypes } from '../../../shared/references';
import { cargoLine } from '../../../shared/lib/cargo-line';
import { daysKey } from '../lib/labels';
import { transitHubs } from '../lib/route-stops';
import { RouteStops } from './route-stops';

/**
 * What is booked: the chosen quotation's route, the cargo, the ready date, the transit time and the
 * price. Without a quotation (an operator's manual booking names its own carriers and prices),
 * the calculation's lane, its cargo and ready date.
 */
export function BookingSummary({ calculation, quotation }: { calculation: Calculation; quotation?: Quotation }) {
  const { t, language } = useI18n();
  const { digitsOf } = useCurrencyDigits();
  const { types } = useContainerTypes();
  const legs = quotation ? quotationLegs(calculation, quotation) : [];
  const carriers = [...new Set(legs.map((leg) => leg.carrier?.name ?? leg.organization.name))];
  const nameOf = (id: number) => types.find((type) => type.id === id)?.label;
  // The price as the quotation's details show it in the calculation's currency: one function, to the cent.
  const price = quotation ? quotationPrice(quotation, calculation.currency, calculation, digitsOf) : null;
  const byCurrency = quotation ? totalsByCurrency(quotation, calculation.currency) : [];
  return (
    <Card className="orders-card orders-summary" variant="borderless">
      <section aria-label={t('orderScreens.booking.summary')} className="orders-summary-body">
        <div className="orders-summary-main">
          <RouteStops
            from={calculation.from}
            to={calculation.to}
            hubs={transitHubs(calculation.from, calculation.to, legs)}
          />
          <dl className="orders-facts">
            <div>
              <dt>{t('orderScreens.field.cargo')}</dt>
              <dd>
                {cargoLine(calculation.request.cargo, (form, id) => (form === 'CONTAINER' ? nameOf(id) : undefined), t)}
              </dd>
            </div>
            <div>
              <dt>{t('orderScreens.field.readyDate')}</dt>
              <dd>{formatDay(calculation.readyDate)}</dd>
            </div>
            {quotation ? (
              <>
                <div>
                  <dt>{t('orderScreens.field.transit')}</dt>
                  <dd>{t(daysKey(language, quotation.transitDays), { count: quotation.transitDays })}</dd>
                </div>
                <div>
                  <dt>{t('orderScreens.field.validTo')}</dt>
                  <dd>{formatDay(quotation.validTo)}</dd>
                </div>
                <div className="orders-facts-wide">
                  <dt>{t('orderScreens.field.carriers')}</dt>
                  <dd>{carriers.join(', ')}</dd>
                </div>
              </>
            ) : null}
          </dl>
        </div>
        {price && price.kind !== 'hidden' ? (
          <div className="orders-summary-price">
            <span className="orders-muted">{t('orderScreens.field.total')}</span>
            <strong className="orders-price">
              {price.kind === 'single' ? formatMoney(price.money, digitsOf) : formatTotals(price.moneys, digitsOf)}
            </strong>
            {byCurrency.length ? (
              <span className="orders-muted">
                {t('orderScreens.field.byCurrency')}: {formatTotals(byCurrency, digitsOf)}
              </span>
            ) : null}
          </div>
        ) : null}
      </section>
    </Card>
  );
}
