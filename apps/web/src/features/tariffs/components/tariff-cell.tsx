import type { LineShape, Tariff, TariffPoint } from '@cargo/domain';
import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { formatDate, formatDay } from '../../../shared/lib/format-date';
import { CountryFlag } from '../../../shared/places';
import type { TariffColumnKey } from '../lib/columns';
import { tariffEnumLabel } from '../lib/labels';
import { formatMinor } from '../../../shared/lib/format-money';
import { priceSummary } from '../lib/summary';
import { validityState } from '../lib/validity';

/** What the cells of one page need besides the row: names of line items, decimals, today. */
export interface CellContext {
  shape: LineShape;
  digitsOf: (currency: string) => number;
  /** A line's container, vehicle or pallet type by id. */
  itemName: (id: number) => string | undefined;
  mainContainerTypeIds: readonly number[];
  /** YYYY-MM-DD. */
  today: string;
}

const EMPTY = <span className="list-muted">—</span>;

function Point({ point }: { point: TariffPoint | null }) {
  const t = useT();
  if (!point) return <span className="list-muted">{t('tariffScreens.list.anyPlace')}</span>;
  return (
    <span className="tariff-point">
      <CountryFlag code={point.countryCode} className="tariff-point-flag" />
      <span className="list-table-name tariff-point-name">{point.name}</span>
      {point.code ? <span className="tariff-point-code">{point.code}</span> : null}
    </span>
  );
}

/** Both ends, the destination under the origin: one column narrower than two side by side. */
function Route({ tariff }: { tariff: Tariff }) {
  return (
    <span className="tariff-route">
      <Point point={tariff.from} />
      <span className="tariff-route-to">
        <span className="tariff-route-arrow" aria-hidden="true">
          →
        </span>
        <Point point={tariff.to} />
      </span>
    </span>
  );
}

function Validity({ tariff, today }: { tariff: Tariff; today: string }) {
  const t = useT();
  const validity = validityState(tariff.validTo, today);
  return (
    <span className="tariff-validity">
      {/* The two days break onto two lines before the column grows wider than one. */}
      <span className="tariff-validity-days">
        <span className="list-cell-nowrap">{formatDay(tariff.validFrom)} –</span>{' '}
        <span className="list-cell-nowrap">{formatDay(tariff.validTo)}</span>
      </span>
      {validity.state === 'expired' ? <Tag color="red">{t('tariffScreens.list.expired')}</Tag> : null}
      {validity.state === 'expiring' ? (
        <Tag color="orange">{t('tariffScreens.list.expiresSoon', { days: validity.days })}</Tag>
      ) : null}
    </span>
  );
}

function Prices({ tariff, context }: { tariff: Tariff; context: CellContext }) {
  const t = useT();
  const summary = priceSummary(
    tariff,
    context.shape,
    context.digitsOf(tariff.currency),
    context.itemName,
    context.mainContainerTypeIds,
  );
  return (
    <span className="tariff-prices">
      <span className="list-code tariff-currency">{tariff.currency}</span>
      {summary.items.map((item, index) => (
        <span key={index} className="tariff-price">
          {item.label ? <span className="tariff-price-label">{item.label}</span> : null}
          <span className="tariff-price-value">{item.price}</span>
        </span>
      ))}
      {summary.more ? (
        <span className="list-muted">{t('tariffScreens.list.more', { count: summary.more })}</span>
      ) : null}
    </span>
  );
}

const reference = (value: Tariff['carrier']) =>
  value ? (
    <Tooltip title={value.code}>
      <span className="tariff-wrap">{value.name}</span>
    </Tooltip>
  ) : (
    EMPTY
  );

/** One cell of the rates table, by its column's key. */
export function TariffCell({
  column,
  tariff,
  context,
}: {
  column: TariffColumnKey;
  tariff: Tariff;
  context: CellContext;
}) {
  const t = useT();
  const enumTag = (enumName: string, value: string | null): ReactNode =>
    value ? <Tag className="tariff-tag">{t(tariffEnumLabel(enumName, value))}</Tag> : EMPTY;
  const modifier = (
    <Tag color={tariff.modifier === 'PRIVATE' ? 'purple' : undefined}>
      {t(tariffEnumLabel('modifier', tariff.modifier))}
    </Tag>
  );
  const days = (value: number | null): ReactNode =>
    value === null ? EMPTY : <span className="list-cell-nowrap">{t('tariffScreens.list.days', { days: value })}</span>;

  switch (column) {
    case 'id':
      return <>{tariff.id}</>;
    case 'from':
      return <Point point={tariff.from} />;
    case 'to':
      return <Point point={tariff.to} />;
    case 'route':
      return <Route tariff={tariff} />;
    case 'carrier':
      return reference(tariff.carrier);
    case 'service':
      return tariff.routeType ? (
        <span className="list-cell-stack">
          {reference(tariff.service)}
          {enumTag('routeType', tariff.routeType)}
        </span>
      ) : (
        reference(tariff.service)
      );
    case 'surcharge':
      return reference(tariff.surcharge);
    case 'routeType':
      return enumTag('routeType', tariff.routeType);
    case 'chargingMode':
      return enumTag('chargingMode', tariff.chargingMode);
    case 'vehicleBody':
      return enumTag('vehicleBody', tariff.vehicleBody);
    case 'validity':
      return <Validity tariff={tariff} today={context.today} />;
    case 'currency':
      return <span className="list-code">{tariff.currency}</span>;
    case 'prices':
      return <Prices tariff={tariff} context={context} />;
    case 'minPrice':
      return tariff.minPrice === null ? EMPTY : <>{formatMinor(tariff.minPrice, context.digitsOf(tariff.currency))}</>;
    case 'nds':
      return enumTag('nds', tariff.nds);
    case 'transitDays':
      return days(tariff.transitDays);
    case 'documentDeadlineDays':
      return days(tariff.documentDeadlineDays);
    case 'modifier':
      return modifier;
    case 'organization':
      return <span className="tariff-wrap">{tariff.organization.name}</span>;
    case 'active':
      return (
        <span className="list-cell-stack">
          {tariff.active ? (
            <Tag color="green">{t('tariffScreens.field.active')}</Tag>
          ) : (
            <Tag>{t('tariffScreens.list.inactive')}</Tag>
          )}
          {modifier}
        </span>
      );
    case 'updatedAt':
      return <span className="list-cell-nowrap">{formatDate(tariff.updatedAt)}</span>;
  }
}
