import { isMessageKey, type MessageKey, type TariffKind } from '@cargo/domain';

/**
 * Catalogue keys of the rates screens (packages/domain/src/messages/tariff-screens.ts): a field's
 * label, an enumeration value's words, a tab's name.
 */

/** Enumerations of the reference lists: their words are the dictionary screens'. */
const REFERENCE_ENUMS = new Set(['vehicleBody', 'surchargeType', 'tarification']);

/** The words of one value of an enumeration of a tariff; a value without words shows as itself. */
export function tariffEnumLabel(enumName: string, value: string): MessageKey {
  const area = REFERENCE_ENUMS.has(enumName) ? 'dictionaries.enum' : 'tariffScreens.enum';
  const candidate = `${area}.${enumName}.${value}`;
  return isMessageKey(candidate) ? candidate : (value as MessageKey);
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

/** The carrier of a tab, named by its dictionary: Shipping line, Coloader, Airline, Railway operator. */
export function carrierLabel(dictionary: string | undefined): MessageKey {
  const candidate = `tariffScreens.carrier.${dictionary ?? ''}`;
  return isMessageKey(candidate) ? candidate : fieldLabel('carrierId');
}

/** A tab's name. */
export const variantLabel = (variant: string): MessageKey => `tariffScreens.variant.${variant}` as MessageKey;

/** The list's name for saved filters and column views. */
export const ratesContext = (kind: TariffKind) => `rates/${kind}`;
