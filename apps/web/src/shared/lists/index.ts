export { ColumnsControl, type ColumnsControlProps } from './columns-control';
export { DetailTable } from './detail-table';
export { FilterBar, type FilterBarProps } from './filter-bar';
export {
  draftOfFilter,
  encodeDrafts,
  filterModes,
  filterOfDraft,
  newDraft,
  withMode,
  FILTER_MODES,
  type FilterDraft,
  type FilterMode,
  type FilterOptions,
  type FilterSpec,
} from './filter-model';
export { ListCard } from './list-card';
export { ListFilterBar, type ListFilterBarProps } from './list-filter-bar';
export { ListPager, type ListPagerProps } from './list-pager';
export { ListTable, type ListCardSpec, type ListColumn, type ListTableProps } from './list-table';
export { ListTools, type ListToolsProps } from './list-tools';
export { RowActions, type RowActionsProps } from './row-actions';
export { SavedFiltersControl, type SavedFiltersControlProps } from './saved-filters-control';
export { SearchFilter, type SearchFilterProps } from './search-filter';
export { columnsOfView, useColumnViews, type ColumnViews, type ViewColumn } from './use-column-views';
export { useListQuery, type ListParams, type ListView } from './use-list-query';
