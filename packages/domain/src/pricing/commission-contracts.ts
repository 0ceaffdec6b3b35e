import { z } from 'zod';
import { versionSchema } from '../contracts/common.js';
import { defineList, listQueryFor } from '../lists/spec.js';
import type { MessageKey, MessageParams } from '../messages/index.js';
import { MAX_PRICE_MINOR } from '../tariffs/contracts.js';
import { currencyCodeSchema, idSchema as id, pathIdSchema } from '../validation/rules.js';
import { PERCENT_SCALE } from './commission.js';
import { CARGO_TYPES, cargoTypeSchema, COMMISSION_TYPES, commissionTypeSchema } from './enums.js';

/** Steps of one PRICE_RANGE rule: a rate card of a dozen bands is plenty. */
export const MAX_COMMISSION_RANGES = 50;

/** Money in integer minor units of the rule's currency (docs/architecture.md §4). */
const minorAmount = z.number().int().min(0).max(MAX_PRICE_MINOR);

/** A PRICE_RANGE step: a base from `from` (included) to `to` (excluded; null: open) is charged `amount`. */
export const commissionRangeSchema = z.object({
  from: minorAmount,
  to: minorAmount.nullish(),
  amount: minorAmount,
});
export type CommissionRangeInput = z.infer<typeof commissionRangeSchema>;

/**
 * What a form or an API client sends for a commission rule (Product specification, domain §3 Commission). The
 * organization is the one whose sales it applies to (the caller's own when absent); `integrator`
 * true is the marketplace's commission on those sales, false the organization's own markup (the
 * seller reward). `percent` is in hundredths of a percent (1500 = 15 %); amounts and range bounds
 * in minor units of `currency`. The rules between fields are `commissionInputIssues`.
 */
export const commissionInputSchema = z.object({
  organizationId: id.nullish(),
  cargoType: cargoTypeSchema,
  integrator: z.boolean().default(false),
  type: commissionTypeSchema,
  // Bounds are a rule of `commissionInputIssues`, whose message speaks in percent, not in hundredths.
  percent: z.number().int().nullish(),
  ranges: z.array(commissionRangeSchema).max(MAX_COMMISSION_RANGES).default([]),
  minAmount: minorAmount.nullish(),
  maxAmount: minorAmount.nullish(),
  currency: currencyCodeSchema,
});
export type CommissionInput = z.input<typeof commissionInputSchema>;
export type CommissionInputParsed = z.output<typeof commissionInputSchema>;

