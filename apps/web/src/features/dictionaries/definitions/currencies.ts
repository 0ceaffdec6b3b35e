import { currencyInputSchema } from '@cargo/domain';
import { fieldLabelKey } from '../lib/labels';
import {
  activeColumn,
  activeField,
  codeColumn,
  column,
  compactText,
  defined,
  flagFilter,
  nameColumn,
  nameOf,
  namesField,
  numberOf,
  textFilter,
  textForm,
  trimmed,
} from './common';
import type { FieldSpec, FormValues, ScreenDefinition, ScreenRow } from './types';

/** ISO 4217 currencies and their exchange rates to the rouble (a row's latest rate, a history behind it). */

const rules = currencyInputSchema.shape;

const FIELDS: readonly FieldSpec[] = [
  {
    name: ['code'],
    label: fieldLabelKey('code'),
    kind: 'code',
    required: true,
    upperCase: true,
    fixedOnEdit: true,
    rule: rules.code,
  },
  namesField(),
  { name: ['symbol'], label: fieldLabelKey('symbol'), kind: 'text', required: false, rule: rules.symbol },
  {
    name: ['numericCode'],
    label: fieldLabelKey('numericCode'),
    kind: 'text',
    required: false,
    rule: rules.numericCode,
  },
  {
    name: ['minorUnits'],
    label: fieldLabelKey('minorUnits'),
    kind: 'integer',
    required: true,
    min: 0,
    max: 4,
    rule: rules.minorUnits,
  },
  activeField(),
];

export function currencyFormOf(row: ScreenRow | null): FormValues {
  return {
    code: row?.code ?? '',
    names: textForm(row?.names),
    symbol: row?.symbol ?? '',
    numericCode: row?.numericCode ?? '',
    minorUnits: row?.minorUnits ?? 2,
    active: row ? row.active !== false : true,
  };
}

/** The API's body (currencyInputSchema) of the form's values. */
export function currencyBodyOf(values: FormValues): Record<string, unknown> {
  return defined({
    code: trimmed(values.code, true),
    names: compactText(values.names) ?? { en: '' },
    symbol: trimmed(values.symbol),
    numericCode: trimmed(values.numericCode),
    minorUnits: numberOf(values.minorUnits) ?? 2,
    active: values.active !== false,
  });
}

export const CURRENCY_SCREEN: ScreenDefinition = {
  id: 'currencies',
  source: { kind: 'currencies' },
  context: 'dictionaries/currencies',
  scope: 'marketplace',
  // Unsorted, the API lists the currencies with a rate first, then by code.
  columns: [
    codeColumn(),
    nameColumn(),
    column('symbol', 'text', { width: 100 }),
    column('numericCode', 'code', { width: 130, sortable: true }),
    column('minorUnits', 'integer', { visible: false, sortable: true }),
    column('rate', 'rate', { sortable: true }),
    column('rateDate', 'date', { sortable: true }),
    activeColumn(),
  ],
  filters: [
    textFilter('code'),
    textFilter('name'),
    { field: 'rate', label: fieldLabelKey('rate'), type: 'float', modes: ['RANGE', 'EXISTS', 'NOT_EXISTS'] },
    { field: 'rateDate', label: fieldLabelKey('rateDate'), type: 'date', modes: ['RANGE', 'EXISTS', 'NOT_EXISTS'] },
    { field: 'minorUnits', label: fieldLabelKey('minorUnits'), type: 'int', modes: ['RANGE'] },
    flagFilter('active'),
  ],
  sortFields: ['code', 'name', 'numericCode', 'minorUnits', 'rate', 'rateDate', 'active'],
  fields: FIELDS,
  keyOf: (row) => String(row.code),
  nameOf,
  formOf: currencyFormOf,
  bodyOf: currencyBodyOf,
  rates: true,
};
