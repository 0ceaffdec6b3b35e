import type { QuotationWithLegs } from '@cargo/domain';
import { useI18n } from '../../../shared/i18n';
import { formatDay } from '../../../shared/lib/format-date';
import { daysText } from '../lib/labels';
import { carriersOf } from '../lib/quotations';

/** Who carries a quotation, how long it travels, until when the offer holds. */
export function QuoteFacts({
  quotation,
  withCarriers = true,
}: {
  quotation: QuotationWithLegs;
  withCarriers?: boolean;
}) {
  const { t, language } = useI18n();
  const carriers = carriersOf(quotation).map((carrier) => carrier.name);
  return (
    <dl className="wizard-quote-facts">
      {withCarriers ? (
        <div>
          <dt>{t('wizard.quote.carriers')}</dt>
          <dd>{carriers.join(', ') || '—'}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('wizard.quote.transit')}</dt>
        <dd>{daysText(t, language, quotation.transitDays)}</dd>
      </div>
      <div>
        <dt>{t('wizard.quote.validTo')}</dt>
        <dd>{formatDay(quotation.validTo)}</dd>
      </div>
    </dl>
  );
}
