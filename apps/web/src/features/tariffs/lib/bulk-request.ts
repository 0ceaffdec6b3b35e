import {
  majorToMinor,
  type BulkTariffAction,
  type BulkTariffRequest,
  type BulkTariffResult,
  type SURCHARGE_TYPES,
  type TARIFICATIONS,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';
import { isBlankLine, lineLayout, lineShape, type LineValues } from './lines';
import { priceDigits } from './price-digits';
import { scopeFilters, type ListScope } from './sheet-files';

/**
 * What a bulk action works on: the tariffs ticked in the table, or every tariff the list's
 * filter selects (its total when it was chosen, for the words on screen).
 */
export type TariffSelection = { mode: 'ids'; ids: readonly number[] } | { mode: 'filter'; total: number };

export const NO_SELECTION: TariffSelection = { mode: 'ids', ids: [] };

export const selectionCount = (selection: TariffSelection): number =>
  selection.mode === 'ids' ? selection.ids.length : selection.total;

/** The actions a rates page offers: surcharges on sea tariffs only, a new owner for operators only. */
export function bulkActions(kind: TariffKind, operator: boolean): BulkTariffAction[] {
  return [
    'PROLONG',
    'DELETE',
    ...(operator ? (['CHANGE_OWNER'] as const) : []),
    ...(kind === 'sea' ? (['ADD_SURCHARGES', 'DELETE_SURCHARGES'] as const) : []),
  ];
}

type SurchargeType = (typeof SURCHARGE_TYPES)[number];
type Tarification = (typeof TARIFICATIONS)[number];

/** What the bulk form holds; each action reads its own fields. Prices in major units (or percent). */
export interface BulkFormValues {
  validTo?: string | null;
  organizationId?: number | null;
  surchargeId?: number | null;
  surchargeType?: SurchargeType | null;
  tarification?: Tarification | null;
  currency?: string | null;
  lines?: LineValues[];
}

/** The request's selection: the ids, or the list's filter (its filters with the tab's variant, its search). */
export function bulkSelection(selection: TariffSelection, scope: ListScope): Pick<BulkTariffRequest, 'ids' | 'filter'> {
  if (selection.mode === 'ids') return { ids: [...selection.ids] };
  const search = scope.search?.trim();
  return { filter: { filters: scopeFilters(scope), ...(search ? { search } : {}) } };
}

/**
 * The surcharge lines of ADD_SURCHARGES for the tab's tariffs: a price per container type for
 * containers, per W/M range for general cargo, in minor units of the currency (hundredths of a
 * percent for a relative surcharge); lines nobody filled left out.
 */
export function surchargeLines(
  variant: TariffVariant,
  values: BulkFormValues,
  currencyDigits: number,
): { containerTypeId?: number; from?: number; to?: number | null; price: number }[] {
  const shape = lineShape('freight-surcharges', variant);
  const layout = lineLayout(shape);
  const digits = priceDigits(values.tarification ?? null, currencyDigits);
  return (values.lines ?? [])
    .filter((line) => !isBlankLine(line, layout, shape) && line.price !== null && line.price !== undefined)
    .map((line) => ({
      ...(layout === 'containers' && line.containerTypeId ? { containerTypeId: line.containerTypeId } : {}),
      ...(layout === 'rows' ? { from: line.from ?? 0, to: line.to ?? null } : {}),
      price: majorToMinor(line.price!, digits),
    }));
}

/** The body of POST /tariffs/{kind}/bulk for an action, its selection and the form's values. */
export function bulkRequest(options: {
  action: BulkTariffAction;
  selection: TariffSelection;
  scope: ListScope;
  values: BulkFormValues;
  currencyDigits: number;
}): BulkTariffRequest {
  const { action, values } = options;
  const target = bulkSelection(options.selection, options.scope);
  switch (action) {
    case 'PROLONG':
      return { action, ...target, params: { validTo: values.validTo ?? '' } };
    case 'DELETE':
      return { action, ...target, params: {} };
    case 'CHANGE_OWNER':
      return { action, ...target, params: { organizationId: values.organizationId ?? 0 } };
    case 'DELETE_SURCHARGES':
      return { action, ...target, params: values.surchargeId ? { surchargeId: values.surchargeId } : {} };
    case 'ADD_SURCHARGES':
      return {
        action,
        ...target,
        params: {
          surchargeId: values.surchargeId ?? 0,
          surchargeType: values.surchargeType ?? 'ON_FREIGHT',
          tarification: values.tarification ?? 'ABSOLUTE',
          currency: values.currency ?? '',
          lines: surchargeLines(options.scope.variant, values, options.currencyDigits),
        },
      };
  }
}

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

/** A bulk job's END result, read leniently: the counts it has, in the order the screen lists them. */
export function bulkResultLines(result: unknown): { key: BulkResultKey; count: number }[] {
  if (typeof result !== 'object' || result === null) return [];
  const record = result as Record<string, unknown>;
  return BULK_RESULT_KEYS.flatMap((key) => {
    const value = count(record[key]);
    return value === undefined ? [] : [{ key, count: value }];
  });
}

export const BULK_RESULT_KEYS = [
  'total',
  'done',
  'refused',
  'created',
  'deleted',
  'cascaded',
] as const satisfies readonly (keyof BulkTariffResult)[];
export type BulkResultKey = (typeof BULK_RESULT_KEYS)[number];
