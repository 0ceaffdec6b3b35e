import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';

/** A part of a long form: a fieldset named by its legend (a group screen readers and tests find by name). */
export function FormSection({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="orders-section">
      <legend className="orders-section-title">{title}</legend>
      {hint ? <p className="orders-section-hint">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** One entry of a form's list (a container, a carrier, a notify party): a group named by its title, with Remove. */
export function ListEntry({
  label,
  onRemove,
  children,
}: {
  label: string;
  /** Left out where the list may not lose this entry. */
  onRemove?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="orders-subsection" role="group" aria-label={label}>
      <div className="orders-subsection-head">
        <span className="orders-subsection-title">{label}</span>
        {onRemove ? (
          <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} onClick={onRemove}>
            {t('orderScreens.remove')}
          </Button>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/** A list's add button; at the list's limit it rests and says why (`full`). */
export function AddEntry({ label, onAdd, full }: { label: string; onAdd: () => void; full?: string | null }) {
  return (
    <div className="orders-add-row">
      <Button icon={<PlusOutlined aria-hidden="true" />} disabled={Boolean(full)} onClick={onAdd}>
        {label}
      </Button>
      {full ? (
        <span className="orders-muted" role="status">
          {full}
        </span>
      ) : null}
    </div>
  );
}
