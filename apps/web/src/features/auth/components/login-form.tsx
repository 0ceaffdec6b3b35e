import { changePasswordSchema, emailSchema, type CurrentUser } from '@cargo/domain';
import { Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { MFA_ENROLLMENT_REQUIRED, MFA_REQUIRED } from '@cargo/domain';
import { isApiError } from '../../../shared/http';
import { FormError, zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { useSignIn } from '../api/sign-in';
import { useAuthLink, type AuthPageState } from '../lib/auth-links';
import { errorText } from '../lib/error-text';
import { SecondFactorStep } from './second-factor-step';
import './auth.css';

interface LoginValues {
  email: string;
  password: string;
}

interface Props {
  /** The form's name: the prefix of its field ids, unique on the page (the modal may open over the page). */
  name: string;
  initialEmail?: string;
  autoFocus?: boolean;
  /**
   * Where "Forgot your password?" opens: in this tab on the login page; in a new tab from the
   * modal, whose page and what was typed on it must stay.
   */
  recoveryIn: 'this-tab' | 'new-tab';
  /** The calculation the guest made before signing in, attached to the account by the sign-in. */
  guestOrderId?: string;
  onSignedIn?: (user: CurrentUser) => void;
}

/**
 * E-mail and password, "Log in". A refusal shows the server's own text above the form — "Incorrect
 * login or password", the five-minute suspension (Product specification, domain §8) — exactly as it came.
 */
export function LoginForm({ name, initialEmail, autoFocus = false, recoveryIn, guestOrderId, onSignedIn }: Props) {
  const t = useT();
  const [form] = Form.useForm<LoginValues>();
  const email = Form.useWatch('email', form);
  const authLink = useAuthLink();
  const signIn = useSignIn();

  const submit = ({ email: username, password }: LoginValues) => {
    signIn.mutate({ email: username.trim(), password, guestOrderId }, { onSuccess: (user) => onSignedIn?.(user) });
  };

  // A correct password whose second factor is due: the next step takes the place of the form.
  const secondStep =
    isApiError(signIn.error) &&
    (signIn.error.code === MFA_REQUIRED || signIn.error.code === MFA_ENROLLMENT_REQUIRED) &&
    signIn.error.mfaToken
      ? { code: signIn.error.code, mfaToken: signIn.error.mfaToken }
      : null;
  if (secondStep)
    return (
      <div className="login-form">
        <SecondFactorStep
          code={secondStep.code}
          mfaToken={secondStep.mfaToken}
          onBack={() => signIn.reset()}
          onSignedIn={onSignedIn}
        />
      </div>
    );

  const recoveryState: AuthPageState = { email: typeof email === 'string' ? email.trim() : undefined };
  const recoveryTarget = recoveryIn === 'new-tab' ? { target: '_blank', rel: 'noopener' } : {};

  return (
    <div className="login-form">
      <FormError message={signIn.isError ? errorText(signIn.error, t) : null} />
      <Form<LoginValues>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: initialEmail ?? '', password: '' }}
        onFinish={submit}
        size="large"
      >
        <Form.Item name="email" label={t('account.field.email')} rules={[zodRule(emailSchema, t)]}>
          <Input type="email" autoComplete="username" inputMode="email" autoFocus={autoFocus && !initialEmail} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account.field.password')}
          rules={[zodRule(changePasswordSchema.shape.oldPassword, t)]}
          className="login-password"
        >
          <Input.Password autoComplete="current-password" autoFocus={autoFocus && Boolean(initialEmail)} />
        </Form.Item>
        <div className="login-forgot">
          <Link to={authLink('/auth/password-recovery')} state={recoveryState} {...recoveryTarget}>
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t('session.signIn')}
        </Button>
      </Form>
    </div>
  );
}
