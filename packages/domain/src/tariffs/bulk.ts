import { z } from 'zod';
import { filtersParamSchema } from '../lists/spec.js';
import { currencyCodeSchema, idSchema as id } from '../validation/rules.js';
import { MAX_TARIFF_LINES, surchargeTypeSchema, tariffLineSchema, tarificationSchema } from './contracts.js';
import type { BulkTariffAction } from './enums.js';
import { TARIFF_LIST } from './list.js';

/** The most tariffs one bulk action selects, by ids or by a filter. */
export const MAX_BULK_TARIFFS = 100_000;

const listFilters = filtersParamSchema(TARIFF_LIST);

/**
 * The list's `filters` in a body: the same array the list's query parameter carries as JSON text,
 * checked against TARIFF_LIST by the very same schema (fields, kinds, values, at most 20).
 */
const bodyFiltersSchema = z.array(z.unknown()).transform((filters, ctx) => {
  const result = listFilters.safeParse(JSON.stringify(filters), { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
});

/** The tariffs of a list as its screen shows them: its filters and its search. */
export const bulkTariffFilterSchema = z.object({
  filters: bodyFiltersSchema.default([]),
  /** CONTAINS over the code and the names (any language) of either end, as the list's `search`. */
  search: z.string().trim().max(200).optional(),
});
export type BulkTariffFilter = z.output<typeof bulkTariffFilterSchema>;

/** PROLONG: every selected tariff now ends on `validTo`; one starting after it is refused. */
export const prolongParamsSchema = z.object({ validTo: z.iso.date() });
/** CHANGE_OWNER (operators): the selected tariffs now belong to a partner or operator organization. */
export const changeOwnerParamsSchema = z.object({ organizationId: id });
export const deleteParamsSchema = z.object({});
/**
 * ADD_SURCHARGES (sea only): one surcharge value (`freight-surcharges`) for each selected sea
 * tariff, with the tariff's owner, variant, ends and validity. Lines name a container type for
 * container tariffs and a W/M range for general cargo; `price` is in minor units of `currency`
 * (hundredths of a percent for a RELATIVE surcharge).
 */
export const addSurchargesParamsSchema = z.object({
  surchargeId: id,
  surchargeType: surchargeTypeSchema,
  tarification: tarificationSchema,
  currency: currencyCodeSchema,
  lines: z
    .array(tariffLineSchema.pick({ containerTypeId: true, from: true, to: true, price: true }))
    .min(1)
    .max(MAX_TARIFF_LINES),
});
/** DELETE_SURCHARGES (sea only): the surcharge values applying to the selected tariffs; only one surcharge's when named. */
export const deleteSurchargesParamsSchema = z.object({ surchargeId: id.nullish() });

const selection = {
  /** The tariffs by id; ids the caller may not change are left out, never touched. */
  ids: z.array(id).min(1).max(MAX_BULK_TARIFFS).optional(),
  /** Or the tariffs a list filter selects (resolved when the request arrives). */
  filter: bulkTariffFilterSchema.optional(),
};

/**
 * `POST /tariffs/{kind}/bulk`: an action (Product specification, domain §4) over a selection, exactly one of
 * `ids` and `filter`, with the action's `params`. Answered at once with the job that does it.
 */
export const bulkTariffRequestSchema = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('PROLONG'), params: prolongParamsSchema, ...selection }),
    z.object({ action: z.literal('DELETE'), params: deleteParamsSchema.default({}), ...selection }),
    z.object({ action: z.literal('CHANGE_OWNER'), params: changeOwnerParamsSchema, ...selection }),
    z.object({ action: z.literal('ADD_SURCHARGES'), params: addSurchargesParamsSchema, ...selection }),
    z.object({
      action: z.literal('DELETE_SURCHARGES'),
      params: deleteSurchargesParamsSchema.default({}),
      ...selection,
    }),
  ])
  .superRefine((body, ctx) => {
    if (body.ids === undefined && body.filter === undefined)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['ids'], input: undefined });
    else if (body.ids !== undefined && body.filter !== undefined)
      ctx.addIssue({ code: 'custom', message: 'validation.invalidValue', path: ['filter'], input: body.filter });
  });
export type BulkTariffRequest = z.input<typeof bulkTariffRequestSchema>;
export type BulkTariffRequestParsed = z.output<typeof bulkTariffRequestSchema>;
export type AddSurchargesParams = z.output<typeof addSurchargesParamsSchema>;

/** The answer: the job to follow (`GET /jobs/{id}`, `/jobs/{id}/events`). */
export const bulkTariffStartedSchema = z.object({ jobId: z.uuid() });

/**
 * A bulk job's `result` at END: tariffs changed (`done`) and left as they were (`refused`: a rule
 * said no, or the tariff was gone by the time its turn came), and per action what else happened.
 */
export interface BulkTariffResult {
  action: BulkTariffAction;
  total: number;
  done: number;
  refused: number;
  /** ADD_SURCHARGES: surcharge values created. */
  created?: number;
  /** DELETE_SURCHARGES: surcharge values deleted. */
  deleted?: number;
  /** DELETE and CHANGE_OWNER of sea tariffs: the surcharge values that went or moved with them. */
  cascaded?: number;
}
