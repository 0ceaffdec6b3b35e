import type { DeliveryOrder } from '@cargo/domain';
import { Alert, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { applyFieldErrors } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';

/** What every editor of a delivery order's details takes: the delivery order, and its dialog open or not. */
export interface DeliveryEditorProps {
  delivery: DeliveryOrder;
  open: boolean;
  onClose: () => void;
}

/**
 * Saving a dialog's form: `save` runs the calls; done, the dialog says so and closes. A refusal's
 * field errors go to the form's fields, and what no field takes (or the message of a refusal
 * without fields) shows above the buttons.
 */
export function useEditorSave(form: FormInstance, onClose: () => void) {
  const t = useT();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);

  async function run(save: () => Promise<unknown>) {
    setProblem(null);
    try {
      await save();
      notify.success(t('orderScreens.saved'));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error);
      if (unplaced.length || !error.fieldErrors.length)
        setProblem(unplaced.length ? unplaced.join(' ') : error.message);
    }
  }

  return { problem, run };
}

/** The dialog a delivery order's details are edited in: Save submits the form, Cancel closes. */
export function EditorDialog({
  open,
  title,
  form,
  saving,
  problem,
  onClose,
  width,
  children,
}: {
  open: boolean;
  title: string;
  form: FormInstance;
  saving: boolean;
  problem: string | null;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={title}
      okText={t('orderScreens.save')}
      cancelText={t('orderScreens.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={width}
    >
      {children}
      {problem ? <Alert type="error" showIcon title={problem} className="orders-alert" /> : null}
    </Modal>
  );
}
