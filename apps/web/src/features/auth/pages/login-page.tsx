import { Alert } from 'antd';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n';
import { signInReason } from '../../../shared/session';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { Redirecting } from '../components/redirecting';
import { emailFromState, useAuthLink } from '../lib/auth-links';
import { useGuestOrderId } from '../lib/guest-order';
import { useSignedInGoesOn } from '../lib/use-signed-in-goes-on';

/**
 * /auth/login (Product specification, shell §2): e-mail and password. Whoever is signed in — already, or just now —
 * goes on to the page kept in `redirectTo` (or the hash's `destination`), else home. A guest's
 * calculation named in the query (`guestOrderId`) becomes the user's with the sign-in. Opened for
 * a reason (`reason=book`: a guest's Book), it says why above the form.
 */
export function LoginPage() {
  const t = useT();
  const location = useLocation();
  const authLink = useAuthLink();
  const signedIn = useSignedInGoesOn();
  const guestOrderId = useGuestOrderId();
  const reason = signInReason(location.search);

  const footer = (
    <>
      {t('login.noAccount')} <Link to={authLink('/auth/register')}>{t('login.createAccount')}</Link>
    </>
  );
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')} footer={signedIn ? null : footer}>
      {signedIn ? (
        <Redirecting />
      ) : (
        <>
          {reason ? <Alert type="info" showIcon title={t(`login.reason.${reason}`)} className="auth-reason" /> : null}
          <LoginForm
            name="login"
            initialEmail={emailFromState(location.state)}
            autoFocus
            recoveryIn="this-tab"
            guestOrderId={guestOrderId}
          />
        </>
      )}
    </AuthLayout>
  );
}
