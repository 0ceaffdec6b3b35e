import {
  calculationIdParamsSchema,
  dataOf,
  emptyOrderListQuerySchema,
  errorBodySchema,
  errorResponses,
  isManagerOrGreater,
  notifyAgentsBodySchema,
  notifyAgentsResultSchema,
  pageOf,
  refineAnswerInputSchema,
  refineRequestDetailSchema,
  refineRequestSchema,
} from '@cargo/domain';
import type { App } from '../../app.js';

const oneRequest = dataOf(refineRequestSchema);
const refusals = { ...errorResponses, 409: errorBodySchema };

/**
 * "Clarify the price" (Product specification, domain §7 "Orders": refine-price, send or cancel notification to
 * agents by direction; §2 empty orders). The client asks on its calculation (a guest must sign in
 * first: 401); partners and operators read the list, notify agents and give prices; clients are
 * refused those (403), and a request the caller was not told of is not found (404).
 */
export async function refineRequestsRoutes(app: App) {
  const { refineRequests } = app.services;
  const tags = ['pricing'];
  const base = '/api/v1/orders/calculations/:id';
  const partners = { access: isManagerOrGreater };

  app.post(
    `${base}/refine-price`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Clarify the price: ask the partners serving the direction (201; 200 with the open request made before)',
        params: calculationIdParamsSchema,
        response: { 200: oneRequest, 201: oneRequest, ...refusals },
      },
    },
    async (request, reply) => {
      const { request: made, created } = await refineRequests.request(
        request.caller,
        request.params.id,
        request.language,
        request.today,
      );
      return reply.code(created ? 201 : 200).send({ data: made });
    },
  );

  app.get(
    `${base}/refine-price`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The calculation's price request with the notices and prices the caller may see",
        params: calculationIdParamsSchema,
        response: { 200: dataOf(refineRequestDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await refineRequests.detail(request.caller, request.params.id, request.language),
    }),
  );

  app.post(
    `${base}/refine-price/answers`,
    {
      config: partners,
      schema: {
        tags,
        summary: "A partner's price for the lane: it becomes a quotation of the calculation and the client is told",
        params: calculationIdParamsSchema,
        body: refineAnswerInputSchema,
        response: { 201: oneRequest, ...refusals },
      },
    },
    async (request) => ({
      data: await refineRequests.answer(
        request.caller,
        request.params.id,
        request.body,
        request.language,
        request.today,
      ),
    }),
  );

  app.post(
    `${base}/notify-agents`,
    {
      config: partners,
      schema: {
        tags,
        summary: 'Notify the agents of the direction: PLAIN, FULL (with the cargo) or CANCEL (withdraw)',
        params: calculationIdParamsSchema,
        body: notifyAgentsBodySchema,
        response: { 200: dataOf(notifyAgentsResultSchema), ...refusals },
      },
    },
    async (request) => ({
      data: await refineRequests.notifyAgents(request.caller, request.params.id, request.body, request.language),
    }),
  );

  app.get(
    '/api/v1/orders/empty',
    {
      config: partners,
      schema: {
        tags,
        summary: 'Empty orders: open price requests (operators all, a partner those it was notified of)',
        querystring: emptyOrderListQuerySchema,
        response: { 200: dataOf(pageOf(refineRequestSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await refineRequests.list(request.caller, request.query, request.language) }),
  );
}
