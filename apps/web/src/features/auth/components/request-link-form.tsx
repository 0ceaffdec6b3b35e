import { MailOutlined } from '@ant-design/icons';
import { sendRestorePasswordSchema } from '@cargo/domain';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError, applyFieldErrors, zodRule } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useSendRestorePassword } from '../api/send-restore-password';
import { useAuthLink, type AuthPageState } from '../lib/auth-links';
import { errorText } from '../lib/error-text';

interface RequestValues {
  email: string;
}

/**
 * What follows the request, whatever the e-mail: the same answer whether it is registered or not,
 * so nobody learns who has an account here.
 */
export function LinkSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const authLink = useAuthLink();
  const loginState: AuthPageState = { email };
  return (
    <Result
      className="auth-result"
      icon={<MailOutlined />}
      title={<h2 className="auth-result-title">{t('recovery.sent.title')}</h2>}
      subTitle={<span role="status">{t('recovery.sent.text', { email })}</span>}
      extra={
        <div className="auth-result-actions">
          <Button type="primary" onClick={() => void navigate(authLink('/auth/login'), { state: loginState })}>
            {t('account.backToLogin')}
          </Button>
          <Button onClick={onAnother}>{t('recovery.sent.another')}</Button>
        </div>
      }
    />
  );
}

interface Props {
  initialEmail?: string;
  onSent: (email: string) => void;
}

/** Asks for a restore link for an e-mail. */
export function RequestLinkForm({ initialEmail, onSent }: Props) {
  const t = useT();
  const [form] = Form.useForm<RequestValues>();
  const send = useSendRestorePassword();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = ({ email }: RequestValues) => {
    setProblem(null);
    const address = email.trim();
    send.mutate(address, {
      onSuccess: () => onSent(address),
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors.length > 0) {
          const unplaced = applyFieldErrors(form, error);
          if (unplaced.length > 0) setProblem(unplaced.join(' '));
        } else setProblem(errorText(error, t));
      },
    });
  };

  return (
    <>
      <FormError message={problem} />
      <Form<RequestValues>
        form={form}
        name="password-recovery"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ email: initialEmail ?? '' }}
        onFinish={submit}
      >
        <Form.Item
          name="email"
          label={t('account.field.email')}
          rules={[zodRule(sendRestorePasswordSchema.shape.email, t)]}
        >
          <Input type="email" autoComplete="email" inputMode="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={send.isPending}>
          {t('recovery.request.submit')}
        </Button>
      </Form>
    </>
  );
}
