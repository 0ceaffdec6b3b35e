import { defineList } from '../lists/spec.js';
import { NDS_KINDS, ROUTE_TYPES, TARIFF_MODIFIERS } from './enums.js';
import { TARIFF_POINT_TYPES, TARIFF_VARIANTS } from './kinds.js';

const TEXT = ['SIMPLE', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH'] as const;

/**
 * The fields of every tariff list (`GET /tariffs/{kind}`): what the API filters and sorts by
 * and the rates screens offer. `fromName`/`toName` are the ends' names in the caller's language,
 * `fromCode`/`toCode` their codes (UN/LOCODE, IATA, ESR…), `expired` whether `validTo` is past.
 */
export const TARIFF_LIST = defineList({
  id: { type: 'int', filters: ['SIMPLE', 'SELECT'], sortable: true },
  variant: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: TARIFF_VARIANTS, sortable: true },
  organizationId: { type: 'int', filters: ['SIMPLE', 'SELECT'], sortable: true },
  fromType: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: TARIFF_POINT_TYPES },
  fromId: { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'] },
  fromCode: { type: 'text', filters: [...TEXT, 'SELECT'], sortable: true },
  fromName: { type: 'text', filters: TEXT, sortable: true },
  fromCountry: { type: 'text', filters: ['SIMPLE', 'SELECT'], sortable: true },
  toType: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: TARIFF_POINT_TYPES },
  toId: { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'] },
  toCode: { type: 'text', filters: [...TEXT, 'SELECT'], sortable: true },
  toName: { type: 'text', filters: TEXT, sortable: true },
  toCountry: { type: 'text', filters: ['SIMPLE', 'SELECT'], sortable: true },
  validFrom: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  validTo: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  currency: { type: 'text', filters: ['SIMPLE', 'SELECT'], sortable: true },
  nds: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: NDS_KINDS },
  minPrice: { type: 'int', filters: ['INT_RANGE', 'EXISTS'], sortable: true },
  transitDays: { type: 'int', filters: ['INT_RANGE', 'EXISTS'], sortable: true },
  modifier: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: TARIFF_MODIFIERS, sortable: true },
  carrierId: { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'], sortable: true },
  serviceId: { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'] },
  surchargeId: { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'] },
  routeType: { type: 'enum', filters: ['SIMPLE', 'SELECT', 'EXISTS'], values: ROUTE_TYPES },
  active: { type: 'boolean', filters: ['FLAG'], sortable: true },
  expired: { type: 'boolean', filters: ['FLAG'] },
  createdAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  updatedAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
});
