import type { OrganizationFacts, ProfileKind, ProfileStatus } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { currentVariant, visibleVariants } from './tabs';

const organization = (...profiles: [ProfileKind, ProfileStatus][]): OrganizationFacts => ({
  id: 7,
  profiles: profiles.map(([kind, status]) => ({ kind, status })),
});

describe('the tabs of a rates page', () => {
  it('shows operators every variant of the kind', () => {
    expect(visibleVariants('port-services', null, true)).toEqual(['CONTAINER', 'GENERAL', 'BILL', 'FORWARDING']);
  });

  it('shows a partner the variants its approved profiles open', () => {
    const seaLine = organization(['Sea_transportation', 'APPROVED']);
    expect(visibleVariants('sea', seaLine, false)).toEqual(['CONTAINER', 'GENERAL']);
    expect(visibleVariants('freight-surcharges', seaLine, false)).toEqual(['CONTAINER', 'GENERAL']);
    expect(visibleVariants('port-services', seaLine, false)).toEqual([]);
    const portAgent = organization(['Port_agent', 'APPROVED'], ['Forwarder', 'NEW']);
    expect(visibleVariants('port-services', portAgent, false)).toEqual(['CONTAINER', 'GENERAL', 'BILL']);
  });

  it('gives a partner without an approved profile for the kind nothing, and the Integrator everything', () => {
    expect(visibleVariants('air-transportation', organization(['Air_carrier', 'NEW']), false)).toEqual([]);
    expect(visibleVariants('intermodal-rates', organization(['Integrator', 'APPROVED']), false)).toEqual(['CONTAINER']);
    expect(visibleVariants('pallet', organization(['Road_transportation', 'APPROVED']), false)).toEqual(['PALLET']);
  });

  it('opens on the tab the address names if the user sees it, else on the first', () => {
    expect(currentVariant(['CONTAINER', 'GENERAL'], 'GENERAL')).toBe('GENERAL');
    expect(currentVariant(['CONTAINER', 'GENERAL'], 'BILL')).toBe('CONTAINER');
    expect(currentVariant(['CONTAINER', 'GENERAL'], null)).toBe('CONTAINER');
    expect(currentVariant([], 'CONTAINER')).toBeUndefined();
  });
});
