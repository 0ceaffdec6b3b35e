import { Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useT } from '../i18n';
import { useIsDesktop } from '../lib/use-media-query';
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
  sortable?: boolean;
  render: (row: Row) => ReactNode;
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
   * it the table is as wide as its content. Wider than the card, it scrolls inside it.
   */
  minWidth?: number;
}

/**
 * The one table of the list pages: sorted and paged by the server, the state in the address
 * (useListQuery), a row's actions at its end. A wide table scrolls inside its card, never the
 * page; on a desktop the actions stay in sight however far it scrolls.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const t = useT();
  const isDesktop = useIsDesktop();
  const { list, actions, expandedRow } = props;

  const columns: TableColumnsType<Row> = props.columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    className: column.className,
    sorter: Boolean(column.sortable),
    sortOrder: column.sortable ? list.sortOrder(column.key) : undefined,
    render: (_: unknown, row: Row) => column.render(row),
  }));

  if (actions)
    columns.push({
      key: 'actions',
      title: t('admin.common.actions'),
      className: 'list-cell-nowrap',
      fixed: isDesktop ? ('right' as const) : undefined,
      render: (_, row) => actions(row),
    });

  return (
    <Table<Row>
      rowKey={props.rowKey}
      columns={columns}
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
      scroll={{ x: props.minWidth ?? 'max-content' }}
      // Columns as wide as their content: a fixed actions or opening column squeezes none of them.
      tableLayout="auto"
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
