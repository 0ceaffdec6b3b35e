import { asIs, keyOr, type Label } from '../../../shared/i18n';

/**
 * Catalogue keys of the dictionary screens (packages/domain/src/messages/dictionary-screens.ts):
 * a field's label by its key, shared by every dictionary, and an enumeration value's words.
 */

/** The label of a field or column: `dictionaries.field.<key>`; a key without one shows as itself. */
export function fieldLabelKey(key: string): Label {
  return keyOr(`dictionaries.field.${key}`, asIs(key));
}

/**
 * Which enumeration a field's values belong to, for their words. Organization profiles have
 * their words among the admin screens' already.
 */
export const ENUM_OF_FIELD: Readonly<Record<string, string>> = {
  kind: 'containerKind',
  surchargeType: 'surchargeType',
  tarification: 'tarification',
  transport: 'transportMode',
  bodyType: 'vehicleBody',
  place: 'customsPlace',
  serviceType: 'serviceType',
  point: 'trackingPoint',
  status: 'orderStatus',
  group: 'statusGroup',
  profile: 'profileKind',
  hubType: 'hubType',
  typeTransitBorder: 'transitBorderType',
};

/** The words of one value of an enumeration; a value without words shows as itself. */
export function enumLabelKey(enumName: string, value: string): Label {
  const key = enumName === 'profileKind' ? `admin.profileKind.${value}` : `dictionaries.enum.${enumName}.${value}`;
  return keyOr(key, asIs(value));
}
