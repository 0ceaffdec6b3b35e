import { Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { useT } from '../i18n';
import { useIsDesktop } from '../lib/use-media-query';
import './lists.css';

/** One column of a list's table, as the feature describes it: a title, how a row's cell reads, whether it sorts. */
export interface ListColumn<Row> {
  /** The column's key: also the sort field the API takes when `sortable`. */
  key: string;
  title: ReactNode;
  width?: number;
  align?: 'right';
  sortable?: boolean;
  render: (row: Row) => ReactNode;
}

export interface ListTableProps<Row> {
  /** The columns shown, in order (the user's view). */
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  loading: boolean;
  /** Whether the list is filtered: an empty one then says nothing matches, not that there is nothing. */
  filtered: boolean;
  /** What an empty list says, filtered and not. */
  emptyText: { none: string; filtered: string };
  sortOrder: (field: string) => SortOrder;
  pagination: TableProps<Row>['pagination'];
  onChange: TableProps<Row>['onChange'];
  /** A row's actions, in the last column. */
  actions?: (row: Row) => ReactNode;
  /** Check boxes in a first column, for actions on many rows. */
  rowSelection?: TableProps<Row>['rowSelection'];
}

/**
 * The one table of the list screens (dictionaries, rates): sorted and paged by the server, a
 * row's actions at its end. A wide table scrolls inside its card, never the page; on a desktop
 * the actions stay in sight however far it scrolls.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const t = useT();
  const isDesktop = useIsDesktop();

  const columns: TableColumnsType<Row> = props.columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    sorter: Boolean(column.sortable),
    sortOrder: column.sortable ? props.sortOrder(column.key) : undefined,
    render: (_: unknown, row: Row) => column.render(row),
  }));

  const { actions } = props;
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
      pagination={props.pagination}
      onChange={props.onChange}
      rowSelection={props.rowSelection}
      scroll={{ x: 'max-content' }}
      size="middle"
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={props.filtered ? props.emptyText.filtered : props.emptyText.none}
          />
        ),
      }}
    />
  );
}
