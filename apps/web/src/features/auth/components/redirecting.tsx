import { Spin } from 'antd';
import { useT } from '../../../shared/i18n';

/** What a sign-in page shows for the moment it takes to send a signed-in user on. */
export function Redirecting() {
  const t = useT();
  return (
    <div className="auth-redirecting" role="status">
      <Spin />
      <span>{t('login.redirecting')}</span>
    </div>
  );
}
