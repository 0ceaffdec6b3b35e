import { useT } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { ChangePasswordCard } from '../components/change-password-card';
import { PersonalDataCard } from '../components/personal-data-card';
import { ProfileSummary } from '../components/profile-summary';
import { TwoFactorCard } from '../components/two-factor-card';
import './profile-page.css';

/** My profile (/client, /partner and /admin areas alike): who I am, my data, my password. */
export function ProfilePage() {
  const t = useT();
  const { user } = useSession();
  // The guard lets only a signed-in user in; a sign-out in another tab takes them away.
  if (!user) return null;
  return (
    <div className="profile-page">
      <h1 className="profile-title">{t('session.profile')}</h1>
      <div className="profile-grid">
        <ProfileSummary user={user} />
        <div className="profile-forms">
          <PersonalDataCard key={user.id} user={user} />
          <ChangePasswordCard email={user.email} />
          <TwoFactorCard user={user} />
        </div>
      </div>
    </div>
  );
}
