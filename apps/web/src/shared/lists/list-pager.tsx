import { Pagination } from 'antd';
import type { ListView } from './use-list-query';

export interface ListPagerProps {
  /** The list's state (useListQuery). */
  list: ListView;
  /** How many items the list has in all, as the API answered. */
  total: number;
  className?: string;
}

/**
 * The pages of a list that is not a table (the notifications): the same pager as ListTable's,
 * changing the page and size through the same `onTableChange`, the sort left as it is.
 */
export function ListPager({ list, total, className }: ListPagerProps) {
  return (
    <Pagination
      className={className}
      {...list.pagination(total)}
      onChange={(current, pageSize) => list.onTableChange({ current, pageSize })}
    />
  );
}
