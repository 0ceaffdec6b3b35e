import { Alert, Button, Space } from 'antd';
import { useT } from '../../../shared/i18n';
import { formatNumber } from '../../../shared/lib/format-number';
import { selectionCount, type TariffSelection } from '../lib/bulk-request';

export interface SelectionBarProps {
  selection: TariffSelection;
  /** How many tariffs the list's filter selects (every page). */
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
}

/**
 * Above the table while tariffs are ticked: how many, "Select all N matching the filter" when
 * the list holds more than the ticked ones, and "Clear selection".
 */
export function SelectionBar({ selection, total, onSelectAll, onClear }: SelectionBarProps) {
  const t = useT();
  const count = selectionCount(selection);
  if (!count) return null;
  const all = selection.mode === 'filter';
  return (
    <Alert
      className="rates-selection"
      type="info"
      role="status"
      title={
        <Space wrap size={[12, 4]}>
          <span>
            {all
              ? t('tariffActions.allSelected', { total: formatNumber(total) })
              : t('tariffActions.selected', { count: formatNumber(count) })}
          </span>
          {!all && total > count ? (
            <Button type="link" size="small" className="rates-selection-link" onClick={onSelectAll}>
              {t('tariffActions.selectAll', { total: formatNumber(total) })}
            </Button>
          ) : null}
          <Button type="link" size="small" className="rates-selection-link" onClick={onClear}>
            {t('tariffActions.clearSelection')}
          </Button>
        </Space>
      }
    />
  );
}
