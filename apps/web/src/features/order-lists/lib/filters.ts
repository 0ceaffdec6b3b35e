import {
  DELIVERY_ORDER_LIST,
  ORDER_LIST,
  sortableFields,
  type ListField,
  type ListSort,
  type MessageKey,
} from '@cargo/domain';
import { filterModes, type FilterOptions, type FilterSpec } from '../../../shared/lists/filter-model';

/**
 * The typed filters the lists offer (the filter bar of shared/lists) over the contract's fields
 * (ORDER_LIST, DELIVERY_ORDER_LIST), and the fields they sort by. An order's price in US cents is
 * left out: nobody types an amount in cents.
 */

const LABELS: Readonly<Record<string, MessageKey>> = {
  number: 'orderLists.column.number',
  createdAt: 'orderLists.column.createdAt',
  readyDate: 'orderLists.column.readyDate',
  status: 'orderLists.column.status',
  internalId: 'orderLists.column.internalId',
  paymentState: 'orderLists.column.paymentState',
  externalId: 'orderLists.column.externalId',
};

const ENUMS: Readonly<Record<string, string>> = { status: 'orderStatus', paymentState: 'paymentState' };

function filtersOf(list: Readonly<Record<string, ListField>>): FilterSpec[] {
  return Object.entries(list).flatMap(([field, listField]) => {
    const label = LABELS[field];
    if (!label) return [];
    const enumName = ENUMS[field];
    const options: FilterOptions | undefined =
      enumName && listField.values ? { source: 'enum', enumName, values: listField.values } : undefined;
    return [
      {
        field,
        label,
        type: listField.type,
        modes: filterModes(listField, options !== undefined),
        ...(options ? { options } : {}),
      },
    ];
  });
}

export const ORDER_FILTERS: readonly FilterSpec[] = filtersOf(ORDER_LIST);
export const DELIVERY_ORDER_FILTERS: readonly FilterSpec[] = filtersOf(DELIVERY_ORDER_LIST);

export const ORDER_SORT_FIELDS = sortableFields(ORDER_LIST);
export const DELIVERY_ORDER_SORT_FIELDS = sortableFields(DELIVERY_ORDER_LIST);

/** Newest first, as an inbox reads. */
export const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const satisfies ListSort<'createdAt'>;
