import { describe, expect, it } from 'vitest';
import {
  CARGO_BAR_ORGANIZATION_ID,
  isAgent,
  isCargoBarAdmin,
  isCargoBarManager,
  isCargoOwner,
  isClientOfPartnerSaas,
  isPartnerSaas,
  marginRulesEnabled,
  type OrganizationFacts,
} from './organization.js';
import { permissionKeys, RATES_TABS, visibleRatesTabs } from './rates-tabs.js';

const organization = (facts: Partial<OrganizationFacts> = {}): OrganizationFacts => ({
  id: 10,
  profiles: [],
  ...facts,
});
const approved = (...kinds: OrganizationFacts['profiles'][number]['kind'][]) =>
  organization({ profiles: kinds.map((kind) => ({ kind, status: 'APPROVED' })) });

describe('organization checks', () => {
  it('partner SaaS: a manager or greater whose organization has a domain', () => {
    const withDomain = organization({ domain: 'sea.example.com' });
    expect(isPartnerSaas({ roles: ['PARTNER_MANAGER'], organization: withDomain })).toBe(true);
    expect(isPartnerSaas({ roles: ['OPERATOR'], organization: withDomain })).toBe(true);
    expect(isPartnerSaas({ roles: ['CLIENT'], organization: withDomain })).toBe(false);
    expect(isPartnerSaas({ roles: ['PARTNER_ADMIN'], organization: organization({ domain: null }) })).toBe(false);
  });

  it('client of a partner SaaS: the organization has a parent', () => {
    expect(isClientOfPartnerSaas({ roles: ['CLIENT'], organization: organization({ parentId: 3 }) })).toBe(true);
    expect(isClientOfPartnerSaas({ roles: ['CLIENT'], organization: organization({ parentId: null }) })).toBe(false);
    expect(isClientOfPartnerSaas({ roles: ['CLIENT'] })).toBe(false);
  });

  it('the cargo-bar flags require organization id 4', () => {
    const cargoBar = organization({ id: CARGO_BAR_ORGANIZATION_ID });
    expect(isCargoBarManager({ roles: ['PARTNER_MANAGER'], organization: cargoBar })).toBe(true);
    expect(isCargoBarAdmin({ roles: ['PARTNER_MANAGER'], organization: cargoBar })).toBe(false);
    expect(isCargoBarAdmin({ roles: ['PARTNER_ADMIN'], organization: cargoBar })).toBe(true);
    expect(isCargoBarManager({ roles: ['PARTNER_ADMIN'], organization: organization({ id: 5 }) })).toBe(false);
  });

  it('margin rules apply unless the organization disables the integrator reward', () => {
    expect(marginRulesEnabled(organization())).toBe(true);
    expect(marginRulesEnabled(organization({ disableIntegratorReward: true }))).toBe(false);
  });

  it('agent and cargo owner come from approved Agent and Integrator profiles', () => {
    expect(isAgent({ roles: ['PARTNER_ADMIN'], organization: approved('Agent') })).toBe(true);
    expect(isCargoOwner({ roles: ['CLIENT'], organization: approved('Integrator') })).toBe(true);
    expect(isCargoOwner({ roles: ['CLIENT'], organization: approved('Agent') })).toBe(false);
    const pending = organization({ profiles: [{ kind: 'Agent', status: 'NEW' }] });
    expect(isAgent({ roles: ['PARTNER_ADMIN'], organization: pending })).toBe(false);
  });
});

describe('rates tabs by profile', () => {
  it.each([
    ['Integrator', [...RATES_TABS]],
    ['Port_agent', ['port.container', 'port.general', 'port.bills']],
    ['Sea_transportation', ['sea.container', 'sea.general', 'sea.surchargeValues']],
    ['Road_transportation', ['road.container', 'road.general', 'road.trucking', 'road.pallet']],
    ['Railway_transportation', ['railway.container', 'railway.general']],
    ['Air_carrier', ['air.general', 'airport.general', 'airport.bills']],
    ['Forwarder', ['port.forwarding']],
    ['Pallet', []],
    ['Agent', []],
  ] as const)('%s sees %j', (kind, tabs) => {
    expect(visibleRatesTabs(approved(kind))).toEqual(tabs);
  });

  it('several profiles add up, and only approved ones count', () => {
    const both = organization({
      profiles: [
        { kind: 'Forwarder', status: 'APPROVED' },
        { kind: 'Port_agent', status: 'APPROVED' },
        { kind: 'Air_carrier', status: 'REJECTED' },
      ],
    });
    expect(visibleRatesTabs(both)).toEqual(['port.container', 'port.general', 'port.bills', 'port.forwarding']);
    expect(visibleRatesTabs(null)).toEqual([]);
  });

  it('permission keys follow the sea, air and railway profiles', () => {
    expect(permissionKeys(approved('Sea_transportation', 'Air_carrier'))).toEqual([
      'partner.rates.sea',
      'partner.rates.air',
    ]);
    expect(permissionKeys(approved('Integrator'))).toEqual([
      'partner.rates.sea',
      'partner.rates.air',
      'partner.rates.railway',
    ]);
    expect(permissionKeys(approved('Road_transportation'))).toEqual([]);
  });
});
