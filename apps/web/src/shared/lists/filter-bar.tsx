import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import './lists.css';

export interface FilterBarProps {
  /** The search box and the selects: each takes the class `list-filter` (a select) or `list-filter-wide` (a search). */
  children: ReactNode;
  /** Whether a filter is set: the bar then offers to reset them all (with `onReset`). */
  filtered?: boolean;
  onReset?: () => void;
  /** On a line of its own below: the controls of the typed filters. */
  below?: ReactNode;
}

/**
 * The filters above a list (a search landmark), and "Reset filters" while one is set. It wraps:
 * on a phone a search takes the whole row and two selects share one.
 */
export function FilterBar({ children, filtered = false, onReset, below }: FilterBarProps) {
  const t = useT();
  return (
    <div className="list-filters" role="search" aria-label={t('admin.common.filters')}>
      {children}
      {filtered && onReset ? (
        <Button type="link" onClick={onReset}>
          {t('admin.common.resetFilters')}
        </Button>
      ) : null}
      {below}
    </div>
  );
}
