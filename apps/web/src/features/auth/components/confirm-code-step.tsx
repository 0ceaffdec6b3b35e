import { LoginOutlined } from '@ant-design/icons';
import { confirmCodeSchema } from '@cargo/domain';
import { Button, Form, Result, Spin } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError, applyFieldErrors, zodRule } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useConfirmCode } from '../api/confirm-code';
import { useRegenerateCode } from '../api/regenerate-code';
import { useSignIn } from '../api/sign-in';
import { useAuthLink, type AuthPageState } from '../lib/auth-links';
import { errorText } from '../lib/error-text';
import type { PendingRegistration } from '../lib/pending-registration';
import { CodeInput } from './code-input';
import { ResendCodeButton } from './resend-code-button';

interface Props {
  pending: PendingRegistration;
  /** The password typed in step 1; gone after a reload, and then the user logs in by hand. */
  password: string | null;
  /** A calculation made as a guest, attached to the new account by the sign-in that follows. */
  guestOrderId?: string;
  /** A new code was mailed (or the server says one was, moments ago): the countdown starts again. */
  onCodeSent: (sentAt: number) => void;
}

interface CodeValues {
  code: string;
}

/**
 * Step 2 of the registration: the six-digit code from the mail, sent on by itself once six
 * digits are in; "Send the code again" after a minute. A confirmed e-mail signs the user in
 * with the password just typed, and the page sends them on as the login page does. Without
 * that password (a reload), "Log in" leads to the login page with the same query, so a guest's
 * calculation still goes along.
 */
export function ConfirmCodeStep({ pending, password, guestOrderId, onCodeSent }: Props) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const authLink = useAuthLink();
  const hintId = useId();
  const [form] = Form.useForm<CodeValues>();
  const confirm = useConfirmCode();
  const regenerate = useRegenerateCode();
  const signIn = useSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const { registrant, id, email } = pending;

  const submit = ({ code }: CodeValues) => {
    if (confirm.isPending) return;
    setProblem(null);
    confirm.mutate(
      { registrant, id, code: code.trim() },
      {
        onSuccess: () => {
          setConfirmed(true);
          if (password) signIn.mutate({ email, password, guestOrderId });
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors.length > 0) {
            const unplaced = applyFieldErrors(form, error);
            if (unplaced.length > 0) setProblem(unplaced.join(' '));
          } else setProblem(errorText(error, t));
        },
      },
    );
  };

  const resend = () => {
    setProblem(null);
    regenerate.mutate(
      { registrant, id },
      {
        onSuccess: () => {
          notify.success(t('register.code.resent', { email }));
          form.resetFields();
          onCodeSent(Date.now());
        },
        onError: (error) => {
          // 429: a code went out less than a minute ago; wait a full minute from now.
          if (isApiError(error) && error.status === 429) {
            notify.warning(error.message);
            onCodeSent(Date.now());
          } else setProblem(errorText(error, t));
        },
      },
    );
  };

  if (confirmed) {
    const signingIn = signIn.isPending || signIn.isSuccess;
    const loginState: AuthPageState = { email };
    return (
      <Result
        status="success"
        className="auth-result"
        title={<h2 className="auth-result-title">{t('register.done.title')}</h2>}
        subTitle={
          signingIn ? (
            <span className="auth-redirecting" role="status">
              <Spin size="small" /> {t('register.done.signingIn')}
            </span>
          ) : (
            t('register.done.logIn')
          )
        }
        extra={
          signingIn ? null : (
            <>
              <FormError message={signIn.isError ? errorText(signIn.error, t) : null} />
              <Button
                type="primary"
                size="large"
                icon={<LoginOutlined />}
                onClick={() => void navigate(authLink('/auth/login'), { state: loginState })}
              >
                {t('session.signIn')}
              </Button>
            </>
          )
        }
      />
    );
  }

  return (
    <>
      <FormError message={problem} />
      <Form<CodeValues>
        form={form}
        name="confirm-code"
        layout="vertical"
        requiredMark={false}
        initialValues={{ code: '' }}
        onFinish={submit}
        onValuesChange={() => form.setFields([{ name: 'code', errors: [] }])}
      >
        <Form.Item
          name="code"
          label={t('register.code.label')}
          validateTrigger={false}
          rules={[zodRule(confirmCodeSchema.shape.code, t)]}
          className="code-item"
        >
          <CodeInput
            key={pending.sentAt}
            aria-describedby={hintId}
            disabled={confirm.isPending}
            onComplete={() => form.submit()}
          />
        </Form.Item>
        <p id={hintId} className="code-hint">
          {t('register.code.noMail')}
        </p>
        <div className="code-actions">
          <Button type="primary" htmlType="submit" size="large" loading={confirm.isPending}>
            {t('register.code.submit')}
          </Button>
          <ResendCodeButton
            key={pending.sentAt}
            sentAt={pending.sentAt}
            loading={regenerate.isPending}
            onResend={resend}
          />
        </div>
      </Form>
    </>
  );
}
