import { z } from 'zod';
import {
  collectionViewInputSchema,
  collectionViewSchema,
  collectionViewUpdateSchema,
  dataOf,
  errorBodySchema,
  errorResponses,
  listContextParamsSchema,
  idParamsSchema,
  pageOf,
  savedFilterInputSchema,
  savedFilterSchema,
  savedFilterUpdateSchema,
} from '@cargo/domain';
import type { App } from '../../app.js';

const errors = { ...errorResponses, 409: errorBodySchema, 422: errorBodySchema };
const deleted = { 200: dataOf(z.literal(true)), ...errorResponses };

/**
 * A user's own saved filters and collection views of a list (Product specification, shell §7 "Filters and
 * views"). The list's context may hold slashes: `/context/dictionaries/sea-lines`, or encoded.
 */
export async function listViewsRoutes(app: App) {
  const { listViews } = app.services;

  app.get(
    '/api/v1/filters/context/*',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['lists'],
        summary: "The caller's saved filters of a list, by name",
        params: listContextParamsSchema,
        response: { 200: dataOf(pageOf(savedFilterSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await listViews.filters(request.caller, request.params.context) }),
  );

  app.post(
    '/api/v1/filters',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['lists'],
        summary: 'Save a named set of filters of a list (at most 50 per list, names unique)',
        body: savedFilterInputSchema,
        response: { 201: dataOf(savedFilterSchema), ...errors },
      },
    },
    async (request) => ({ data: await listViews.createFilter(request.caller, request.body) }),
  );

  app.put(
    '/api/v1/filters/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['lists'],
        summary: 'Rename a saved filter or replace its filters (its list stays)',
        params: idParamsSchema,
        body: savedFilterUpdateSchema,
        response: { 200: dataOf(savedFilterSchema), ...errors },
      },
    },
    async (request) => ({ data: await listViews.updateFilter(request.caller, request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/filters/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['lists'], summary: 'Delete a saved filter', params: idParamsSchema, response: deleted },
    },
    async (request) => {
      await listViews.deleteFilter(request.caller, request.params.id);
      return { data: true as const };
    },
  );

  app.get(
    '/api/v1/collection-views/context/*',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['lists'],
        summary: "The caller's views of a list (columns, sort, page size), by name",
        params: listContextParamsSchema,
        response: { 200: dataOf(pageOf(collectionViewSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await listViews.views(request.caller, request.params.context) }),
  );

  app.post(
    '/api/v1/collection-views',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['lists'],
        summary: 'Save a view of a list; a default one un-defaults the others',
        body: collectionViewInputSchema,
        response: { 201: dataOf(collectionViewSchema), ...errors },
      },
    },
    async (request) => ({ data: await listViews.createView(request.caller, request.body) }),
  );

  app.put(
    '/api/v1/collection-views/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['lists'],
        summary: 'Change a view; isDefault left out keeps it, true un-defaults the others',
        params: idParamsSchema,
        body: collectionViewUpdateSchema,
        response: { 200: dataOf(collectionViewSchema), ...errors },
      },
    },
    async (request) => ({ data: await listViews.updateView(request.caller, request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/collection-views/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['lists'], summary: 'Delete a view', params: idParamsSchema, response: deleted },
    },
    async (request) => {
      await listViews.deleteView(request.caller, request.params.id);
      return { data: true as const };
    },
  );
}
