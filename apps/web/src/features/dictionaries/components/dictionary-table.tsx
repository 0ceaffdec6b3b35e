import { Button } from 'antd';
import { useT } from '../../../shared/i18n';
import { ListTable, RowActions, type ListColumn, type ListView } from '../../../shared/lists';
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
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
  onEdit: (row: ScreenRow) => void;
  onDelete: (row: ScreenRow) => Promise<void>;
  /** Currencies: open the history of rates. */
  onRates?: (row: ScreenRow) => void;
}

/**
 * The table of every dictionary screen: columns from the screen's definition, references and
 * places by their names, a row's actions at its end (the shared list table).
 */
export function DictionaryTable(props: DictionaryTableProps) {
  const t = useT();
  const { screen, operator, onRates } = props;
  const lookups = useRowLookups(props.columns, props.rows ?? [], operator);

  const columns: ListColumn<ScreenRow>[] = props.columns.map((spec) => ({
    key: spec.key,
    title: t(spec.label),
    width: spec.width,
    align: NUMERIC.has(spec.kind) ? 'right' : undefined,
    sortable: spec.sortable && screen.sortFields.includes(spec.key),
    render: (row) => <CellValue column={spec} row={row} lookups={lookups} />,
  }));

  return (
    <ListTable<ScreenRow>
      rowKey={(row) => String(screen.keyOf(row))}
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText={{ none: t('dictionaries.list.empty'), filtered: t('dictionaries.list.emptyFiltered') }}
      list={props.list}
      total={props.total}
      actions={(row) => (
        <RowActions
          onEdit={() => props.onEdit(row)}
          onDelete={() => props.onDelete(row)}
          deleteConfirm={t('dictionaries.list.deleteConfirm', {
            name: screen.nameOf(row) || String(screen.keyOf(row)),
          })}
          extra={
            onRates ? (
              <Button type="link" size="small" onClick={() => onRates(row)}>
                {t('dictionaries.rates.open')}
              </Button>
            ) : null
          }
        />
      )}
    />
  );
}
