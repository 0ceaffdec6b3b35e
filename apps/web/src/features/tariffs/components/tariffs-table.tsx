import type { Tariff, TariffKind, TariffVariant } from '@cargo/domain';
import { useT } from '../../../shared/i18n';
import { ListTable, RowActions, type ListColumn, type ListView } from '../../../shared/lists';
import { useReferenceNames } from '../../../shared/references';
import { useContainerTypes } from '../api/container-types';
import { useCurrencyDigits } from '../../../shared/references';
import type { TariffColumn } from '../lib/columns';
import { ITEM_TARGET, lineShape } from '../lib/lines';
import { pointLine } from '../lib/points';
import { todayIso } from '../../../shared/lib/days';
import { TariffCell, type CellContext } from './tariff-cell';

export interface TariffsTableProps {
  kind: TariffKind;
  variant: TariffVariant;
  /** The columns shown, in order (the user's view). */
  columns: readonly TariffColumn[];
  rows: readonly Tariff[] | undefined;
  loading: boolean;
  operator: boolean;
  /** The list's state (useListQuery) and how many rows it has in all. */
  list: ListView;
  total: number | undefined;
  /** Opens a tariff: its form, or its read-only view when the user may not change it. */
  onOpen: (tariff: Tariff) => void;
  onDelete: (tariff: Tariff) => Promise<void>;
  /** The ticked tariffs (only those the user may change can be ticked); none: no check boxes. */
  selected?: readonly number[];
  onSelect?: (ids: number[]) => void;
}

/** The vehicle or pallet types a page's lines name, for the prices column. */
function useItemNames(kind: TariffKind, variant: TariffVariant, rows: readonly Tariff[], operator: boolean) {
  const item = lineShape(kind, variant).item;
  const target = item && item !== 'containerTypeId' ? ITEM_TARGET[item] : undefined;
  const ids = target && item ? rows.flatMap((row) => row.lines.flatMap((line) => line[item] ?? [])) : [];
  return useReferenceNames(target, operator, ids).data;
}

/** A tariff in a sentence: "Shanghai (CNSHA) → Saint Petersburg (RULED)", or its number without ends. */
const routeOf = (tariff: Tariff) =>
  [tariff.from, tariff.to].flatMap((end) => (end ? [pointLine(end)] : [])).join(' → ') || `#${tariff.id}`;

/**
 * The table of a rates tab (the shared list table): ends with their codes, validity with the
 * expired marker, the prices in brief, a row's actions — edit and delete, or view when the
 * tariff is not the user's to change.
 */
export function TariffsTable(props: TariffsTableProps) {
  const t = useT();
  const { kind, variant, operator } = props;
  const currencies = useCurrencyDigits();
  const containers = useContainerTypes(operator);
  const itemNames = useItemNames(kind, variant, props.rows ?? [], operator);
  const shape = lineShape(kind, variant);
  const context: CellContext = {
    shape,
    digitsOf: currencies.digitsOf,
    itemName: (id) => (shape.item === 'containerTypeId' ? containers.labelOf(id) : itemNames?.get(id)),
    mainContainerTypeIds: containers.mainIds,
    today: todayIso(),
  };

  const columns: ListColumn<Tariff>[] = props.columns.map((column) => ({
    key: column.sortField ?? column.key,
    title: t(column.label),
    align: column.align,
    sortable: column.sortField !== undefined,
    render: (tariff) => <TariffCell column={column.key} tariff={tariff} context={context} />,
  }));

  return (
    <ListTable<Tariff>
      rowKey={(tariff) => tariff.id}
      columns={columns}
      rows={props.rows}
      loading={props.loading}
      emptyText={{ none: t('tariffScreens.list.empty'), filtered: t('tariffScreens.list.emptyFiltered') }}
      list={props.list}
      total={props.total}
      rowSelection={
        props.onSelect
          ? {
              selectedRowKeys: [...(props.selected ?? [])],
              // Ticks on other pages stay ticked.
              preserveSelectedRowKeys: true,
              onChange: (keys) => props.onSelect?.(keys.map(Number)),
              getCheckboxProps: (tariff) => ({
                disabled: !tariff.editable,
                'aria-label': t('tariffActions.selectRow', { route: routeOf(tariff) }),
              }),
            }
          : undefined
      }
      actions={(tariff) =>
        tariff.editable ? (
          <RowActions
            onEdit={() => props.onOpen(tariff)}
            onDelete={() => props.onDelete(tariff)}
            deleteConfirm={t('tariffScreens.list.deleteConfirm', { route: routeOf(tariff) })}
          />
        ) : (
          <RowActions onEdit={() => props.onOpen(tariff)} editLabel={t('tariffScreens.list.view')} />
        )
      }
    />
  );
}
