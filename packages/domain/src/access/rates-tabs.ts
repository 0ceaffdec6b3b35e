import { TARIFF_KIND_SPECS, type TariffKind, type TariffVariant } from '../tariffs/kinds.js';
import { approvedProfiles, type OrganizationFacts, type ProfileKind } from './organization.js';

/**
 * The tabs of the partner's rates section, each a tariff family and cargo form. The spec's list
 * names no tab for pallets and intermodal rates: pallets go with road transport, intermodal
 * rates (door to port to door in one price) with the Integrator alone (docs/decisions.md D46).
 */
export const RATES_TABS = [
  'port.container',
  'port.general',
  'port.bills',
  'port.forwarding',
  'sea.container',
  'sea.general',
  'sea.surchargeValues',
  'road.container',
  'road.general',
  'road.trucking',
  'road.pallet',
  'railway.container',
  'railway.general',
  'air.general',
  'airport.general',
  'airport.bills',
  'intermodal.container',
] as const;
export type RatesTab = (typeof RATES_TABS)[number];

/** Which profile shows which tabs (Product specification, shell §6); Integrator shows them all. */
const TABS_BY_PROFILE: Partial<Record<ProfileKind, readonly RatesTab[]>> = {
  Integrator: RATES_TABS,
  Port_agent: ['port.container', 'port.general', 'port.bills'],
  Sea_transportation: ['sea.container', 'sea.general', 'sea.surchargeValues'],
  Road_transportation: ['road.container', 'road.general', 'road.trucking', 'road.pallet'],
  Railway_transportation: ['railway.container', 'railway.general'],
  Air_carrier: ['air.general', 'airport.general', 'airport.bills'],
  Forwarder: ['port.forwarding'],
};

/** What an organization's approved profiles grant of `all` under `byProfile`, in the order of `all`. */
function grantedByProfiles<T>(
  all: readonly T[],
  byProfile: Partial<Record<ProfileKind, readonly T[]>>,
  organization: OrganizationFacts | null | undefined,
): T[] {
  const granted = new Set([...approvedProfiles(organization)].flatMap((kind) => byProfile[kind] ?? []));
  return all.filter((item) => granted.has(item));
}

/** The rates tabs an organization sees, in the order of RATES_TABS. */
export const visibleRatesTabs = (organization: OrganizationFacts | null | undefined): RatesTab[] =>
  grantedByProfiles(RATES_TABS, TABS_BY_PROFILE, organization);

/**
 * The variants of a tariff kind an organization may keep, in the kind's order: every one for
 * operators; for a partner those whose rates tab one of its organization's approved profiles opens
 * (Product specification, shell §6; domain §6). None: the organization keeps no tariffs of this kind.
 * The rates page shows these as its tabs; creating, importing and bulk changes keep to them.
 */
export function keptTariffVariants(
  kind: TariffKind,
  organization: OrganizationFacts | null | undefined,
  operator: boolean,
): TariffVariant[] {
  const spec = TARIFF_KIND_SPECS[kind];
  if (operator) return [...spec.variants];
  const tabs = new Set(visibleRatesTabs(organization));
  return spec.variants.filter((variant) => {
    const tab = spec.tabs[variant];
    return tab !== undefined && tabs.has(tab);
  });
}

export const PERMISSION_KEYS = ['partner.rates.sea', 'partner.rates.air', 'partner.rates.railway'] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

const PERMISSIONS_BY_PROFILE: Partial<Record<ProfileKind, readonly PermissionKey[]>> = {
  Integrator: PERMISSION_KEYS,
  Sea_transportation: ['partner.rates.sea'],
  Air_carrier: ['partner.rates.air'],
  Railway_transportation: ['partner.rates.railway'],
};

/** The permission keys an organization's profiles give. */
export const permissionKeys = (organization: OrganizationFacts | null | undefined): PermissionKey[] =>
  grantedByProfiles(PERMISSION_KEYS, PERMISSIONS_BY_PROFILE, organization);
