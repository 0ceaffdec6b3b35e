import { TARIFF_KIND_SPECS, type TariffKind, type TariffPointType } from '@cargo/domain';
import { carrierDictionary, type LookupDictionary, type ParsedRow } from '../tariff-sheets/index.js';
import { cityKey, parseCityRef, type CityRef, type CodeLookup, type HubType } from './code-lookup.js';

const HUB_TYPES = ['SEA_PORT', 'AIRPORT_HUB', 'RAILWAY_HUB', 'TRANSPORT_HUB'] as const satisfies readonly HubType[];

export const ITEM_DICTIONARIES = {
  containerTypeId: 'container-types',
  vehicleTypeId: 'vehicle-types',
  palletTypeId: 'pallet-types',
} as const satisfies Record<string, LookupDictionary>;

const upper = (code: string) => code.trim().toUpperCase();

/** The ids behind every code of a sheet, found with one question per table. */
export interface References {
  point(type: TariffPointType, code: string): number | undefined;
  currencyDigits(code: string): number | undefined;
  entry(dictionary: LookupDictionary, code: string): number | undefined;
}

/** Collects the codes of all rows and asks the lookup about each kind of reference once. */
export async function lookUpReferences(
  kind: TariffKind,
  rows: readonly ParsedRow[],
  lookup: CodeLookup,
): Promise<References> {
  const hubCodes = new Map<HubType, Set<string>>(HUB_TYPES.map((type) => [type, new Set<string>()]));
  const cities = new Map<string, CityRef>();
  const currencies = new Set<string>();
  const entryCodes = new Map<LookupDictionary, Set<string>>();
  const addEntry = (dictionary: LookupDictionary | undefined, code: string | null) => {
    if (!dictionary || code === null) return;
    let codes = entryCodes.get(dictionary);
    if (!codes) entryCodes.set(dictionary, (codes = new Set()));
    codes.add(upper(code));
  };
  for (const { variant, values } of rows) {
    for (const end of ['from', 'to'] as const) {
      const point = values[end];
      const type = point?.type;
      if (!point || !type) continue;
      if (type !== 'CITY') hubCodes.get(type)!.add(upper(point.code));
      else {
        const ref = parseCityRef(point.code);
        if (ref) cities.set(cityKey(ref), ref);
      }
    }
    if (values.currency) currencies.add(upper(values.currency));
    addEntry(carrierDictionary(kind, variant), values.carrier);
    addEntry('services', values.service);
    addEntry('freight-surcharges', values.surcharge);
    const item = TARIFF_KIND_SPECS[kind].lines[variant]?.item;
    if (item) for (const line of values.lines) addEntry(ITEM_DICTIONARIES[item], line.item);
  }

  const ask = <T>(codes: ReadonlySet<T>, question: (codes: T[]) => Promise<ReadonlyMap<string, number>>) =>
    codes.size ? question([...codes]) : Promise.resolve(new Map<string, number>());
  const [hubIds, cityIds, currencyDigits, entryIds] = await Promise.all([
    Promise.all(HUB_TYPES.map((type) => ask(hubCodes.get(type)!, (codes) => lookup.hubs(type, codes)))),
    ask(new Set(cities.values()), (refs) => lookup.cities(refs)),
    ask(currencies, (codes) => lookup.currencies(codes)),
    Promise.all(
      [...entryCodes].map(
        async ([dictionary, codes]) => [dictionary, await lookup.entries(dictionary, [...codes])] as const,
      ),
    ),
  ]);
  const hubs = new Map(HUB_TYPES.map((type, index) => [type, hubIds[index]!]));
  const entries = new Map(entryIds);
  return {
    point(type, code) {
      if (type !== 'CITY') return hubs.get(type)?.get(upper(code));
      const ref = parseCityRef(code);
      return ref ? cityIds.get(cityKey(ref)) : undefined;
    },
    currencyDigits: (code) => currencyDigits.get(upper(code)),
    entry: (dictionary, code) => entries.get(dictionary)?.get(upper(code)),
  };
}
