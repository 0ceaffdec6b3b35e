import type { Quotation } from '@cargo/domain';
import { useT } from '../../../shared/i18n';
import { feeLines } from '../../../shared/lib/fee-lines';
import { formatMoney, type DigitsOf } from '../../../shared/lib/format-money';
import type { Audience } from '../lib/price-view';

/**
 * The marketplace's part of a price: partners and operators see the commission and the seller's
 * markup apart ("commission or markup"); a client sees one service fee; a guest nothing. The API
 * sends each reader only those (shownFees).
 */
export function FeeSummary({
  quotation,
  audience,
  digitsOf,
}: {
  quotation: Pick<Quotation, 'commission' | 'sellerReward' | 'serviceFee'>;
  audience: Audience;
  digitsOf: DigitsOf;
}) {
  const t = useT();
  const lines = audience === 'guest' ? [] : feeLines(quotation);
  if (!lines.length) return null;
  return (
    <section
      className="wizard-details-section"
      aria-label={audience === 'partner' ? t('wizard.fees') : t('wizard.fees.serviceFee')}
    >
      {audience === 'partner' ? <h3 className="wizard-details-heading">{t('wizard.fees')}</h3> : null}
      <dl className="wizard-money-list">
        {lines.map((line) => (
          <div key={`${line.key}:${line.money.currency}`}>
            <dt>{t(line.key)}</dt>
            <dd>{formatMoney(line.money, digitsOf)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
