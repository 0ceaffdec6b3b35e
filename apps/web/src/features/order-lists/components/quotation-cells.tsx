import { cargoTextOf, type CalculationListItem } from '@cargo/domain';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../../shared/i18n';
import { formatDate, formatDay } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { useCurrencyDigits } from '../../../shared/references';
import { orderPath, type Area } from '../lib/area';
import { RoutePoints } from './route-points';

type Row = CalculationListItem;

/**
 * Saved, outdated or current, booked, a guest's: the tags of a calculation's state, one under
 * another, so the column is as wide as its widest tag (side by side they pushed the table past a
 * desktop's width, under the fixed actions column).
 */
export function QuotationTags({ row, area }: { row: Row; area: Area }) {
  const { t } = useI18n();
  return (
    <span className="order-lists-stack">
      {row.saved && area !== 'partner' ? <Tag color="blue">{t('quotationLists.tag.saved')}</Tag> : null}
      {row.outdated ? (
        <Tag color="orange">{t('quotationLists.tag.outdated')}</Tag>
      ) : (
        <Tag color="green">{t('quotationLists.tag.current')}</Tag>
      )}
      {row.booked ? <Tag color="purple">{t('quotationLists.tag.booked')}</Tag> : null}
      {row.guest ? <Tag>{t('quotationLists.tag.guest')}</Tag> : null}
    </span>
  );
}

/** The calculation's reference with the day it was made under it. */
export function CalculationCell({ row }: { row: Row }) {
  return (
    <span className="order-lists-stack">
      <span className="list-table-name list-cell-nowrap">{row.reference}</span>
      <span className="list-muted list-cell-nowrap">{formatDate(row.createdAt)}</span>
    </span>
  );
}

/** The state's tags with the order a booking made under them. */
export function StateCell({ row, area }: { row: Row; area: Area }) {
  return (
    <span className="order-lists-stack">
      <QuotationTags row={row} area={area} />
      {row.order ? <OrderCell row={row} area={area} /> : null}
    </span>
  );
}

/** The cargo in one line, in the loaded texts: "1 × 40'HC, 18 000 kg". */
export function CargoCell({ row }: { row: Row }) {
  const { t } = useI18n();
  return <span className="order-lists-name">{cargoTextOf(row.cargo, t)}</span>;
}

/** The best price with the number of options; a partner's own share instead of it. */
export function PriceCell({ row }: { row: Row }) {
  const { t } = useI18n();
  const { digitsOf } = useCurrencyDigits();
  if (row.share) {
    return (
      <span className="order-lists-stack order-lists-price">
        {row.share.map((money) => (
          <span key={money.currency} className="list-cell-nowrap">
            {formatMoney(money, digitsOf)}
          </span>
        ))}
      </span>
    );
  }
  if (!row.bestPrice) return <span className="list-muted list-cell-nowrap">{t('quotationLists.noPrice')}</span>;
  return (
    <span className="order-lists-stack order-lists-price">
      <span className="list-cell-nowrap list-table-name">{formatMoney(row.bestPrice, digitsOf)}</span>
      {row.quotations ? (
        <span className="list-muted list-cell-nowrap">{t('quotationLists.options', { count: row.quotations })}</span>
      ) : null}
    </span>
  );
}

export function TransitCell({ row }: { row: Row }) {
  const { t } = useI18n();
  return row.transitDays === null ? (
    <span className="list-muted">—</span>
  ) : (
    <span className="list-cell-nowrap">{t('orderLists.transitDays', { days: row.transitDays })}</span>
  );
}

/** The booking's order, a link in the area. */
export function OrderCell({ row, area }: { row: Row; area: Area }) {
  return row.order ? (
    <Link to={orderPath(area, row.order.id)} className="list-cell-nowrap">
      {row.order.number}
    </Link>
  ) : (
    <span className="list-muted">—</span>
  );
}

/** Whose calculation: the organization and user, or a guest. */
export function ClientCell({ row }: { row: Row }) {
  const { t } = useI18n();
  if (!row.organization) return <span className="list-muted">{t('quotationLists.tag.guest')}</span>;
  return (
    <span className="order-lists-stack order-lists-name">
      {row.organization.name}
      {row.user ? <span className="list-muted">{row.user.name}</span> : null}
    </span>
  );
}

/** The lane with the day the cargo is ready under it. */
export function LaneCell({ row }: { row: Row }) {
  const { t } = useI18n();
  return (
    <span className="order-lists-stack">
      <RoutePoints from={row.from} to={row.to} />
      <span className="list-muted list-cell-nowrap">{t('orderLists.readyOn', { date: formatDay(row.readyDate) })}</span>
    </span>
  );
}

/** A calculation on a phone, in one cell: reference and state, lane, cargo, price or share, when. */
export function QuotationCard({ row, area }: { row: Row; area: Area }) {
  const { t } = useI18n();
  return (
    <div className="order-lists-card">
      <div className="order-lists-card-head">
        <span className="list-table-name">{row.reference}</span>
        <QuotationTags row={row} area={area} />
      </div>
      {area === 'admin' ? (
        <div className="list-muted order-lists-card-line">
          {row.organization
            ? [row.organization.name, row.user?.name].filter(Boolean).join(' · ')
            : t('quotationLists.tag.guest')}
        </div>
      ) : null}
      <LaneCell row={row} />
      <div className="order-lists-card-line">
        <CargoCell row={row} />
      </div>
      <div className="order-lists-card-foot">
        {row.share ? (
          <span className="order-lists-stack">
            <span className="list-muted">{t('quotationLists.column.share')}</span>
            <PriceCell row={row} />
          </span>
        ) : (
          <PriceCell row={row} />
        )}
        <span className="order-lists-stack">
          {row.order ? <OrderCell row={row} area={area} /> : null}
          <span className="list-muted list-cell-nowrap">
            {t('orderLists.createdOn', { date: formatDate(row.createdAt) })}
          </span>
        </span>
      </div>
    </div>
  );
}
