export { ColumnsControl, type ColumnsControlProps } from './columns-control';
export { ListFilterBar, type ListFilterBarProps } from './filter-bar';
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
export { ListTable, type ListColumn, type ListTableProps } from './list-table';
export { ListTools, type ListToolsProps } from './list-tools';
export { RowActions, type RowActionsProps } from './row-actions';
export { SavedFiltersControl, type SavedFiltersControlProps } from './saved-filters-control';
export { columnsOfView, useColumnViews, type ColumnViews, type ViewColumn } from './use-column-views';
