import { Space } from 'antd';
import { ColumnsControl } from './columns-control';
import { SavedFiltersControl } from './saved-filters-control';
import type { ColumnViews, ViewColumn } from './use-column-views';

export interface ListToolsProps {
  /** The list's name for its saved filters and views: `dictionaries/sea-lines`, `quotations/client`. */
  context: string;
  /** The `filters` query parameter in effect, and what picking a saved filter sets it to. */
  filters: string;
  onPickFilters: (value: string) => void;
  /** A list without typed filters has none to save. */
  savedFilters?: boolean;
  specs: readonly ViewColumn[];
  views: ColumnViews;
  /** The sort and page size in effect, kept with a saved view. */
  sort?: string;
  size: number;
}

/** At the end of a list's filter bar: its saved filters and its column chooser with the saved views. */
export function ListTools({ context, filters, onPickFilters, savedFilters = true, ...columns }: ListToolsProps) {
  return (
    <Space wrap size={8}>
      {savedFilters ? <SavedFiltersControl context={context} current={filters} onPick={onPickFilters} /> : null}
      <ColumnsControl context={context} {...columns} />
    </Space>
  );
}
