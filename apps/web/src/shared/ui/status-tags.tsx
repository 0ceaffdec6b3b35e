import type { MailStatus, OrderStatus, ProfileKind, ProfileStatus, Role } from '@cargo/domain';
import { Tag, Tooltip } from 'antd';
import { useT } from '../i18n';
import {
  MAIL_STATUS_COLORS,
  ORDER_STATUS_COLORS,
  PROFILE_STATUS_COLORS,
  ROLE_COLORS,
  mailStatusLabelKey,
  orderStatusLabelKey,
  profileKindLabelKey,
  profileStatusLabelKey,
  roleLabelKey,
} from '../lib/labels';

/** A user's roles as tags, labelled in the interface language. */
export function RoleTags({ roles }: { roles: readonly Role[] }) {
  const t = useT();
  return (
    <>
      {roles.map((role) => (
        <Tag key={role} color={ROLE_COLORS[role]}>
          {t(roleLabelKey(role))}
        </Tag>
      ))}
    </>
  );
}

export function ProfileStatusTag({ status }: { status: ProfileStatus }) {
  const t = useT();
  return <Tag color={PROFILE_STATUS_COLORS[status]}>{t(profileStatusLabelKey(status))}</Tag>;
}

/** A profile as one tag: its kind, coloured by its status (named in the tooltip and for screen readers). */
export function ProfileTag({ kind, status }: { kind: ProfileKind; status: ProfileStatus }) {
  const t = useT();
  const statusText = t(profileStatusLabelKey(status));
  return (
    <Tooltip title={statusText}>
      <Tag color={PROFILE_STATUS_COLORS[status]} aria-label={`${t(profileKindLabelKey(kind))}: ${statusText}`}>
        {t(profileKindLabelKey(kind))}
      </Tag>
    </Tooltip>
  );
}

export function MailStatusTag({ status }: { status: MailStatus }) {
  const t = useT();
  return <Tag color={MAIL_STATUS_COLORS[status]}>{t(mailStatusLabelKey(status))}</Tag>;
}

/** An order's or a delivery order's status, translated and coloured alike on the lists and the order pages. */
export function OrderStatusTag({ status, className }: { status: OrderStatus; className?: string }) {
  const t = useT();
  return (
    <Tag color={ORDER_STATUS_COLORS[status]} className={className}>
      {t(orderStatusLabelKey(status))}
    </Tag>
  );
}
