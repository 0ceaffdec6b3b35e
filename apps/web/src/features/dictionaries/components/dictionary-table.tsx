import { Button, Empty, Popconfirm, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useT } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/lib/use-media-query';
import type { ColumnSpec, ScreenDefinition, ScreenRow } from '../definitions/types';
import { CellValue } from './cell-value';
import { useRowLookups } from './use-row-lookups';

const NUMERIC = new Set<ColumnSpec['kind']>(['integer', 'number', 'rate']);

export interface DictionaryTableProps {
  screen: ScreenDefinition;
  /** The columns shown, in order (the user's view). */
  columns: readonly ColumnSpec[];
  rows: readonly ScreenRow[] | undefined;
  loading: boolean;
  operator: boolean;
  /** Whether the list is filtered: an empty one then says nothing matches, not that there is nothing. */
  filtered: boolean;
  sortOrder: (field: string) => SortOrder;
  pagination: TableProps<ScreenRow>['pagination'];
  onChange: TableProps<ScreenRow>['onChange'];
  onEdit: (row: ScreenRow) => void;
  onDelete: (row: ScreenRow) => Promise<void>;
  /** Currencies: open the history of rates. */
  onRates?: (row: ScreenRow) => void;
}

/**
 * The one table of every dictionary screen: columns from the screen's definition, sorted and
 * paged by the server, references and places by their names, a row's actions at its end. A
 * wide table scrolls inside its card, never the page.
 */
export function DictionaryTable(props: DictionaryTableProps) {
  const t = useT();
  const { screen, operator } = props;
  const isDesktop = useIsDesktop();
  const lookups = useRowLookups(props.columns, props.rows ?? [], operator);

  const columns: TableColumnsType<ScreenRow> = props.columns.map((spec) => ({
    key: spec.key,
    title: t(spec.label),
    width: spec.width,
    align: NUMERIC.has(spec.kind) ? ('right' as const) : undefined,
    sorter: spec.sortable && screen.sortFields.includes(spec.key),
    sortOrder: spec.sortable ? props.sortOrder(spec.key) : undefined,
    render: (_: unknown, row: ScreenRow) => <CellValue column={spec} row={row} lookups={lookups} />,
  }));

  columns.push({
    key: 'actions',
    title: t('admin.common.actions'),
    className: 'list-cell-nowrap',
    // On a desktop a row's actions stay in sight however far the table scrolls.
    fixed: isDesktop ? ('right' as const) : undefined,
    render: (_, row) => (
      <Space size={0} wrap={false}>
        <Button type="link" size="small" onClick={() => props.onEdit(row)}>
          {t('admin.common.edit')}
        </Button>
        {props.onRates ? (
          <Button type="link" size="small" onClick={() => props.onRates?.(row)}>
            {t('dictionaries.rates.open')}
          </Button>
        ) : null}
        <Popconfirm
          title={t('dictionaries.list.deleteConfirm', { name: screen.nameOf(row) || String(screen.keyOf(row)) })}
          okText={t('dictionaries.list.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('admin.common.cancel')}
          onConfirm={() => props.onDelete(row)}
        >
          <Button type="link" size="small" danger>
            {t('dictionaries.list.delete')}
          </Button>
        </Popconfirm>
      </Space>
    ),
  });

  return (
    <Table<ScreenRow>
      rowKey={(row) => String(screen.keyOf(row))}
      columns={columns}
      dataSource={props.rows as ScreenRow[] | undefined}
      loading={props.loading}
      pagination={props.pagination}
      onChange={props.onChange}
      scroll={{ x: 'max-content' }}
      size="middle"
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={props.filtered ? t('dictionaries.list.emptyFiltered') : t('dictionaries.list.empty')}
          />
        ),
      }}
    />
  );
}
