import { z } from 'zod';
import {
  CURRENCY_LIST,
  currencyInputSchema,
  currencySchema,
  dataOf,
  editErrorResponses,
  errorResponses,
  exchangeRateInputSchema,
  exchangeRateSchema,
  isOperator,
  listQueryFor,
  listQuerySchema,
  pageOf,
} from '@cargo/domain';
import { ifMatchOf, withETag } from '../../plugins/edit-version.js';
import type { App } from '../../app.js';
import { created } from '../../plugins/created-status.js';

const errors = { ...errorResponses, 409: errorResponses[400] };
const codeParams = z.object({ code: z.string().regex(/^[A-Za-z]{3}$/) });
const currencyListQuery = listQueryFor(CURRENCY_LIST).extend({ search: z.string().trim().max(100).optional() });
const oneCurrency = { 200: dataOf(currencySchema), ...errors };

/** Currencies and their exchange rates: operators keep them, everyone reads the active ones. */
export async function currenciesRoutes(app: App) {
  const { currencies } = app.services;
  const tags = ['dictionaries'];
  const path = '/api/v1/dictionaries/currencies';

  app.get(
    '/api/v1/common/dictionaries/currencies',
    {
      config: { access: 'public' },
      schema: {
        tags: ['common dictionaries'],
        summary: 'Active currencies with their latest rate (RUB per unit); unsorted, those with a rate first',
        querystring: currencyListQuery,
        response: { 200: dataOf(pageOf(currencySchema)), 400: errors[400] },
      },
    },
    async (request) => ({ data: await currencies.list(request.query, request.language, request.today, true) }),
  );

  app.get(
    path,
    {
      config: { access: isOperator },
      schema: {
        tags,
        summary: 'Every currency (list machinery: sort, filters, search)',
        querystring: currencyListQuery,
        response: { 200: dataOf(pageOf(currencySchema)), ...errors },
      },
    },
    async (request) => ({ data: await currencies.list(request.query, request.language, request.today, false) }),
  );

  app.get(
    `${path}/:code`,
    {
      config: { access: isOperator },
      schema: { tags, summary: 'One currency; its ETag is its version', params: codeParams, response: oneCurrency },
    },
    async (request, reply) => ({
      data: withETag(reply, await currencies.get(request.params.code, request.language, request.today)),
    }),
  );

  app.post(
    path,
    {
      config: { access: isOperator },
      schema: { tags, summary: 'Add a currency', body: currencyInputSchema, response: created(oneCurrency) },
    },
    async (request) => ({
      data: await currencies.create(request.caller, request.body, request.language, request.today),
    }),
  );

  app.put(
    `${path}/:code`,
    {
      config: { access: isOperator },
      schema: {
        tags,
        summary: 'Change a currency (its code stays; If-Match: its ETag, 412 once someone else changed it)',
        params: codeParams,
        body: currencyInputSchema,
        response: { ...oneCurrency, ...editErrorResponses },
      },
    },
    async (request, reply) => ({
      data: withETag(
        reply,
        await currencies.update(
          request.caller,
          request.params.code,
          request.body,
          request.language,
          request.today,
          ifMatchOf(request),
        ),
      ),
    }),
  );

  app.delete(
    `${path}/:code`,
    {
      config: { access: isOperator },
      schema: {
        tags,
        summary: 'Delete a currency without rates or references',
        params: codeParams,
        response: { 200: dataOf(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await currencies.remove(request.caller, request.params.code);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    `${path}/:code/rates`,
    {
      config: { access: isOperator },
      schema: {
        tags,
        summary: "A currency's rates, newest first (the history is kept)",
        params: codeParams,
        querystring: listQuerySchema(['validFrom']),
        response: { 200: dataOf(pageOf(exchangeRateSchema)), ...errors },
      },
    },
    async (request) => ({ data: await currencies.rates(request.params.code, request.query) }),
  );

  app.post(
    `${path}/:code/rates`,
    {
      config: { access: isOperator },
      schema: {
        tags,
        summary: 'A new rate from a date on (one per currency and day)',
        params: codeParams,
        body: exchangeRateInputSchema,
        response: { 201: dataOf(exchangeRateSchema), ...errors },
      },
    },
    async (request) => ({ data: await currencies.addRate(request.caller, request.params.code, request.body) }),
  );
}
