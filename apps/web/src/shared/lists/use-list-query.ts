import { LIST_DEFAULT_SIZE, LIST_MAX_SIZE, type ListSort, type SortDirection } from '@cargo/domain';
import type { TablePaginationConfig } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useCallback, type Key } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../i18n';

/** Page sizes a list offers; the API takes up to LIST_MAX_SIZE. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, LIST_MAX_SIZE] as const;

export interface ListQueryOptions<F extends string, K extends string> {
  /** The fields the list may be sorted by (the contract's `*_SORT_FIELDS`). */
  sortFields: readonly F[];
  /** The filters' query-parameter names. */
  filters: readonly K[];
  /** A filter's value when the address does not name it (e.g. the review queue's status NEW). */
  defaultFilters?: Partial<Record<K, string>>;
  defaultSort?: ListSort<F>;
  defaultSize?: number;
}

/** What a list call takes: `page` from 0, `size`, `sort=field,dir` and the filters that are set. */
export type ListParams<K extends string> = { page: number; size: number; sort?: string } & Partial<Record<K, string>>;

/** A column's sort as a table reports it (Ant Design's SorterResult has these). */
export interface SorterChange {
  columnKey?: Key;
  field?: unknown;
  order?: SortOrder;
}

/** A page and size as a table or a pager reports them. */
export interface PageChange {
  current?: number;
  pageSize?: number;
}

/** What a list's table or pager needs of the list's state. */
export interface ListView {
  /** Whether any filter differs from its default: an empty list then says nothing matches. */
  filtered: boolean;
  /** A column's controlled sort order; `null` for a column the list is not sorted by. */
  sortOrder: (field: string) => SortOrder;
  /** The pager's settings for a total. */
  pagination: (total: number | undefined) => TablePaginationConfig;
  /**
   * The one way a table or a pager changes the list: the page and size it went to and, from a
   * table, its sort; without a sorter the sort stays as it is. A new size starts at page 1.
   */
  onTableChange: (pagination: PageChange, sorter?: SorterChange | readonly SorterChange[]) => void;
}

export interface ListQuery<K extends string> extends ListView {
  params: ListParams<K>;
  /** The filters' current values; '' or undefined is "any". */
  filters: Partial<Record<K, string>>;
  /** Sets one filter (undefined or '' clears it) and goes back to the first page. */
  setFilter: (name: K, value: string | number | undefined | null) => void;
  /** Puts every filter back to its default and goes back to the first page. */
  resetFilters: () => void;
}

const ORDER_OF: Record<SortDirection, SortOrder> = { asc: 'ascend', desc: 'descend' };

function parseSort<F extends string>(value: string | null, fields: readonly F[]): ListSort<F> | null | undefined {
  if (value === null) return undefined;
  if (value === '') return null;
  const [field, direction] = value.split(',');
  if (!fields.includes(field as F) || (direction !== 'asc' && direction !== 'desc')) return undefined;
  return { field: field as F, direction };
}

/** `field,asc|desc` for a table's sorter, '' when it sorts by no field the list knows. */
function sortOfSorter(sorter: SorterChange | readonly SorterChange[], fields: readonly string[]): string {
  const single = Array.isArray(sorter) ? (sorter as readonly SorterChange[])[0] : (sorter as SorterChange);
  const field = single?.columnKey ?? single?.field;
  const order = single?.order;
  return order && typeof field === 'string' && fields.includes(field)
    ? `${field},${order === 'ascend' ? 'asc' : 'desc'}`
    : '';
}

/**
 * A server-paged, sorted and filtered list whose state lives in the address (reload, Back and a
 * shared link keep it): `page` (from 1 in the address, from 0 for the API), `size`, `sort` and the
 * filters, each left out while it has its default. Turns a table's or a pager's change into the
 * API's `page`, `size` and `sort=field,asc|desc` (docs/architecture.md §3). Every list page of the
 * app keeps its state here, and shows it with ListTable or ListPager.
 */
export function useListQuery<const F extends string, const K extends string>(
  options: ListQueryOptions<F, K>,
): ListQuery<K> {
  const { sortFields, filters: filterNames, defaultFilters, defaultSort, defaultSize = LIST_DEFAULT_SIZE } = options;
  const t = useT();
  const [search, setSearch] = useSearchParams();

  const page = Math.max(0, (Number.parseInt(search.get('page') ?? '', 10) || 1) - 1);
  const sizeParam = Number.parseInt(search.get('size') ?? '', 10);
  const size = sizeParam >= 1 && sizeParam <= LIST_MAX_SIZE ? sizeParam : defaultSize;
  const parsedSort = parseSort(search.get('sort'), sortFields);
  // null: the user switched sorting off, undefined: nothing said, so the default applies.
  const sort = parsedSort === undefined ? defaultSort : (parsedSort ?? undefined);

  const filters: Partial<Record<K, string>> = {};
  for (const name of filterNames) {
    const raw = search.get(name);
    const value = raw === null ? defaultFilters?.[name] : raw;
    if (value) filters[name] = value;
  }
  const sortText = sort ? `${sort.field},${sort.direction}` : undefined;
  // A new object on every render: TanStack Query compares query keys by value, not identity.
  const params = { page, size, ...filters, ...(sortText ? { sort: sortText } : {}) } as ListParams<K>;

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const setFilter = useCallback(
    (name: K, value: string | number | undefined | null) => {
      update((next) => {
        const text = value === undefined || value === null ? '' : String(value).trim();
        // A filter with a default keeps an empty value in the address to say "any".
        if (text || defaultFilters?.[name]) next.set(name, text);
        else next.delete(name);
        next.delete('page');
      });
    },
    [update, defaultFilters],
  );

  const resetFilters = useCallback(() => {
    update((next) => {
      for (const name of filterNames) next.delete(name);
      next.delete('page');
    });
  }, [update, filterNames]);

  const sortOrder = (field: string): SortOrder => (sort?.field === field ? ORDER_OF[sort.direction] : null);

  const pagination = useCallback(
    (total: number | undefined): TablePaginationConfig => ({
      current: page + 1,
      pageSize: size,
      total: total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
      showTotal: (count) => t('admin.common.total', { total: count }),
      size: 'small',
    }),
    [page, size, t],
  );

  const onTableChange = useCallback<ListView['onTableChange']>(
    (change, sorter) => {
      update((next) => {
        const nextSize = change.pageSize ?? size;
        const nextPage = nextSize !== size ? 1 : (change.current ?? 1);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        if (nextSize !== defaultSize) next.set('size', String(nextSize));
        else next.delete('size');
        if (sorter === undefined) return;
        const chosen = sortOfSorter(sorter, sortFields);
        const fallback = defaultSort ? `${defaultSort.field},${defaultSort.direction}` : '';
        // Sorting switched off where a default exists stays in the address as an empty `sort`.
        if (chosen === fallback) next.delete('sort');
        else next.set('sort', chosen);
      });
    },
    [update, size, defaultSize, sortFields, defaultSort],
  );

  return {
    params,
    filters,
    setFilter,
    resetFilters,
    filtered: filterNames.some((name) => (filters[name] ?? '') !== (defaultFilters?.[name] ?? '')),
    sortOrder,
    pagination,
    onTableChange,
  };
}
