import { currencyInputSchema } from '@cargo/domain';
import { fieldLabelKey } from '../lib/labels';
import {
  activeField,
  codeColumn,
  column,
  compactText,
  defined,
  nameOf,
  namesField,
  numberOf,
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
  // The API sorts currencies by code only and takes a search, not filters.
  columns: [
    codeColumn(),
    column('name', 'name'),
    column('symbol', 'text', { width: 100 }),
    column('numericCode', 'code', { width: 130 }),
    column('minorUnits', 'integer', { visible: false }),
    column('rate', 'rate'),
    column('rateDate', 'date'),
    column('active', 'active'),
  ],
  filters: [],
  sortFields: ['code'],
  fields: FIELDS,
  keyOf: (row) => String(row.code),
  nameOf,
  formOf: currencyFormOf,
  bodyOf: currencyBodyOf,
  rates: true,
};
