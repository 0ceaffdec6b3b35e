import { changePasswordSchema } from '@cargo/domain';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { applyFieldErrors, FormError, NewPasswordFields, zodRule } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useChangePassword } from '../api/change-password';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The current password, a new one by the contract's rule, and its repetition. "Invalid old
 * password" lands on the current-password field; this session stays, the others end.
 */
export function ChangePasswordCard({ email }: { email: string }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = ({ oldPassword, newPassword }: PasswordValues) => {
    setProblem(null);
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          form.resetFields();
          notify.success(t('profile.password.changed'));
        },
        onError: (error) => {
          // A 401 has opened the login modal: signing in there is the answer, not a message here.
          if (isApiError(error) && error.status === 401) return;
          if (isApiError(error) && error.fieldErrors.length > 0) {
            const unplaced = applyFieldErrors(form, error);
            if (unplaced.length > 0) setProblem(unplaced.join(' '));
          } else setProblem(isApiError(error) && !error.isNetworkError ? error.message : t('service.unavailable'));
        },
      },
    );
  };

  return (
    <Card
      className="profile-card"
      variant="borderless"
      title={<h2 className="profile-card-title">{t('profile.password.title')}</h2>}
    >
      <p className="profile-card-hint">{t('profile.password.hint')}</p>
      <FormError message={problem} />
      <Form<PasswordValues>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        initialValues={EMPTY}
        onFinish={submit}
        className="profile-password-form"
      >
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Form.Item
          name="oldPassword"
          label={t('profile.password.old')}
          rules={[zodRule(changePasswordSchema.shape.oldPassword, t)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" label={t('account.field.newPassword')} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('profile.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
