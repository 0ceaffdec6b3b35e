import { LoginOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../shared/i18n';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordForm } from '../components/new-password-form';
import { LinkSent, RequestLinkForm } from '../components/request-link-form';
import { emailFromState, RESTORE_TOKEN_PARAMETER, useAuthLink } from '../lib/auth-links';

/**
 * /auth/password-recovery: without a token, the e-mail form that mails a link; with the mailed
 * link's `?token=`, the new password. Once used, the token leaves the address.
 */
export function PasswordRecoveryPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const authLink = useAuthLink();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESTORE_TOKEN_PARAMETER);
  const [restored, setRestored] = useState(false);
  // The e-mail a link went to; kept after "Use another e-mail" to correct a typo in it.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [showSent, setShowSent] = useState(false);

  /** The same page without the link's token: `authLink` keeps `redirectTo` and the hash, drops the token. */
  const dropToken = () => void navigate(authLink(location.pathname), { replace: true });

  const backToLogin = (
    <Link to={authLink('/auth/login')}>
      <LoginOutlined aria-hidden="true" /> {t('account.backToLogin')}
    </Link>
  );

  if (restored)
    return (
      <AuthLayout title={t('recovery.title')}>
        <Result
          status="success"
          className="auth-result"
          title={<h2 className="auth-result-title">{t('recovery.done.title')}</h2>}
          subTitle={<span role="status">{t('recovery.done.text')}</span>}
          extra={
            <Button type="primary" size="large" onClick={() => void navigate(authLink('/auth/login'))}>
              {t('session.signIn')}
            </Button>
          }
        />
      </AuthLayout>
    );

  if (token)
    return (
      <AuthLayout title={t('recovery.reset.title')} subtitle={t('recovery.reset.hint')} footer={backToLogin}>
        <NewPasswordForm
          token={token}
          onRestored={() => {
            setRestored(true);
            dropToken();
          }}
          onAskNewLink={dropToken}
        />
      </AuthLayout>
    );

  if (sentTo && showSent)
    return (
      <AuthLayout title={t('recovery.title')}>
        <LinkSent email={sentTo} onAnother={() => setShowSent(false)} />
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('recovery.title')} subtitle={t('recovery.request.hint')} footer={backToLogin}>
      <RequestLinkForm
        initialEmail={sentTo ?? emailFromState(location.state)}
        onSent={(email) => {
          setSentTo(email);
          setShowSent(true);
        }}
      />
    </AuthLayout>
  );
}
