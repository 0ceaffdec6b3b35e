import type {
  MailStatus,
  MessageKey,
  OrderStatus,
  OrganizationType,
  ProfileKind,
  ProfileStatus,
  Role,
} from '@cargo/domain';

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

/** An order's or a delivery order's status as people read it (among the dictionaries' enumerations). */
export const orderStatusLabelKey = (status: OrderStatus) =>
  `dictionaries.enum.orderStatus.${status}` as const satisfies MessageKey;

/**
 * A status's tag colour, by where the cargo is: a new booking blue, being arranged cyan, on its
 * way geekblue, at the end or delivered green, being billed purple, on hold amber, cancelled
 * red, archived grey. One palette for the lists and the order pages: a status is one colour
 * wherever it shows.
 */
export const ORDER_STATUS_COLORS: Readonly<Record<OrderStatus, string>> = {
  NEW: 'blue',
  PLANNING: 'cyan',
  CONFIRMED: 'cyan',
  WAITING_CARGO: 'cyan',
  LOADING_COORDINATION: 'cyan',
  COLLECTED_FROM_SHIPPER: 'geekblue',
  PICKED_UP: 'geekblue',
  CARGO_SENT: 'geekblue',
  BILL: 'purple',
  AWAITING_PAYMENT: 'purple',
  ARRIVED_TO_DEPARTURE_HUB: 'geekblue',
  IN_TRANSIT: 'geekblue',
  ARRIVED_TO_TRANSIT_HUB: 'geekblue',
  ARRIVED_TO_DESTINATION_HUB: 'geekblue',
  ARRIVED_TO_HUB: 'geekblue',
  CUSTOMS_CLEARANCE: 'geekblue',
  AT_DESTINATION: 'green',
  DELIVERED: 'green',
  COMPLETED: 'green',
  CANCELLED: 'red',
  ARCHIVED: 'default',
  STANDBY: 'gold',
};
