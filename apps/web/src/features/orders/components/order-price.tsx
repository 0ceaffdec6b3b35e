import type { Order } from '@cargo/domain';
import { useI18n } from '../../../shared/i18n';
import { feeLines } from '../../../shared/lib/fee-lines';
import { formatMoney } from '../../../shared/lib/format-money';
import { useCurrencyDigits } from '../../../shared/references';
import { daysKey } from '../lib/labels';

/** The price as booked: the total, its parts per currency, the transit time and the fees this reader receives. */
export function OrderPrice({ price }: { price: NonNullable<Order['price']> }) {
  const { t, language } = useI18n();
  const { digitsOf } = useCurrencyDigits();
  return (
    <dl className="orders-facts">
      <div>
        <dt>{t('orderScreens.field.total')}</dt>
        <dd className="orders-price">{formatMoney(price.total, digitsOf)}</dd>
      </div>
      {price.totals.length > 1 ? (
        <div>
          <dt>{t('orderScreens.price.byCurrency')}</dt>
          <dd>{price.totals.map((money) => formatMoney(money, digitsOf)).join(' + ')}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('orderScreens.field.transit')}</dt>
        <dd>{t(daysKey(language, price.transitDays), { count: price.transitDays })}</dd>
      </div>
      {feeLines(price).map((line) => (
        <div key={line.key}>
          <dt>{t(line.key)}</dt>
          <dd>{formatMoney(line.money, digitsOf)}</dd>
        </div>
      ))}
    </dl>
  );
}
