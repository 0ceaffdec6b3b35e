import { z } from 'zod';
import {
  calculationIdParamsSchema,
  calculationListItemSchema,
  calculationListQuerySchema,
  dataOf,
  errorBodySchema,
  errorResponses,
  pageOf,
} from '@cargo/domain';
import type { App } from '../../app.js';

/**
 * The lists of calculations (Product specification, domain §2 "my quotations", partner and admin quotations):
 * a client's organization's, the ones a partner's tariffs priced, every one for operators; and
 * deleting one of the organization's from its list.
 */
export async function calculationListsRoutes(app: App) {
  const { calculationLists } = app.services;
  const tags = ['pricing'];
  const base = '/api/v1/orders/calculations';

  app.get(
    base,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Calculations the caller sees: search by lane, place, reference or order number; saved, outdated and booked filters',
        querystring: calculationListQuerySchema,
        response: { 200: dataOf(pageOf(calculationListItemSchema)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await calculationLists.list(request.caller, request.query, request.language, request.today),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Delete a calculation of the caller's organization (409 once booked)",
        params: calculationIdParamsSchema,
        response: { 200: dataOf(z.literal(true)), ...errorResponses, 409: errorBodySchema },
      },
    },
    async (request) => {
      await calculationLists.remove(request.caller, request.params.id);
      return { data: true as const };
    },
  );
}
