import type { MailStatus, MessageKey, OrganizationType, ProfileKind, ProfileStatus, Role } from '@cargo/domain';

/**
 * Catalogue keys of the enumerations the admin screens show: every role, profile kind and status
 * has a label in each interface language (packages/domain/src/messages/admin-screens.ts).
 */
export const roleLabelKey = (role: Role) => `admin.role.${role}` as const satisfies MessageKey;
export const profileKindLabelKey = (kind: ProfileKind) => `admin.profileKind.${kind}` as const satisfies MessageKey;
export const profileStatusLabelKey = (status: ProfileStatus) =>
  `admin.profileStatus.${status}` as const satisfies MessageKey;
export const mailStatusLabelKey = (status: MailStatus) => `admin.mailStatus.${status}` as const satisfies MessageKey;
export const organizationTypeLabelKey = (type: OrganizationType) =>
  `admin.organizationType.${type}` as const satisfies MessageKey;

/** Ant Design tag colours: waiting is amber, good is green, refused or failed is red. */
export const PROFILE_STATUS_COLORS: Readonly<Record<ProfileStatus, string>> = {
  NEW: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
};

export const MAIL_STATUS_COLORS: Readonly<Record<MailStatus, string>> = {
  NEW: 'blue',
  SENT: 'green',
  SKIP: 'default',
  ERROR: 'red',
};

/** Roles from the weakest: operators' roles stand out from partners' and clients'. */
export const ROLE_COLORS: Readonly<Record<Role, string>> = {
  GUEST: 'default',
  CLIENT: 'cyan',
  PARTNER_MANAGER: 'blue',
  PARTNER_ADMIN: 'geekblue',
  OPERATOR: 'purple',
  OPERATOR_ADMIN: 'magenta',
};
