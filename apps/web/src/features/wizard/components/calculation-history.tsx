import { Skeleton } from 'antd';
import { useT } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/lib/format-date';
import { formatMoney, type DigitsOf } from '../../../shared/lib/format-money';
import { useCalculationHistory } from '../api/get-calculation-history';
import { historyActionKey } from '../lib/labels';

/**
 * "View history" (Product specification, domain §2): what happened to the calculation, oldest first — made,
 * saved, updated with today's tariffs, searched again, taken over at sign-in — with who did it
 * and how many options it held afterwards, from the cheapest. Only its owner's details show it.
 */
export function CalculationHistory({ calculationId, digitsOf }: { calculationId: string; digitsOf: DigitsOf }) {
  const t = useT();
  const history = useCalculationHistory(calculationId);
  let body;
  if (history.isPending) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (history.isError) body = <p className="wizard-history-unavailable">{t('wizard.unavailable')}</p>;
  else
    body = (
      <ol className="wizard-history">
        {history.data.map((event, index) => (
          <li key={`${event.at}:${index}`} className="wizard-history-event">
            <div className="wizard-history-head">
              <span className="wizard-history-action">{t(historyActionKey(event.action))}</span>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </div>
            <div className="wizard-history-body">
              <span>{event.user?.name ?? t('wizard.history.guest')}</span>
              <span>
                {event.cheapestUsd === null
                  ? t('wizard.history.noOptions')
                  : t('wizard.history.options', {
                      count: event.quotations,
                      price: formatMoney({ amount: event.cheapestUsd, currency: 'USD' }, digitsOf),
                    })}
              </span>
            </div>
          </li>
        ))}
      </ol>
    );
  return (
    <section className="wizard-details-section" aria-label={t('wizard.history')}>
      <h3 className="wizard-details-heading">{t('wizard.history')}</h3>
      {body}
    </section>
  );
}
