import {
  sortableFields,
  TARIFF_KIND_SPECS,
  TARIFF_LIST,
  type ListField,
  type MessageKey,
  type TariffField,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';
import { filterModes, type FilterOptions, type FilterSpec } from '../../../shared/lists/filter-model';
import { carrierLabel, endLabel, fieldLabel as label } from './labels';

type ListFieldName = keyof typeof TARIFF_LIST;

/** A filter of the bar for a field of the tariffs' list (TARIFF_LIST), labelled and with its options. */
function filterOf(field: ListFieldName, labelKey: MessageKey, options?: FilterOptions): FilterSpec {
  const listField = TARIFF_LIST[field];
  return {
    field,
    label: labelKey,
    type: listField.type,
    modes: filterModes(listField, options !== undefined),
    ...(options ? { options } : {}),
  };
}

const enumOptions = (field: ListFieldName, enumName: string): FilterOptions => {
  const listField: ListField = TARIFF_LIST[field];
  return { source: 'enum', enumName, values: listField.values ?? [] };
};

/**
 * The filters a rates page offers for a kind and tab: the ends (name, code, country), the
 * carrier of the tab's dictionary, the service, route type and surcharge where the kind has them,
 * the owner, validity, currency, VAT, transit, visibility, state and dates. The ids of the ends are
 * left out: nobody types them.
 */
export function tariffFilters(kind: TariffKind, variant: TariffVariant): FilterSpec[] {
  const spec = TARIFF_KIND_SPECS[kind];
  const has = (field: TariffField) => spec.fields.includes(field);
  const oneEnd = spec.to === null;
  const carrier = spec.carrier?.[variant];
  return [
    filterOf('fromName', endLabel('from', oneEnd)),
    filterOf('fromCode', endLabel('fromCode', oneEnd)),
    filterOf('fromCountry', endLabel('fromCountry', oneEnd), { source: 'country' }),
    ...(oneEnd
      ? []
      : [
          filterOf('toName', label('to')),
          filterOf('toCode', label('toCode')),
          filterOf('toCountry', label('toCountry'), { source: 'country' }),
        ]),
    ...(carrier && has('carrierId')
      ? [filterOf('carrierId', carrierLabel(carrier), { source: 'reference', target: carrier })]
      : []),
    ...(has('serviceId')
      ? [filterOf('serviceId', label('serviceId'), { source: 'reference', target: 'services' })]
      : []),
    ...(has('routeType') ? [filterOf('routeType', label('routeType'), enumOptions('routeType', 'routeType'))] : []),
    ...(has('surchargeId')
      ? [filterOf('surchargeId', label('surchargeId'), { source: 'reference', target: 'freight-surcharges' })]
      : []),
    // The owner: the expired-tariffs page's links narrow a partner's list to its own tariffs.
    filterOf('organizationId', label('organization'), { source: 'organization' }),
    filterOf('validFrom', label('validFrom')),
    filterOf('validTo', label('validTo')),
    filterOf('currency', label('currency'), { source: 'reference', target: 'currencies' }),
    filterOf('nds', label('nds'), enumOptions('nds', 'nds')),
    filterOf('transitDays', label('transitDays')),
    filterOf('modifier', label('modifier'), enumOptions('modifier', 'modifier')),
    filterOf('active', label('active')),
    filterOf('expired', label('expired')),
    filterOf('createdAt', label('createdAt')),
    filterOf('updatedAt', label('updatedAt')),
  ];
}

/** The fields the list sorts by (TARIFF_LIST). */
export const TARIFF_SORT_FIELDS: readonly string[] = sortableFields(TARIFF_LIST);
