import { orderTemplateBodySchema, type Calculation, type CurrentUser } from '@cargo/domain';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { applyFieldErrors, FormError, zodRule } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { messageDurationMs } from '../../../shared/lib/message-duration';
import { useCreateOrderTemplate } from '../api/create-order-template';
import { templatesPathOf } from '../lib/result-actions';

interface TemplateValues {
  name: string;
}

const NAME_MAX = 100;

/** The name a template of the calculation is offered: its lane, "Shanghai → Moscow". */
const suggestedName = (calculation: Pick<Calculation, 'from' | 'to'>) =>
  `${calculation.from.name} → ${calculation.to.name}`.slice(0, NAME_MAX);

export interface SaveTemplateDialogProps {
  calculation: Calculation;
  user: CurrentUser;
  open: boolean;
  onClose: () => void;
}

/**
 * "Save as template": the calculation's request kept under a name for the organization
 * (`POST /orders/templates`). Saved, a message says so, with the way to the templates page where
 * the user's area has one.
 */
export function SaveTemplateDialog({ calculation, user, open, onClose }: SaveTemplateDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateValues>();
  const create = useCreateOrderTemplate();
  const [problem, setProblem] = useState<string | null>(null);
  const templatesPath = templatesPathOf(user);

  async function submit({ name }: TemplateValues) {
    setProblem(null);
    try {
      const template = await create.mutateAsync({ name: name.trim(), request: calculation.request });
      const text = t('wizard.template.done', { name: template.name });
      const key = `template-${template.id}`;
      void message.open({
        key,
        type: 'success',
        duration: messageDurationMs(text) / 1000 + (templatesPath ? 2 : 0),
        content: templatesPath ? (
          <span>
            {text}{' '}
            <a
              href={templatesPath}
              onClick={(event) => {
                event.preventDefault();
                message.destroy(key);
                void navigate(templatesPath);
              }}
            >
              {t('wizard.template.open')}
            </a>
          </span>
        ) : (
          text
        ),
      });
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const unplaced = applyFieldErrors(form, error);
      if (unplaced.length || !error.fieldErrors.length)
        setProblem(unplaced.length ? unplaced.join(' ') : error.message);
    }
  }

  return (
    <Modal
      open={open}
      title={t('wizard.template.title')}
      okText={t('wizard.save')}
      cancelText={t('wizard.template.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setProblem(null)}
    >
      <p className="wizard-template-hint">{t('wizard.template.hint')}</p>
      <Form<TemplateValues>
        form={form}
        layout="vertical"
        initialValues={{ name: suggestedName(calculation) }}
        onFinish={(values) => void submit(values)}
        disabled={create.isPending}
      >
        <Form.Item
          name="name"
          label={t('wizard.template.name')}
          required
          rules={[zodRule(orderTemplateBodySchema.shape.name, t)]}
        >
          <Input maxLength={NAME_MAX} autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
      <FormError message={problem} />
    </Modal>
  );
}
