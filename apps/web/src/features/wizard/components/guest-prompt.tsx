import { LockOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n';
import { GUEST_ORDER_PARAMETER, LOGIN_PATH, REDIRECT_PARAMETER, useSession } from '../../../shared/session';

/**
 * What a guest sees instead of an amount (Product specification, domain §1): "Log in / Register to view the
 * details", both linking back to this very page once signed in. With `calculationId` the sign-in
 * also takes the guest's calculation over (a guest's own); without it (someone's shared link) it
 * only comes back. A signed-in caller sees amounts withheld only on another organization's shared
 * link: the prices are the owner's, and "Calculate this route" gives the caller their own.
 */
export function GuestPrompt({ calculationId }: { calculationId: string | null }) {
  const t = useT();
  const { user } = useSession();
  const { pathname, search, hash } = useLocation();
  if (user)
    return (
      <span className="wizard-guest" title={t('wizard.shared.ownersPrices')}>
        <LockOutlined aria-hidden="true" /> {t('wizard.shared.ownersPrices')}
      </span>
    );
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
