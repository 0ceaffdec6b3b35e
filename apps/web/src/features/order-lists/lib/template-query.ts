import { decodeFilters, encodeFilters, ORDER_TEMPLATE_LIST, sortableFields, type Filter } from '@cargo/domain';
import type { ListParams } from '../../../shared/lists';
import { filterModes, type FilterSpec } from '../../../shared/lists/filter-model';

/** The address of the templates list: the page, the sort, a search by name and the typed filters. */
export const TEMPLATE_PARAMS = ['search', 'filters'] as const;
export type TemplateListParams = ListParams<(typeof TEMPLATE_PARAMS)[number]>;

export const TEMPLATE_SORT_FIELDS: readonly string[] = sortableFields(ORDER_TEMPLATE_LIST);

/** The typed filters the templates list offers (ORDER_TEMPLATE_LIST). */
export const TEMPLATE_FILTERS: readonly FilterSpec[] = [
  {
    field: 'name',
    label: 'orderLists.column.name',
    type: 'text',
    modes: filterModes(ORDER_TEMPLATE_LIST.name, false),
  },
  {
    field: 'createdAt',
    label: 'orderLists.column.createdAt',
    type: 'date',
    modes: filterModes(ORDER_TEMPLATE_LIST.createdAt, false),
  },
];

/**
 * The query of GET /orders/templates: the list takes no `search`, so the search box is the
 * filter "name contains", beside the typed ones.
 */
export function templateQueryOf(params: TemplateListParams): {
  page: number;
  size: number;
  sort?: string;
  filters?: string;
} {
  const { page, size, sort, search, filters } = params;
  const typed: Filter[] = filters ? decodeFilters(filters) : [];
  const text = search?.trim().slice(0, 100);
  const all = text ? [...typed, { field: 'name', kind: 'CONTAINS' as const, value: text }] : typed;
  return { page, size, ...(sort ? { sort } : {}), ...(all.length ? { filters: encodeFilters(all) } : {}) };
}
