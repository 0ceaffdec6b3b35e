import { Alert, Button, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { useIsDesktop } from '../lib/use-media-query';
import './form-drawer.css';

export interface FormDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The drawer's width on a desktop; a phone gets the whole screen. */
  width?: number;
  /** The primary button's words ("Add", "Save"); none in a read-only view. */
  submitLabel?: string;
  submitting?: boolean;
  onSubmit?: () => void;
  /** Problems no field of the form names (the server's), above the buttons' edge. */
  problems?: readonly string[];
  /** Above the form: that someone else changed the object meanwhile (`useEditVersion`). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The drawer every add/edit form of a list opens in: the form, the problems that belong to no
 * field, Cancel and the primary action at the bottom. A read-only view has only Close.
 */
export function FormDrawer({
  open,
  onClose,
  title,
  width = 560,
  submitLabel,
  submitting,
  onSubmit,
  problems = [],
  notice,
  children,
}: FormDrawerProps) {
  const t = useT();
  const isDesktop = useIsDesktop();
  const footer = (
    <Space className="form-drawer-footer">
      <Button onClick={onClose}>{onSubmit ? t('admin.common.cancel') : t('admin.common.close')}</Button>
      {onSubmit ? (
        <Button type="primary" loading={submitting} onClick={onSubmit}>
          {submitLabel}
        </Button>
      ) : null}
    </Space>
  );
  return (
    <Drawer open={open} onClose={onClose} size={isDesktop ? width : '100%'} title={title} footer={footer} forceRender>
      {notice}
      {children}
      {problems.length ? <Alert type="error" showIcon title={problems.join(' ')} /> : null}
    </Drawer>
  );
}
