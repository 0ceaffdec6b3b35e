import { z } from 'zod';
import {
  calculationEventSchema,
  calculationIdParamsSchema,
  calculationRequestSchema,
  calculationSchema,
  dataOf,
  errorBodySchema,
  errorResponses,
  pageOf,
} from '@cargo/domain';
import { builtAnswer } from '../../plugins/validation.js';
import type { App } from '../../app.js';
import { created } from '../../plugins/created-status.js';

const answer = { 200: dataOf(calculationSchema), ...errorResponses, 409: errorBodySchema };

/**
 * Calculations (Product specification, domain §7 "Orders": calculations, save and update calculation, update
 * price): anyone may calculate, guests included; what an answer shows depends on who asks.
 */
export async function calculationsRoutes(app: App) {
  const { calculations } = app.services;
  const tags = ['pricing'];
  const base = '/api/v1/orders/calculations';

  app.post(
    base,
    {
      config: { access: 'public', pricingUnchanged: true },
      schema: {
        tags,
        summary: 'Quote door to door: every route with its legs, prices (not for guests) and transit',
        body: calculationRequestSchema,
        response: created(answer),
      },
    },
    async (request) =>
      builtAnswer({
        data: await calculations.create(await request.optionalCaller(), request.body, request.language, request.today),
      }),
  );

  app.get(
    `${base}/expired/count`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          "How many of your organization's saved calculations are outdated (ready date passed or a tariff expired)",
        response: { 200: dataOf(z.object({ count: z.number().int() })), ...errorResponses },
      },
    },
    async (request) => ({ data: { count: await calculations.outdatedCount(request.caller, request.today) } }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A calculation of the caller's organization, or a guest's by its id",
        params: calculationIdParamsSchema,
        querystring: z.object({ isWidget: z.stringbool().optional() }),
        response: answer,
      },
    },
    async (request) =>
      builtAnswer({
        data: await calculations.get(
          await request.optionalCaller(),
          request.params.id,
          request.language,
          request.today,
        ),
      }),
  );

  app.get(
    `${base}/public/:id`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A calculation shared by its link (the /calculation/public page); amounts for signed-in callers',
        params: calculationIdParamsSchema,
        response: answer,
      },
    },
    async (request) =>
      builtAnswer({
        data: await calculations.get(
          await request.optionalCaller(),
          request.params.id,
          request.language,
          request.today,
          true,
        ),
      }),
  );

  app.get(
    `${base}/:id/history`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'What happened to the calculation, oldest first: made, saved, updated, searched again',
        params: calculationIdParamsSchema,
        response: { 200: dataOf(pageOf(calculationEventSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const items = await calculations.history(request.caller, request.params.id);
      return { data: { items, total: items.length } };
    },
  );

  const actions = [
    ['save', 'Keep the calculation among my quotations', calculations.save],
    ['update', "Price the same routes again with today's tariffs and rates", calculations.update],
    ['recalculate', 'Search again with the same request (update price)', calculations.recalculate],
  ] as const;
  for (const [action, summary, run] of actions)
    app.post(
      `${base}/:id/${action}`,
      {
        config: { access: 'signedIn' },
        schema: { tags, summary, params: calculationIdParamsSchema, response: answer },
      },
      async (request) =>
        builtAnswer({ data: await run(request.caller, request.params.id, request.language, request.today) }),
    );
}
