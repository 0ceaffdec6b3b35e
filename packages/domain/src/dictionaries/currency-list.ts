import { defineList } from '../lists/spec.js';

const TEXT = ['SIMPLE', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH'] as const;

/**
 * The fields of the operators' currency list: what the API filters and sorts by and what the
 * currencies screen offers. `rate` and `rateDate` are those of the latest rate in force.
 */
export const CURRENCY_LIST = defineList({
  code: { type: 'text', filters: [...TEXT, 'SELECT'], sortable: true },
  name: { type: 'text', filters: TEXT, sortable: true },
  symbol: { type: 'text', filters: [...TEXT, 'EXISTS'] },
  numericCode: { type: 'text', filters: [...TEXT, 'EXISTS'], sortable: true },
  minorUnits: { type: 'int', filters: ['SIMPLE', 'INT_RANGE'], sortable: true },
  rate: { type: 'float', filters: ['FLOAT_RANGE', 'EXISTS'], sortable: true },
  rateDate: { type: 'date', filters: ['DATE_RANGE', 'EXISTS'], sortable: true },
  active: { type: 'boolean', filters: ['FLAG'], sortable: true },
});
