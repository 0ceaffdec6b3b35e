import type { OrderListFilter } from '@cargo/domain';
import { useCallback } from 'react';
import { useListQuery } from '../../../shared/lists';
import { groupOf, ORDER_LIST_PARAMS, stageOf, type GroupChoice } from '../lib/list-params';
import { NEWEST_FIRST } from '../lib/filters';

/**
 * The state of an orders or delivery orders list, all in the address: page, size, sort (newest
 * first unless chosen), the search, the typed filters, the status group and the stage.
 */
export function useOrderList(sortFields: readonly string[]) {
  const list = useListQuery({
    sortFields,
    filters: ORDER_LIST_PARAMS,
    defaultSort: NEWEST_FIRST,
  });
  const { setFilter } = list;
  const setSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const setFilters = useCallback((value: string) => setFilter('filters', value), [setFilter]);
  const setGroup = useCallback(
    (group: GroupChoice) => setFilter('group', group === 'ALL' ? undefined : group),
    [setFilter],
  );
  const setStage = useCallback((stage: OrderListFilter | undefined) => setFilter('filter', stage), [setFilter]);
  return {
    list,
    group: groupOf(list.filters.group),
    stage: stageOf(list.filters.filter),
    setSearch,
    setFilters,
    setGroup,
    setStage,
  };
}

export type OrderListState = ReturnType<typeof useOrderList>;
