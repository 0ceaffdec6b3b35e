import type { User } from '@cargo/domain';
import { Tag } from 'antd';
import { useT } from '../../../shared/i18n';

export type UserStatus = 'active' | 'blocked' | 'unconfirmed';

/** Blocked wins over unconfirmed: a blocked account cannot sign in whatever else holds. */
export function userStatus(user: Pick<User, 'blocked' | 'confirmed'>): UserStatus {
  if (user.blocked) return 'blocked';
  if (!user.confirmed) return 'unconfirmed';
  return 'active';
}

const COLORS: Record<UserStatus, string> = { active: 'green', blocked: 'red', unconfirmed: 'orange' };

export function UserStatusTag({ user }: { user: Pick<User, 'blocked' | 'confirmed'> }) {
  const t = useT();
  const status = userStatus(user);
  return <Tag color={COLORS[status]}>{t(`admin.users.status.${status}`)}</Tag>;
}
