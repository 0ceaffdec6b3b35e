import { Table, type TableProps } from 'antd';
import './lists.css';

/**
 * A table that is no list page: a detail's few rows (an organization's profiles, a city's hubs,
 * an import's errors, a drawer's files or rates), all at once or paged where it stands, nothing
 * in the address. Small, no pager unless given one, and a wide one scrolls sideways. A list page's
 * table is ListTable.
 */
export function DetailTable<Row extends object>(props: TableProps<Row>) {
  return <Table<Row> size="small" pagination={false} scroll={{ x: 'max-content' }} {...props} />;
}
