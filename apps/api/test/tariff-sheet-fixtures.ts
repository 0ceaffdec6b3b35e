import {
  normalizeTariffInput,
  tariffInputSchema,
  type Tariff,
  type TariffInputParsed,
  type TariffKind,
  type TariffPoint,
  type TariffVariant,
} from '@cargo/domain';
import type { ExportCodes, LookupDictionary } from '../src/modules/tariff-sheets/index.js';
import { cityKey, type CodeLookup, type HubType } from '../src/modules/tariffs/index.js';

/** Test data of the rate sheet tests: a reference world small enough to read, and tariffs in it. */

const HUBS: Record<HubType, Record<string, number>> = {
  SEA_PORT: { CNSHA: 1, RULED: 2, NLRTM: 3 },
  AIRPORT_HUB: { PVG: 11, SVO: 12 },
  RAILWAY_HUB: { '181102': 21, '194404': 22 },
  TRANSPORT_HUB: { 'RUMOW-T1': 31 },
};
const CITIES: Record<string, number> = {
  [cityKey({ name: 'Shanghai', countryCode: 'CN' })]: 101,
  [cityKey({ name: '上海', countryCode: 'CN' })]: 101,
  [cityKey({ name: 'Moscow', countryCode: 'RU' })]: 102,
  [cityKey({ name: 'Москва', countryCode: 'RU' })]: 102,
};
const CURRENCIES: Record<string, number> = { USD: 2, EUR: 2, RUB: 2, JPY: 0 };
const ENTRIES: Record<LookupDictionary, Record<string, number>> = {
  'sea-lines': { MAEU: 201, MSCU: 202 },
  consolidators: { CONSOL: 211 },
  'railway-operators': { RZD: 221 },
  'air-company': { SU: 301, CA: 302 },
  services: { THC: 801 },
  'freight-surcharges': { BAF: 701, CAF: 702 },
  'container-types': { '22G1': 401, '42G1': 402, '45G1': 403, '22R1': 404 },
  'vehicle-types': { TRUCK20: 501, TRUCK40: 502 },
  'pallet-types': { EUR: 601, FIN: 602 },
};

const pick = (table: Record<string, number>, keys: readonly string[]) =>
  new Map(keys.filter((key) => key in table).map((key) => [key, table[key]!]));

/** A lookup over the tables above that counts its questions (one per kind of reference is the contract). */
export function fakeLookup(): CodeLookup & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    hubs: async (type, codes) => (calls.push(`hubs:${type}`), pick(HUBS[type], codes)),
    cities: async (refs) => {
      calls.push('cities');
      return new Map(
        refs
          .map(cityKey)
          .filter((key) => key in CITIES)
          .map((key) => [key, CITIES[key]!]),
      );
    },
    currencies: async (codes) => (calls.push('currencies'), pick(CURRENCIES, codes)),
    entries: async (dictionary, codes) => (calls.push(`entries:${dictionary}`), pick(ENTRIES[dictionary], codes)),
  };
}

const invert = (table: Record<string, number>) => new Map(Object.entries(table).map(([code, id]) => [id, code]));

export const exportCodes: ExportCodes = {
  containerTypes: invert(ENTRIES['container-types']),
  vehicleTypes: invert(ENTRIES['vehicle-types']),
  palletTypes: invert(ENTRIES['pallet-types']),
  currencyMinorUnits: new Map(Object.entries(CURRENCIES)),
};

/** The container columns a template leads with (22G1, 42G1, 45G1), all of them in ENTRIES. */
export { LEADING_CONTAINER_CODES as CONTAINER_CODES } from '../src/modules/tariffs/index.js';

export function hub(type: HubType, code: string): TariffPoint {
  return { type, id: HUBS[type][code]!, code, name: code, countryCode: code.slice(0, 2) };
}

export function city(name: string, countryCode: string): TariffPoint {
  return { type: 'CITY', id: CITIES[cityKey({ name, countryCode })]!, code: null, name, countryCode };
}

export function reference(table: Record<string, number>, code: string) {
  return { id: table[code]!, code, name: code };
}
export const entry = (dictionary: LookupDictionary, code: string) => reference(ENTRIES[dictionary], code);
export const entryId = (dictionary: LookupDictionary, code: string) => ENTRIES[dictionary][code]!;

let nextId = 1000;

/** A tariff as the API answers it, every field empty unless the test sets it. */
export function tariff(kind: TariffKind, variant: TariffVariant, fields: Partial<Tariff>): Tariff {
  return {
    id: nextId++,
    kind,
    variant,
    organization: { id: 7, name: 'Alpha Freight' },
    from: null,
    to: null,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    currency: 'USD',
    nds: 'NONE',
    minPrice: null,
    transitDays: null,
    documentDeadlineDays: null,
    modifier: 'PUBLIC',
    clientOrganizationIds: [],
    active: true,
    comment: null,
    carrier: null,
    service: null,
    routeType: null,
    chargingMode: null,
    roadChargingCode: null,
    vehicleBody: null,
    distanceRange: null,
    zipCodes: [],
    demurrageDays: null,
    detentionDays: null,
    surcharge: null,
    surchargeType: null,
    tarification: null,
    appliesToTariffId: null,
    rangeUnit: null,
    lines: [],
    editable: true,
    version: 1,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

export const line = (fields: Partial<Tariff['lines'][number]> & { price: number }): Tariff['lines'][number] => ({
  containerTypeId: null,
  vehicleTypeId: null,
  palletTypeId: null,
  from: null,
  to: null,
  ...fields,
});

/** The input a tariff was saved from, normalized as the import normalizes: what a round trip must give back. */
export function inputOf(tariff: Tariff, organizationId: number | null = null): TariffInputParsed {
  const point = (value: TariffPoint | null) => (value ? { type: value.type, id: value.id } : null);
  return normalizeTariffInput(
    tariff.kind,
    tariffInputSchema.parse({
      ...tariff,
      organizationId,
      from: point(tariff.from),
      to: point(tariff.to),
      carrierId: tariff.carrier?.id ?? null,
      serviceId: tariff.service?.id ?? null,
      surchargeId: tariff.surcharge?.id ?? null,
    }),
  );
}
