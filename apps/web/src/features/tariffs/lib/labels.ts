import type { MessageKey, TariffKind } from '@cargo/domain';
import { asIs, keyOr, type Label } from '../../../shared/i18n';

/**
 * Catalogue keys of the rates screens (packages/domain/src/messages/tariff-screens.ts): a field's
 * label, an enumeration value's words, a tab's name.
 */

/** Enumerations of the reference lists: their words are the dictionary screens'. */
const REFERENCE_ENUMS = new Set(['vehicleBody', 'surchargeType', 'tarification']);

/** The words of one value of an enumeration of a tariff; a value without words shows as itself. */
export function tariffEnumLabel(enumName: string, value: string): Label {
  const area = REFERENCE_ENUMS.has(enumName) ? 'dictionaries.enum' : 'tariffScreens.enum';
  return keyOr(`${area}.${enumName}.${value}`, asIs(value));
}

export type TariffLabel =
  | 'from'
  | 'fromCode'
  | 'fromCountry'
  | 'to'
  | 'toCode'
  | 'toCountry'
  | 'id'
  | 'organization'
  | 'validity'
  | 'validFrom'
  | 'validTo'
  | 'currency'
  | 'nds'
  | 'minPrice'
  | 'transitDays'
  | 'documentDeadlineDays'
  | 'modifier'
  | 'clientOrganizationIds'
  | 'active'
  | 'expired'
  | 'comment'
  | 'carrierId'
  | 'serviceId'
  | 'routeType'
  | 'chargingMode'
  | 'roadChargingCode'
  | 'vehicleBody'
  | 'distanceRange'
  | 'zipCodes'
  | 'demurrageDays'
  | 'detentionDays'
  | 'surchargeId'
  | 'surchargeType'
  | 'tarification'
  | 'appliesToTariffId'
  | 'rangeUnit'
  | 'lines'
  | 'prices'
  | 'price'
  | 'containerTypeId'
  | 'vehicleTypeId'
  | 'palletTypeId'
  | 'lineFrom'
  | 'lineTo'
  | 'radiusFrom'
  | 'radiusTo'
  | 'createdAt'
  | 'updatedAt';

/** The label of a field, column or filter. */
export const fieldLabel = (field: TariffLabel): MessageKey => `tariffScreens.field.${field}`;

/** A service priced at one place (no destination) calls its end the location. */
const PLACE_LABELS: Partial<Record<TariffLabel, MessageKey>> = {
  from: 'tariffScreens.field.place',
  fromCode: 'tariffScreens.field.placeCode',
  fromCountry: 'tariffScreens.field.placeCountry',
};

/** The label of an end's field, for a kind with two ends or a service priced at one place. */
export const endLabel = (field: 'from' | 'fromCode' | 'fromCountry', oneEnd: boolean): MessageKey =>
  (oneEnd ? PLACE_LABELS[field] : undefined) ?? fieldLabel(field);

/** The dictionaries that name a tab's carrier, each with its own word in the catalogue. */
const CARRIER_DICTIONARIES = ['sea-lines', 'consolidators', 'air-company', 'railway-operators'] as const;
type CarrierDictionary = (typeof CARRIER_DICTIONARIES)[number];
const isCarrierDictionary = (name: string | undefined): name is CarrierDictionary =>
  (CARRIER_DICTIONARIES as readonly (string | undefined)[]).includes(name);

/** The carrier of a tab, named by its dictionary: Shipping line, Coloader, Airline, Railway operator. */
export function carrierLabel(dictionary: string | undefined): MessageKey {
  return isCarrierDictionary(dictionary) ? `tariffScreens.carrier.${dictionary}` : fieldLabel('carrierId');
}

/** A tab's name. */
export const variantLabel = (variant: string): MessageKey => `tariffScreens.variant.${variant}` as MessageKey;

/** The list's name for saved filters and column views. */
export const ratesContext = (kind: TariffKind) => `rates/${kind}`;
