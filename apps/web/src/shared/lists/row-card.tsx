import type { ReactNode } from 'react';
import type { ListColumn } from './list-table';

export interface RowCardProps<Row> {
  row: Row;
  /** The columns the card shows, each a label and its value; the page's own card replaces them. */
  columns: readonly ListColumn<Row>[];
  /** The page's own card for the row, in place of the lines. */
  body?: ReactNode;
  /** The row's actions, under its lines: on a phone nothing scrolls them out of sight. */
  actions?: ReactNode;
}

/**
 * A list's row on a phone: its columns as label and value lines, the first one bold, then its
 * actions. A column whose value is empty makes no line (a card of dashes says nothing).
 */
export function RowCard<Row>({ row, columns, body, actions }: RowCardProps<Row>) {
  return (
    <div className="list-row-card">
      {body ?? (
        <dl className="list-row-card-lines">
          {columns.map((column) => {
            const value = column.render(row);
            if (value === null || value === undefined || value === '') return null;
            return (
              <div key={column.key} className="list-row-card-line">
                <dt>{column.title}</dt>
                <dd>{value}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {actions ? <div className="list-row-card-actions">{actions}</div> : null}
    </div>
  );
}
