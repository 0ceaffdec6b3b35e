import type { LegMode, MessageKey, RefineNoticeType, RefineRequestStatus } from '@cargo/domain';

/** Catalogue keys and tag colours of the screens' enumerations (packages/domain/src/messages/refine-requests.ts). */
export const statusLabel = (status: RefineRequestStatus) =>
  `refineRequests.status.${status}` as const satisfies MessageKey;
export const noticeTypeLabel = (type: RefineNoticeType) => `refineRequests.type.${type}` as const satisfies MessageKey;
export const modeLabel = (mode: LegMode) => `refineRequests.mode.${mode}` as const satisfies MessageKey;

/** Waiting is amber, priced is green, withdrawn is grey. */
export const STATUS_COLORS: Readonly<Record<RefineRequestStatus, string>> = {
  OPEN: 'gold',
  ANSWERED: 'green',
  CANCELLED: 'default',
};
