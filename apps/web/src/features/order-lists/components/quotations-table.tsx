import type { CalculationListItem, MessageKey } from '@cargo/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { formatDate, formatDay } from '../../../shared/lib/format-date';
import { ListTable, type ListColumn, type ViewColumn, type ListView } from '../../../shared/lists';
import type { Area } from '../lib/area';
import {
  CalculationCell,
  CargoCell,
  ClientCell,
  LaneCell,
  PriceCell,
  QuotationCard,
  StateCell,
  TransitCell,
} from './quotation-cells';

type Row = CalculationListItem;

interface QuotationColumn extends ViewColumn {
  sortable?: boolean;
  align?: 'right';
  render: (row: Row, area: Area) => ReactNode;
}

const column = (
  key: string,
  label: MessageKey,
  render: QuotationColumn['render'],
  extra: Partial<QuotationColumn> = {},
): QuotationColumn => ({ key, label, visible: true, render, ...extra });

const nowrap = (text: string) => <span className="list-cell-nowrap">{text}</span>;

// The reference with the day under it: one column sorted by the day (the client's and operators').
const CALCULATION = column('createdAt', 'quotationLists.column.calculation', (row) => <CalculationCell row={row} />, {
  sortable: true,
});
const CREATED = column('createdAt', 'quotationLists.column.createdAt', (row) => nowrap(formatDate(row.createdAt)), {
  sortable: true,
});
const LANE = column('lane', 'quotationLists.column.lane', (row) => <LaneCell row={row} />);
const CARGO = column('cargo', 'quotationLists.column.cargo', (row) => <CargoCell row={row} />);
const READY = column('readyDate', 'quotationLists.column.readyDate', (row) => nowrap(formatDay(row.readyDate)), {
  sortable: true,
  visible: false,
});
const PRICE = column('bestPriceUsd', 'quotationLists.column.bestPrice', (row) => <PriceCell row={row} />, {
  sortable: true,
  align: 'right',
});
const SHARE = column('share', 'quotationLists.column.share', (row) => <PriceCell row={row} />, { align: 'right' });
const TRANSIT = column('transitDays', 'quotationLists.column.transitDays', (row) => <TransitCell row={row} />, {
  sortable: true,
});
// The order a booking made sits under the "booked" tag.
const STATE = column('state', 'quotationLists.column.state', (row, area) => <StateCell row={row} area={area} />);
const CLIENT = column('client', 'quotationLists.column.client', (row) => <ClientCell row={row} />);

/**
 * The columns of each area's list, in order, for the column chooser: a client's prices, a
 * partner's own share and no client, an operator's client and user beside the prices. Columns
 * that belong together share one (the reference and its day, the state and its order), so a
 * list fits a 1366 px screen beside the menu and its actions.
 */
export const QUOTATION_COLUMNS: Readonly<Record<Area, readonly QuotationColumn[]>> = {
  client: [CALCULATION, LANE, CARGO, READY, PRICE, TRANSIT, STATE],
  partner: [CREATED, LANE, CARGO, READY, SHARE, STATE],
  admin: [CALCULATION, CLIENT, LANE, CARGO, READY, PRICE, TRANSIT, STATE],
};

export interface QuotationsTableProps {
  area: Area;
  /** The columns the user's view shows. */
  columns: readonly QuotationColumn[];
  rows: readonly Row[] | undefined;
  loading: boolean;
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
  actions?: (row: Row) => ReactNode;
}

/** Calculations in the shared list table; on a phone one card per calculation beside its actions. */
export function QuotationsTable(props: QuotationsTableProps) {
  const t = useT();
  const { area } = props;
  const columns: ListColumn<Row>[] = props.columns.map((spec) => ({
    key: spec.key,
    title: t(spec.label),
    sortable: spec.sortable,
    align: spec.align,
    render: (row: Row) => spec.render(row, area),
  }));
  return (
    <ListTable<Row>
      rowKey={(row) => row.id}
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText={{ none: t('quotationLists.empty'), filtered: t('quotationLists.emptyFiltered') }}
      list={props.list}
      total={props.total}
      actions={props.actions}
      card={{
        title: t('quotationLists.column.calculation'),
        sortKey: 'createdAt',
        render: (row) => <QuotationCard row={row} area={area} />,
      }}
    />
  );
}
