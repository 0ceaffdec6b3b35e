import { Steps } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n';
import { AuthLayout } from '../components/auth-layout';
import { ConfirmCodeStep } from '../components/confirm-code-step';
import { Redirecting } from '../components/redirecting';
import { RegistrationForm, type Registered } from '../components/registration-form';
import { useAuthLink } from '../lib/auth-links';
import { useGuestOrderId } from '../lib/guest-order';
import { pendingRegistrationOf, type PendingRegistration, type RegisterPageState } from '../lib/pending-registration';
import { useSignedInGoesOn } from '../lib/use-signed-in-goes-on';

/**
 * /auth/register (Product specification, domain §4): the details, then the code mailed to confirm the e-mail;
 * then the user is signed in and sent on like after a login (the way back in `redirectTo`, and a
 * guest's calculation in `guestOrderId`, stay in the address all along).
 */
export function RegisterPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const authLink = useAuthLink();
  const signedIn = useSignedInGoesOn();
  const guestOrderId = useGuestOrderId();
  const pending = pendingRegistrationOf(location.state);
  // Kept in memory only, to sign in once the code is confirmed.
  const [password, setPassword] = useState<string | null>(null);

  const keepPending = (registration: PendingRegistration) => {
    const state: RegisterPageState = { registration };
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state },
    );
  };

  const onRegistered = ({ password: typed, ...registration }: Registered) => {
    setPassword(typed);
    keepPending({ ...registration, sentAt: Date.now() });
  };

  if (signedIn)
    return (
      <AuthLayout title={t('register.title')}>
        <Redirecting />
      </AuthLayout>
    );

  const footer = (
    <>
      {t('register.haveAccount')} <Link to={authLink('/auth/login')}>{t('session.signIn')}</Link>
    </>
  );
  const steps = (
    <Steps
      className="register-steps"
      size="small"
      responsive={false}
      current={pending ? 1 : 0}
      items={[{ title: t('register.step.details') }, { title: t('register.step.confirm') }]}
    />
  );

  if (pending)
    return (
      <AuthLayout
        title={t('register.code.title')}
        subtitle={t('register.code.sent', { email: pending.email })}
        footer={footer}
      >
        {steps}
        <ConfirmCodeStep
          pending={pending}
          password={password}
          guestOrderId={guestOrderId}
          onCodeSent={(sentAt) => keepPending({ ...pending, sentAt })}
        />
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')} footer={footer} wide>
      {steps}
      <RegistrationForm onRegistered={onRegistered} />
    </AuthLayout>
  );
}
