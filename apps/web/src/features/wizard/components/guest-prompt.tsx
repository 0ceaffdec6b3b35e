import { LockOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n';
import { GUEST_ORDER_PARAMETER, LOGIN_PATH, REDIRECT_PARAMETER } from '../../../shared/session';

/**
 * What a guest sees instead of an amount (spec/domain.md §1): "Log in / Register to view the
 * details", both linking back to this very calculation (its id is in the hash) once signed in.
 */
export function GuestPrompt({ calculationId }: { calculationId: string | null }) {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const query = new URLSearchParams({ [REDIRECT_PARAMETER]: `${pathname}${search}${hash}` });
  if (calculationId) query.set(GUEST_ORDER_PARAMETER, calculationId);
  return (
    <span className="wizard-guest" title={t('wizard.guest.prompt')}>
      <LockOutlined aria-hidden="true" />{' '}
      <Link to={`${LOGIN_PATH}?${query.toString()}`}>{t('wizard.guest.login')}</Link>
      {' / '}
      <Link to={`/auth/register?${query.toString()}`}>{t('wizard.guest.register')}</Link> {t('wizard.guest.toView')}
    </span>
  );
}
