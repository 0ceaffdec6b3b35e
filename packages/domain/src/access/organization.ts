import { z } from 'zod';
import { isManagerOrGreater, isOrganizationAdmin, type RoleHolder } from './roles.js';

/** Organization profile kinds (Product specification, shell §3). Integrator is the cargo owner. */
export const PROFILE_KINDS = [
  'Integrator',
  'Port_agent',
  'Road_transportation',
  'Railway_transportation',
  'Customs_Road_transportation',
  'Sea_transportation',
  'Air_carrier',
  'Forwarder',
  'Pallet',
  'Agent',
] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
export const profileKindSchema = z.enum(PROFILE_KINDS);

/** NEW, then APPROVED or REJECTED by an operator (Product specification, shell §4). */
export const PROFILE_STATUSES = ['NEW', 'APPROVED', 'REJECTED'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];
export const profileStatusSchema = z.enum(PROFILE_STATUSES);

/** What the access rules read of an organization. */
export interface OrganizationFacts {
  readonly id: number;
  /** White-label sub-domain, when the organization runs one. */
  readonly domain?: string | null;
  readonly parentId?: number | null;
  readonly profiles: readonly { readonly kind: ProfileKind; readonly status: ProfileStatus }[];
  readonly disableIntegratorReward?: boolean;
}

export interface Member extends RoleHolder {
  readonly organization?: OrganizationFacts | null;
}

/** The organization whose managers and admins carry the cargo-bar flags (Product specification, shell §6). */
export const CARGO_BAR_ORGANIZATION_ID = 4;

/** Partner SaaS: a manager or greater whose organization has a domain. */
export const isPartnerSaas = (member: Member): boolean =>
  isManagerOrGreater(member) && Boolean(member.organization?.domain);

/** Client of a partner SaaS: the organization has a parent. */
export const isClientOfPartnerSaas = (member: Member): boolean => (member.organization?.parentId ?? null) !== null;

export const isCargoBarManager = (member: Member): boolean =>
  isManagerOrGreater(member) && member.organization?.id === CARGO_BAR_ORGANIZATION_ID;

export const isCargoBarAdmin = (member: Member): boolean =>
  isOrganizationAdmin(member) && member.organization?.id === CARGO_BAR_ORGANIZATION_ID;

/** Margin rules apply unless the organization disables the integrator reward. */
export const marginRulesEnabled = (organization: OrganizationFacts): boolean => !organization.disableIntegratorReward;

/**
 * The profiles that count: approved ones. A profile an operator has not approved yet grants
 * nothing, as on every marketplace that verifies its carriers (docs/decisions.md D24).
 */
export function approvedProfiles(organization: OrganizationFacts | null | undefined): Set<ProfileKind> {
  return new Set(organization?.profiles.filter((p) => p.status === 'APPROVED').map((p) => p.kind));
}

/** Agent and cargo-owner status come from the Agent and Integrator profiles. */
export const isAgent = (member: Member): boolean => approvedProfiles(member.organization).has('Agent');
export const isCargoOwner = (member: Member): boolean => approvedProfiles(member.organization).has('Integrator');
