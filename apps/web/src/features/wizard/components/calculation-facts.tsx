import type { Calculation } from '@cargo/domain';
import { useT } from '../../../shared/i18n';
import { formatDate, formatDay } from '../../../shared/lib/format-date';
import { formatRate } from '../../../shared/lib/format-number';

/** When the calculation was made, for which ready date, and the exchange rates it froze (RUB per unit). */
export function CalculationFacts({
  calculation,
  currencies,
}: {
  calculation: Calculation;
  currencies: readonly string[];
}) {
  const t = useT();
  const rates = currencies
    .filter((currency) => currency !== 'RUB' && calculation.rates[currency])
    .map((currency) => ({ currency, rate: formatRate(calculation.rates[currency]) }));
  return (
    <section className="wizard-details-section" aria-label={t('wizard.details.calculation')}>
      <h3 className="wizard-details-heading">{t('wizard.details.calculation')}</h3>
      <dl className="wizard-money-list">
        <div>
          <dt>{t('wizard.details.createdAt')}</dt>
          <dd>{formatDate(calculation.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('wizard.readyDate')}</dt>
          <dd>{formatDay(calculation.readyDate)}</dd>
        </div>
        {rates.length ? (
          <div>
            <dt>{t('wizard.details.rates')}</dt>
            <dd className="wizard-rates">
              {rates.map(({ currency, rate }) => (
                <span key={currency}>{t('wizard.details.rate', { currency, rate })}</span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
