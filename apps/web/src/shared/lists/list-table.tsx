import { Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useT } from '../i18n';
import { useIsDesktop } from '../lib/use-media-query';
import { RowCard } from './row-card';
import type { ListView } from './use-list-query';
import './lists.css';

/** One column of a list's table, as the feature describes it: a title, how a row's cell reads, whether it sorts. */
export interface ListColumn<Row> {
  /** The column's key: also the sort field the API takes when `sortable`. */
  key: string;
  title: ReactNode;
  width?: number;
  align?: 'center' | 'right';
  /** `list-cell-nowrap`: the cell's text stays on one line. */
  className?: string;
  /**
   * The widest the cell's text grows on a desktop: a longer one (an address, a long name) wraps
   * inside it, anywhere if it must, rather than widening the table past a 1366 px screen.
   */
  maxWidth?: number;
  sortable?: boolean;
  render: (row: Row) => ReactNode;
  /** `false`: no line in the row's card on a phone (a column that only repeats another). */
  inCard?: boolean;
}

/**
 * How a list's rows read on a phone, one card each. Without a `render` the card is the columns'
 * label and value lines; the row's actions always sit under it.
 */
export interface ListCardSpec<Row> {
  /** The heading above the cards; without it the sorting column's title. */
  title?: ReactNode;
  /** The field the heading sorts by; without it the first sortable column's. */
  sortKey?: string;
  /** The page's own card for a row, in place of the lines. */
  render?: (row: Row) => ReactNode;
}

export interface ListTableProps<Row> {
  /** The columns shown, in order (the user's view). */
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  loading: boolean;
  /** The list's state (useListQuery): its sort, its pages and how a change reaches the address. */
  list: ListView;
  /** How many rows the list has in all, as the API answered. */
  total: number | undefined;
  /** What an empty list says, filtered and not; without it, Ant Design's "No data". */
  emptyText?: { none: string; filtered: string };
  /** A row's actions, in the last column. */
  actions?: (row: Row) => ReactNode;
  /** Check boxes in a first column, for actions on many rows. */
  rowSelection?: TableProps<Row>['rowSelection'];
  /** A row opens (a click anywhere on it) to show this below it. */
  expandedRow?: (row: Row) => ReactNode;
  /**
   * The least width of the table, for one whose long texts wrap rather than stretch it; without
   * it the table is as wide as its content, or as the card where the content is wider and its
   * texts can wrap. Wider than the card, it scrolls inside it.
   */
  minWidth?: number;
  /**
   * The rows on a phone (768 px wide or less): a card each, the columns as lines unless the spec
   * gives the page's own card. `false` keeps the table, scrolling sideways, for a list whose
   * rows are one line each by choice.
   */
  card?: ListCardSpec<Row> | false;
}

/**
 * The one table of the list pages: sorted and paged by the server, the state in the address
 * (useListQuery), a row's actions at its end. A wide table scrolls inside its card, never the
 * page; on a desktop the actions stay in sight however far it scrolls. On a phone each row is a
 * card (`card`), its actions under it.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const isDesktop = useIsDesktop();
  const asCards = !isDesktop && props.card !== false;
  return asCards ? <CardsTable {...props} card={props.card || {}} /> : <RowsTable {...props} isDesktop={isDesktop} />;
}

/** A phone's list: one column, a card per row; the heading sorts as the column it names. */
function CardsTable<Row extends object>(props: ListTableProps<Row> & { card: ListCardSpec<Row> }) {
  const { card, actions } = props;
  const sortColumn = props.columns.find((column) => (card.sortKey ? column.key === card.sortKey : column.sortable));
  const sortKey = card.sortKey ?? sortColumn?.key;
  const lines = props.columns.filter((column) => column.inCard !== false);
  const columns: TableColumnsType<Row> = [
    {
      key: sortKey ?? 'card',
      title: card.title ?? sortColumn?.title,
      sorter: Boolean(sortKey),
      sortOrder: sortKey ? props.list.sortOrder(sortKey) : undefined,
      render: (_: unknown, row: Row) => (
        <RowCard row={row} columns={lines} body={card.render?.(row)} actions={actions?.(row)} />
      ),
    },
  ];
  // Fixed layout: the one column is the card's width, and a long text wraps inside it.
  return (
    <ListAntTable
      {...props}
      className="list-cards"
      columns={columns}
      tableLayout="fixed"
      showHeader={Boolean(sortKey || card.title)}
    />
  );
}

/** A desktop's list: the columns, the actions fixed at the end in sight. */
function RowsTable<Row extends object>(props: ListTableProps<Row> & { isDesktop: boolean }) {
  const t = useT();
  const { list, actions, isDesktop } = props;

  const columns: TableColumnsType<Row> = props.columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    className: column.className,
    sorter: Boolean(column.sortable),
    sortOrder: column.sortable ? list.sortOrder(column.key) : undefined,
    render: (_: unknown, row: Row) =>
      column.maxWidth ? (
        <div className="list-cell-wrap" style={{ maxWidth: column.maxWidth }}>
          {column.render(row)}
        </div>
      ) : (
        column.render(row)
      ),
  }));

  if (actions)
    columns.push({
      key: 'actions',
      title: t('admin.common.actions'),
      className: 'list-cell-nowrap',
      fixed: isDesktop ? ('right' as const) : undefined,
      render: (_, row) => <div className="list-row-actions">{actions(row)}</div>,
    });

  return (
    <ListAntTable
      {...props}
      columns={columns}
      // As wide as the content where the card has room; where it has not, no wider than the card:
      // the columns give up the room their texts can wrap in (a header, a name, a route) before
      // the table scrolls, which it does only past every column's narrowest.
      scroll={{ x: props.minWidth ?? true }}
      // Columns as wide as their content: a fixed actions or opening column squeezes none of them.
      tableLayout="auto"
    />
  );
}

interface AntTableProps<Row> extends Omit<ListTableProps<Row>, 'columns'> {
  columns: TableColumnsType<Row>;
  tableLayout: 'auto' | 'fixed';
  scroll?: TableProps<Row>['scroll'];
  showHeader?: boolean;
  className?: string;
}

/** Ant Design's table as every list has it: paged and sorted through the address, its empty text. */
function ListAntTable<Row extends object>(props: AntTableProps<Row>) {
  const { list, expandedRow } = props;
  return (
    <Table<Row>
      className={props.className}
      rowKey={props.rowKey}
      columns={props.columns}
      dataSource={props.rows as Row[] | undefined}
      loading={props.loading}
      pagination={list.pagination(props.total)}
      onChange={(pagination, _filters, sorter) => list.onTableChange(pagination, sorter)}
      rowSelection={props.rowSelection}
      expandable={
        expandedRow
          ? {
              expandedRowRender: expandedRow,
              expandRowByClick: true,
              // A fixed expand column keeps the opened text as wide as the card, not the scrolled table.
              fixed: 'left',
            }
          : undefined
      }
      scroll={props.scroll}
      tableLayout={props.tableLayout}
      showHeader={props.showHeader}
      size="middle"
      locale={
        props.emptyText
          ? {
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={list.filtered ? props.emptyText.filtered : props.emptyText.none}
                />
              ),
            }
          : undefined
      }
    />
  );
}
