import { describe, expect, it } from 'vitest';
import { barringBan, tariffLane, type LaneBanTerms } from './lane-bans.js';

const ban = (kind: string | null, fromCountry: string | null, toCountry: string | null) =>
  ({ kind, fromCountry, toCountry }) satisfies LaneBanTerms;

describe('the lane of a tariff', () => {
  it('runs between the countries of its ends where the kind has two', () => {
    expect(tariffLane('sea', 'CN', 'NL')).toEqual({ kind: 'sea', fromCountry: 'CN', toCountry: 'NL' });
    expect(tariffLane('freight-surcharges', null, null)).toEqual({
      kind: 'freight-surcharges',
      fromCountry: null,
      toCountry: null,
    });
  });

  it('is into and out of its country for a service priced at one place', () => {
    expect(tariffLane('port-services', 'NL', null)).toEqual({
      kind: 'port-services',
      fromCountry: 'NL',
      toCountry: 'NL',
    });
    // Whatever the other end would say, a one-place service has none.
    expect(tariffLane('trucking', 'DE', 'FR').toCountry).toBe('DE');
  });
});

describe('the ban that bars a lane', () => {
  const cnToNl = tariffLane('sea', 'CN', 'NL');

  it('is one of the same kind or every kind, each country the same or any', () => {
    expect(barringBan([ban('sea', 'CN', 'NL')], cnToNl)).toBeDefined();
    expect(barringBan([ban(null, 'CN', 'NL')], cnToNl)).toBeDefined();
    expect(barringBan([ban('sea', null, 'NL')], cnToNl)).toBeDefined();
    expect(barringBan([ban('sea', 'CN', null)], cnToNl)).toBeDefined();
    expect(barringBan([ban(null, null, null)], cnToNl)).toBeDefined();
  });

  it('is none for another kind, another country or the reverse direction', () => {
    const bans = [ban('road-transportation', 'CN', 'NL'), ban('sea', 'CN', 'DE'), ban('sea', 'NL', 'CN')];
    expect(barringBan(bans, cnToNl)).toBeUndefined();
    expect(barringBan([], cnToNl)).toBeUndefined();
  });

  it('answers the first ban that fits, as given', () => {
    const first = ban('sea', 'CN', null);
    const second = ban(null, null, null);
    expect(barringBan([ban('air-transportation', null, null), first, second], cnToNl)).toBe(first);
  });

  it('matches an end without a country only by "any"', () => {
    const wholeTrade = tariffLane('freight-surcharges', null, 'NL');
    expect(barringBan([ban('freight-surcharges', 'CN', 'NL')], wholeTrade)).toBeUndefined();
    expect(barringBan([ban('freight-surcharges', null, 'NL')], wholeTrade)).toBeDefined();
  });

  it('bars a one-place service by a ban on its own country either way', () => {
    const port = tariffLane('port-services', 'NL', null);
    expect(barringBan([ban('port-services', null, 'NL')], port)).toBeDefined();
    expect(barringBan([ban('port-services', 'NL', null)], port)).toBeDefined();
    expect(barringBan([ban('port-services', 'NL', 'DE')], port)).toBeUndefined();
  });
});
