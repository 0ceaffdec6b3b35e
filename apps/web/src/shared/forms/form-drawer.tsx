import { Alert, Button, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { SideDrawer } from '../ui/side-drawer';
import './form-drawer.css';

export interface FormDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The drawer's width on a desktop; a phone gets the whole screen. */
  width?: number;
  /** The form the primary button submits (its rules, then its `onFinish`). */
  form: FormInstance;
  /** The primary button's words ("Add", "Save"); none in a read-only view, which has only Close. */
  submitLabel?: string;
  submitting?: boolean;
  /** The drawer stays open after a save (more follows in it): its other button says Close, not Cancel. */
  staysOpen?: boolean;
  /**
   * False while the drawer shows something other than the form (another tab, with buttons of its
   * own): no buttons, and neither the form's problems nor its conflict.
   */
  formShown?: boolean;
  /** Problems no field of the form names (the server's), above the buttons' edge. */
  problems?: readonly string[];
  /** Above the form: that someone else changed the object meanwhile (`useEditVersion`). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The drawer every add/edit form opens in: the form, the problems that belong to no field, Cancel
 * and the primary action at the bottom. A read-only view has only Close. Its state (the form, the
 * problems, the save) comes from `useFormDrawer`, whose `props` it takes.
 */
export function FormDrawer({
  open,
  onClose,
  title,
  width = 560,
  form,
  submitLabel,
  submitting,
  staysOpen,
  formShown = true,
  problems = [],
  notice,
  children,
}: FormDrawerProps) {
  const t = useT();
  const dismiss = submitLabel && !staysOpen ? t('admin.common.cancel') : t('admin.common.close');
  const footer = formShown ? (
    <Space className="form-drawer-footer">
      <Button onClick={onClose}>{dismiss}</Button>
      {submitLabel ? (
        <Button type="primary" loading={submitting} onClick={() => form.submit()}>
          {submitLabel}
        </Button>
      ) : null}
    </Space>
  ) : null;
  return (
    <SideDrawer open={open} onClose={onClose} width={width} title={title} footer={footer} forceRender>
      {formShown ? notice : null}
      {children}
      {formShown && problems.length ? <Alert type="error" showIcon title={problems.join(' ')} /> : null}
    </SideDrawer>
  );
}
