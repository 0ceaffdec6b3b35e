import type { Order } from '@cargo/domain';
import { useI18n } from '../../../shared/i18n';
import { formatDay } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { formatNumber } from '../../../shared/lib/format-number';
import { useCurrencyDigits } from '../../../shared/references';
import { useContainerTypes } from '../../../shared/references';
import { cargoLine } from '../../../shared/lib/cargo-line';
import { bodyLabel } from '../lib/labels';

const dash = <span className="orders-muted">—</span>;

/** The cargo as booked: the calculation's cargo, the containers with their numbers, the terms and the pickup. */
export function OrderCargo({ order }: { order: Order }) {
  const { t } = useI18n();
  const { digitsOf } = useCurrencyDigits();
  const { types } = useContainerTypes();
  const nameOf = (id: number) => types.find((type) => type.id === id)?.label;
  const { details } = order;
  const pickup = details.pickup;
  const hours = pickup && (pickup.from || pickup.to) ? `${pickup.from ?? '…'}–${pickup.to ?? '…'}` : '';
  const trucks = [
    details.truckCount ? `${details.truckCount} ×` : '',
    details.truckType ? t(bodyLabel(details.truckType)) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <dl className="orders-facts">
        <div className="orders-facts-wide">
          <dt>{t('orderScreens.field.cargo')}</dt>
          <dd>{cargoLine(order.cargo, (form, id) => (form === 'CONTAINER' ? nameOf(id) : undefined), t)}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.field.incoterms')}</dt>
          <dd>{details.incoterms ?? dash}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.field.cargoValue')}</dt>
          <dd>{details.cargoValue ? formatMoney(details.cargoValue, digitsOf) : dash}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.field.hsCode')}</dt>
          <dd>{details.hsCode ?? dash}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.field.pickupDate')}</dt>
          <dd>{pickup ? `${formatDay(pickup.date)} ${hours}`.trim() : dash}</dd>
        </div>
        <div>
          <dt>{t('orderScreens.field.trucks')}</dt>
          <dd>{trucks || dash}</dd>
        </div>
        <div className="orders-facts-wide">
          <dt>{t('orderScreens.field.description')}</dt>
          <dd className="orders-pre">{details.description ?? dash}</dd>
        </div>
        {details.comment ? (
          <div className="orders-facts-wide">
            <dt>{t('orderScreens.field.comment')}</dt>
            <dd className="orders-pre">{details.comment}</dd>
          </div>
        ) : null}
      </dl>
      {details.containers.length ? (
        <table className="orders-table">
          <caption>{t('orderScreens.booking.containers')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('orderScreens.container.type')}</th>
              <th scope="col">{t('orderScreens.container.number')}</th>
              <th scope="col">{t('orderScreens.container.weight')}</th>
            </tr>
          </thead>
          <tbody>
            {details.containers.map((container, index) => (
              <tr key={index}>
                <td>{index + 1}</td>
                <td>{nameOf(container.containerTypeId) ?? `#${container.containerTypeId}`}</td>
                <td>{container.number ?? '—'}</td>
                <td>{container.weightKg === null ? '—' : formatNumber(container.weightKg, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
