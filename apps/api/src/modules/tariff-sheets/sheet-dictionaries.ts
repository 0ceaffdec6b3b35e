import type { DictionaryName, TariffKind, TariffVariant } from '@cargo/domain';
import { TARIFF_KIND_SPECS } from '@cargo/domain';

/** The dictionaries a rate sheet names entries of by code. */
export const LOOKUP_DICTIONARIES = [
  'sea-lines',
  'consolidators',
  'railway-operators',
  'air-company',
  'services',
  'freight-surcharges',
  'container-types',
  'vehicle-types',
  'pallet-types',
] as const satisfies readonly DictionaryName[];
export type LookupDictionary = (typeof LOOKUP_DICTIONARIES)[number];

/** The dictionary of the carrier of a variant, where the kind names one. */
export function carrierDictionary(kind: TariffKind, variant: TariffVariant): LookupDictionary | undefined {
  const spec = TARIFF_KIND_SPECS[kind];
  if (!(spec.fields as readonly string[]).includes('carrierId')) return undefined;
  return spec.carrier?.[variant] as LookupDictionary | undefined;
}
