import { passwordSchema } from '@cargo/domain';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { zodRule } from './zod-rule';
import { useT } from '../i18n';

export const CONFIRM_PASSWORD_FIELD = 'confirmPassword';

interface Props {
  /** The form field of the new password, as the API names it (`password`, `newPassword`). */
  name: string;
  label: string;
}

/**
 * A new password and its repetition, inside a form: the contract's strength rule (Product specification, domain
 * §5) with its wording as the hint, and "Entered passwords don't match" on the repetition.
 */
export function NewPasswordFields({ name, label }: Props) {
  const t = useT();
  const form = Form.useFormInstance();
  const value: unknown = Form.useWatch(name, form);
  // The rule is the hint; once it is the error under the field, it is not repeated.
  const showHint = !form.isFieldTouched(name) || passwordSchema.safeParse(value).success;
  const matches: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(t('validation.required'));
      if (value !== getFieldValue(name)) throw new Error(t('validation.passwordsMismatch'));
    },
  });
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        required
        rules={[zodRule(passwordSchema, t)]}
        extra={showHint ? t('validation.password') : undefined}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={CONFIRM_PASSWORD_FIELD}
        label={t('account.field.confirmPassword')}
        required
        dependencies={[name]}
        rules={[matches]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
