import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';

/** The bin at the end of a cargo line, named after the line it removes. */
export function RemoveLine({ line, onRemove }: { line: number; onRemove: () => void }) {
  const t = useT();
  return (
    <Button
      type="text"
      icon={<DeleteOutlined />}
      className="wizard-line-remove"
      aria-label={`${t('wizard.removeLine')}: ${t('wizard.line', { number: line + 1 })}`}
      title={t('wizard.removeLine')}
      onClick={onRemove}
    />
  );
}

/** Under a list of lines: the button that adds one, and whatever else adds lines (presets). */
export function AddLine({ label, onAdd, children }: { label: string; onAdd: () => void; children?: ReactNode }) {
  return (
    <div className="wizard-line-actions">
      <Button icon={<PlusOutlined />} onClick={onAdd}>
        {label}
      </Button>
      {children}
    </div>
  );
}
