import { BankOutlined, CalendarOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { personInitials, personName, type CurrentUser } from '@cargo/domain';
import { Avatar, Card, Tag } from 'antd';
import { useT } from '../../../shared/i18n';
import { formatDate } from '../../../shared/lib/format-date';
import { ROLE_COLORS, organizationTypeLabelKey, roleLabelKey } from '../../../shared/lib/labels';

/** Who the user is at a glance: name, contacts, organization with its type, roles, since when. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const t = useT();
  return (
    <Card className="profile-summary" variant="borderless">
      <div className="profile-summary-head">
        <Avatar size={72} className="profile-avatar" aria-hidden="true">
          {personInitials(user)}
        </Avatar>
        <div className="profile-summary-name">
          <p className="profile-name">{personName(user)}</p>
          <div className="profile-roles" aria-label={t('profile.roles')} role="list">
            {user.roles.map((role) => (
              <span role="listitem" key={role.id}>
                <Tag color={ROLE_COLORS[role.id]}>{t(roleLabelKey(role.id))}</Tag>
              </span>
            ))}
          </div>
        </div>
      </div>
      <dl className="profile-facts">
        <div>
          <dt>
            <MailOutlined aria-hidden="true" /> {t('account.field.email')}
          </dt>
          <dd>{user.email}</dd>
        </div>
        {user.phone ? (
          <div>
            <dt>
              <PhoneOutlined aria-hidden="true" /> {t('account.field.phone')}
            </dt>
            <dd>{user.phone}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <BankOutlined aria-hidden="true" /> {t('profile.organization')}
          </dt>
          <dd>
            <span className="profile-organization-name">{user.organization.name}</span>
            <Tag className="profile-organization-type">{t(organizationTypeLabelKey(user.organization.type))}</Tag>
          </dd>
        </div>
        <div>
          <dt>
            <CalendarOutlined aria-hidden="true" /> {t('profile.registered')}
          </dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
      </dl>
    </Card>
  );
}
