import type { Logistics } from '@cargo/domain';
import { useT } from '../../../shared/i18n';

const FIELDS = ['trackingNumber', 'billOfLading', 'awb', 'cmr', 'railwayBill'] as const;

/** The tracking number and the transport documents' numbers: B/L, AWB, CMR, railway bill, house bills. */
export function LogisticsBlock({ logistics }: { logistics: Logistics }) {
  const t = useT();
  return (
    <dl className="orders-facts orders-logistics" aria-label={t('orderScreens.logistics')}>
      {FIELDS.map((field) => (
        <div key={field}>
          <dt>{t(`orderScreens.logistics.${field}`)}</dt>
          <dd>{logistics[field] ?? <span className="orders-muted">—</span>}</dd>
        </div>
      ))}
      <div>
        <dt>{t('orderScreens.logistics.houseBills')}</dt>
        <dd>
          {logistics.houseBills.length ? logistics.houseBills.join(', ') : <span className="orders-muted">—</span>}
        </dd>
      </div>
    </dl>
  );
}
