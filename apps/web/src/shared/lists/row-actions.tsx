import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

export interface RowActionsProps {
  /** Opens the row: its form, or its read-only view (`editLabel` says which). */
  onEdit: () => void;
  editLabel?: string;
  /** Deletes the row once confirmed; absent where the row may not be deleted. */
  onDelete?: () => Promise<void>;
  /** The question the confirmation asks: "Delete “Maersk”?". */
  deleteConfirm?: string;
  /** Further actions between the two (a currency's rates). */
  extra?: ReactNode;
}

/** A row's actions in a list's table: open it, maybe more, delete it after a confirmation. */
export function RowActions({ onEdit, editLabel, onDelete, deleteConfirm, extra }: RowActionsProps) {
  const t = useT();
  return (
    <Space size={0} wrap={false}>
      <Button type="link" size="small" onClick={onEdit}>
        {editLabel ?? t('admin.common.edit')}
      </Button>
      {extra}
      {onDelete ? (
        <Popconfirm
          title={deleteConfirm}
          okText={t('dictionaries.list.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('admin.common.cancel')}
          onConfirm={onDelete}
        >
          <Button type="link" size="small" danger>
            {t('dictionaries.list.delete')}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