/** A rule as answered, with the organization it applies to named. */
export const commissionSchema = z.object({
  id: z.number().int(),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  cargoType: cargoTypeSchema,
  integrator: z.boolean(),
  type: commissionTypeSchema,
  percent: z.number().int().nullable(),
  ranges: z.array(z.object({ from: z.number().int(), to: z.number().int().nullable(), amount: z.number().int() })),
  minAmount: z.number().int().nullable(),
  maxAmount: z.number().int().nullable(),
  currency: z.string(),
  /** The caller may change or delete it: operators any rule, a partner's admin its own markup. */
  editable: z.boolean(),
  /** The edit's version, also its ETag: send it back as If-Match (docs/api.md, "Concurrent edits"). */
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Commission = z.infer<typeof commissionSchema>;

/** `GET /comissions/organization/{organizationId}/{cargoType}`: both variants, null where unset. */
export const commissionPairSchema = z.object({
  integrator: commissionSchema.nullable(),
  markup: commissionSchema.nullable(),
});
export type CommissionPair = z.infer<typeof commissionPairSchema>;

const pathId = pathIdSchema;
export const commissionIdParamsSchema = z.object({ id: pathId });
export const commissionByCargoParamsSchema = z.object({ organizationId: pathId, cargoType: cargoTypeSchema });

const TEXT = ['SIMPLE', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH'] as const;

/** The fields of the commission list (`GET /comissions`): what it filters and sorts by. */
export const COMMISSION_LIST = defineList({
  id: { type: 'int', filters: ['SIMPLE', 'SELECT'], sortable: true },
  organizationId: { type: 'int', filters: ['SIMPLE', 'SELECT'], sortable: true },
  organizationName: { type: 'text', filters: TEXT, sortable: true },
  cargoType: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: CARGO_TYPES, sortable: true },
  integrator: { type: 'boolean', filters: ['FLAG'], sortable: true },
  type: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: COMMISSION_TYPES, sortable: true },
  currency: { type: 'text', filters: ['SIMPLE', 'SELECT'], sortable: true },
  createdAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  updatedAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
});
export const commissionListQuerySchema = listQueryFor(COMMISSION_LIST);
export type CommissionListQuery = z.output<typeof commissionListQuerySchema>;

/** A rule a commission input breaks: the field (a path into the input) and the catalogue message. */
export interface CommissionIssue {
  path: (string | number)[];
  message: MessageKey;
  params?: MessageParams;
}

/**
 * The input as it is kept: a percentage rule keeps no ranges, a range rule no percentage, so a
 * form switching the type never leaves the other's values behind. Ranges are kept in order.
 */
export function normalizeCommissionInput(input: CommissionInputParsed): CommissionInputParsed {
  const percentage = input.type === 'PERCENT_FROM_SALES';
  return {
    ...input,
    percent: percentage ? (input.percent ?? null) : null,
    ranges: percentage ? [] : [...input.ranges].map((range) => ({ ...range, to: range.to ?? null })),
    minAmount: input.minAmount ?? null,
    maxAmount: input.maxAmount ?? null,
  };
}

/**
 * Every rule of Product specification, domain §5 a commission input breaks, in field order; none when it may be
 * saved. Pure, shared by the form and the API; who may keep which rule, whether the organization
 * and currency exist and "already set" are the API's.
 */
export function commissionInputIssues(input: CommissionInputParsed): CommissionIssue[] {
  const issues: CommissionIssue[] = [];
  if (input.type === 'PERCENT_FROM_SALES') {
    if (input.percent === null || input.percent === undefined)
      issues.push({ path: ['percent'], message: 'validation.required' });
    else if (input.percent < 0 || input.percent > PERCENT_SCALE)
      issues.push({ path: ['percent'], message: 'commission.percentRange' });
  } else {
    if (input.ranges.length === 0) issues.push({ path: ['ranges'], message: 'commission.rangeRequired' });
    issues.push(...rangeIssues(input.ranges));
  }
  const { minAmount, maxAmount } = input;
  if (
    minAmount !== null &&
    minAmount !== undefined &&
    maxAmount !== null &&
    maxAmount !== undefined &&
    minAmount > maxAmount
  )
    issues.push({ path: ['minAmount'], message: 'commission.minAboveMax' });
  return issues;
}

/**
 * Each range runs from below to above (an open `to` runs on for ever), and no two overlap:
 * `from` is included and `to` excluded, so 0–1000 and 1000–5000 meet without overlapping, and a
 * base finds at most one range.
 */
function rangeIssues(ranges: readonly CommissionRangeInput[]): CommissionIssue[] {
  const issues: CommissionIssue[] = [];
  const wellFormed: { from: number; to: number | null; index: number }[] = [];
  ranges.forEach((range, index) => {
    const to = range.to ?? null;
    if (to !== null && to <= range.from)
      issues.push({ path: ['ranges', index, 'to'], message: 'validation.invalidRange' });
    else wellFormed.push({ from: range.from, to, index });
  });
  // Sorted by start, a range overlaps an earlier one exactly when it starts before the furthest
  // end seen so far (not only the previous range's: 0–∞ overlaps every later one).
  let reach = -Infinity;
  for (const range of wellFormed.sort((a, b) => a.from - b.from || a.index - b.index)) {
    if (range.from < reach) issues.push({ path: ['ranges', range.index, 'from'], message: 'commission.rangesOverlap' });
    reach = Math.max(reach, range.to ?? Infinity);
  }
  return issues.sort((a, b) => Number(a.path[1]) - Number(b.path[1]));
}
