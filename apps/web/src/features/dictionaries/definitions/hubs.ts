import { HUB_KINDS, hubInputSchema, TRANSIT_BORDER_TYPES, TRANSPORT_HUB_TYPES, type HubKind } from '@cargo/domain';
import type { FilterSpec } from '../../../shared/lists/filter-model';
import { fieldLabelKey } from '../lib/labels';
import {
  activeColumn,
  activeField,
  codeColumn,
  column,
  compactText,
  defined,
  flagFilter,
  idOf,
  nameColumn,
  nameOf,
  namesField,
  numberOf,
  textFilter,
  textForm,
  trimmed,
} from './common';
import type { ColumnSpec, FieldSpec, FormValues, ScreenDefinition, ScreenRow } from './types';

/**
 * The four hub lists (sea ports, airports, railway stations, other transport hubs): one answer
 * shape (`Hub`), a few fields of their own per kind.
 */

const rules = hubInputSchema.shape;

const field = (key: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name: [key],
  label: fieldLabelKey(key),
  kind,
  required: false,
  ...(key in rules ? { rule: rules[key as keyof typeof rules] } : {}),
  ...extra,
});

function columnsOf(kind: HubKind): ColumnSpec[] {
  return [
    codeColumn(),
    nameColumn(),
    column('cityId', 'city', { path: ['city', 'name'] }),
    column('countryCode', 'country', { sortable: true }),
    ...(kind === 'airport-hubs' ? [column('icao', 'code', { width: 110, sortable: true })] : []),
    ...(kind === 'railway-hubs' ? [column('border', 'boolean', { sortable: true })] : []),
    ...(kind === 'transport-hubs'
      ? [
          column('hubType', 'enum', { enumName: 'hubType', sortable: true }),
          column('typeTransitBorder', 'enum', { enumName: 'transitBorderType' }),
        ]
      : []),
    column('hasTerminals', 'boolean', { sortable: true }),
    column('completeLocation', 'boolean'),
    column('latitude', 'number', { visible: false, sortable: true }),
    column('longitude', 'number', { visible: false, sortable: true }),
    column('createdAt', 'date', { visible: false, sortable: true }),
    activeColumn(),
  ];
}

function filtersOf(kind: HubKind): FilterSpec[] {
  return [
    textFilter('code'),
    textFilter('name'),
    {
      field: 'countryCode',
      label: fieldLabelKey('countryCode'),
      type: 'text',
      modes: ['SELECT'],
      options: { source: 'country' },
    },
    ...(kind === 'transport-hubs'
      ? [
          {
            field: 'hubType',
            label: fieldLabelKey('hubType'),
            type: 'enum',
            modes: ['SELECT'],
            options: { source: 'enum', enumName: 'hubType', values: TRANSPORT_HUB_TYPES },
          } satisfies FilterSpec,
          {
            field: 'typeTransitBorder',
            label: fieldLabelKey('typeTransitBorder'),
            type: 'enum',
            modes: ['SELECT', 'EXISTS', 'NOT_EXISTS'],
            options: { source: 'enum', enumName: 'transitBorderType', values: TRANSIT_BORDER_TYPES },
          } satisfies FilterSpec,
          flagFilter('completeLocation'),
        ]
      : []),
    ...(kind === 'railway-hubs' ? [flagFilter('border')] : []),
    flagFilter('hasTerminals'),
    flagFilter('active'),
    { field: 'createdAt', label: fieldLabelKey('createdAt'), type: 'date', modes: ['RANGE'] },
  ];
}

function fieldsOf(kind: HubKind): FieldSpec[] {
  return [
    field('code', 'code', { required: true, upperCase: true }),
    namesField(),
    field('countryCode', 'country', { required: true }),
    field('cityId', 'city', {}),
    field('latitude', 'number', { min: -90, max: 90 }),
    field('longitude', 'number', { min: -180, max: 180 }),
    ...(kind === 'airport-hubs' ? [field('icao', 'text', { upperCase: true })] : []),
    ...(kind === 'railway-hubs' ? [field('border', 'boolean')] : []),
    ...(kind === 'transport-hubs'
      ? [
          field('hubType', 'enum', { enumName: 'hubType', values: TRANSPORT_HUB_TYPES }),
          field('typeTransitBorder', 'enum', { enumName: 'transitBorderType', values: TRANSIT_BORDER_TYPES }),
        ]
      : []),
    field('hasTerminals', 'boolean'),
    activeField(),
  ];
}

export function hubFormOf(kind: HubKind, row: ScreenRow | null): FormValues {
  const city = row?.city as { id?: number } | null | undefined;
  return {
    code: row?.code ?? '',
    names: textForm(row?.names),
    countryCode: row?.countryCode ?? null,
    cityId: city?.id ?? null,
    latitude: row?.latitude ?? null,
    longitude: row?.longitude ?? null,
    hasTerminals: row?.hasTerminals === true,
    active: row ? row.active !== false : true,
    ...(kind === 'airport-hubs' ? { icao: row?.icao ?? '' } : {}),
    ...(kind === 'railway-hubs' ? { border: row?.border === true } : {}),
    ...(kind === 'transport-hubs'
      ? { hubType: row?.hubType ?? null, typeTransitBorder: row?.typeTransitBorder ?? null }
      : {}),
  };
}

/** The API's body (hubInputSchema) of the form's values. */
export function hubBodyOf(kind: HubKind, values: FormValues): Record<string, unknown> {
  return defined({
    code: trimmed(values.code, true),
    names: compactText(values.names) ?? { en: '' },
    countryCode: trimmed(values.countryCode, true),
    cityId: numberOf(values.cityId),
    latitude: numberOf(values.latitude),
    longitude: numberOf(values.longitude),
    hasTerminals: values.hasTerminals === true,
    active: values.active !== false,
    icao: kind === 'airport-hubs' ? trimmed(values.icao, true) : undefined,
    border: kind === 'railway-hubs' ? values.border === true : undefined,
    hubType: kind === 'transport-hubs' ? trimmed(values.hubType) : undefined,
    typeTransitBorder: kind === 'transport-hubs' ? trimmed(values.typeTransitBorder) : undefined,
  });
}

export function hubScreen(kind: HubKind): ScreenDefinition {
  return {
    id: kind,
    source: { kind: 'hubs', hubKind: kind },
    context: `dictionaries/${kind}`,
    scope: 'marketplace',
    columns: columnsOf(kind),
    filters: filtersOf(kind),
    sortFields: [
      'code',
      'name',
      'countryCode',
      'latitude',
      'longitude',
      'hasTerminals',
      'active',
      'createdAt',
      ...(kind === 'airport-hubs' ? ['icao'] : []),
      ...(kind === 'railway-hubs' ? ['border'] : []),
      ...(kind === 'transport-hubs' ? ['hubType'] : []),
    ],
    fields: fieldsOf(kind),
    keyOf: idOf,
    nameOf,
    formOf: (row) => hubFormOf(kind, row),
    bodyOf: (values) => hubBodyOf(kind, values),
  };
}

export const HUB_SCREENS: readonly ScreenDefinition[] = HUB_KINDS.map(hubScreen);
