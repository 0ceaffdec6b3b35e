import { z } from 'zod';
import {
  dataOf,
  defineList,
  errorResponses,
  geoObjectInputSchema,
  geoObjectSchema,
  geoObjectTypeSchema,
  HUB_KINDS,
  hubInputSchema,
  hubSchema,
  idParamsSchema,
  isOperator,
  listQueryFor,
  pageOf,
  pathIdSchema,
  placeSchema,
  placeSearchQuerySchema,
  TRANSIT_BORDER_TYPES,
  TRANSPORT_HUB_TYPES,
  worldRegionSchema,
  type HubKind,
} from '@cargo/domain';
import type { App } from '../../app.js';
import { created } from '../../plugins/created-status.js';

const errors = { ...errorResponses, 409: errorResponses[400] };
const countryParam = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{2}$/));

const TEXT = ['SIMPLE', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'EXISTS', 'SELECT'] as const;
const geoList = defineList({
  id: { type: 'int', filters: ['SIMPLE', 'SELECT'], sortable: true },
  type: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: geoObjectTypeSchema.options },
  code: { type: 'text', filters: TEXT, sortable: true },
  name: { type: 'text', filters: ['SIMPLE', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH'], sortable: true },
  countryCode: { type: 'text', filters: ['SIMPLE', 'SELECT'], sortable: true },
  parentId: { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'] },
  population: { type: 'int', filters: ['INT_RANGE', 'EXISTS'], sortable: true },
  latitude: { type: 'float', filters: ['FLOAT_RANGE', 'EXISTS'] },
  longitude: { type: 'float', filters: ['FLOAT_RANGE', 'EXISTS'] },
  continent: { type: 'text', filters: ['SIMPLE', 'SELECT'] },
  worldRegionId: { type: 'int', filters: ['SIMPLE', 'SELECT'] },
  createdAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
});
const geoListQuery = listQueryFor(geoList).extend({
  search: z.string().trim().max(200).optional(),
  type: geoObjectTypeSchema.optional(),
  parentId: pathIdSchema.optional(),
  countryCode: countryParam.optional(),
});

function hubList(kind: HubKind) {
  return defineList({
    id: { type: 'int', filters: ['SIMPLE', 'SELECT'], sortable: true },
    code: { type: 'text', filters: TEXT, sortable: true },
    name: { type: 'text', filters: ['SIMPLE', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH'], sortable: true },
    countryCode: { type: 'text', filters: ['SIMPLE', 'SELECT'], sortable: true },
    cityId: { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'] },
    latitude: { type: 'float', filters: ['FLOAT_RANGE', 'EXISTS'], sortable: true },
    longitude: { type: 'float', filters: ['FLOAT_RANGE', 'EXISTS'], sortable: true },
    hasTerminals: { type: 'boolean', filters: ['FLAG'], sortable: true },
    active: { type: 'boolean', filters: ['FLAG'], sortable: true },
    createdAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
    ...(kind === 'airport-hubs' ? { icao: { type: 'text', filters: TEXT, sortable: true } } : {}),
    ...(kind === 'railway-hubs' ? { border: { type: 'boolean', filters: ['FLAG'], sortable: true } } : {}),
    ...(kind === 'transport-hubs'
      ? {
          hubType: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: TRANSPORT_HUB_TYPES, sortable: true },
          typeTransitBorder: { type: 'enum', filters: ['SIMPLE', 'SELECT', 'EXISTS'], values: TRANSIT_BORDER_TYPES },
          completeLocation: { type: 'boolean', filters: ['FLAG'] },
          parentId: { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'] },
        }
      : {}),
  } as const);
}

/** The public hub lists: a name or code prefix and a country, as the wizard asks. */
const publicHubQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  name: z.string().trim().min(1).max(100).optional(),
  country: countryParam.optional(),
});

/** Geography (countries, regions, cities), hubs and the place search of the wizard. */
export async function geographyRoutes(app: App) {
  const { geoObjects, hubs, placeSearch } = app.services;
  const tags = ['geography'];
  const geoPath = '/api/v1/dictionaries/geo';
  const oneGeo = { 200: dataOf(geoObjectSchema), ...errors };

  app.get(
    '/api/v1/geo/search',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Places for a calculation: cities, sea ports, airports and stations, best match first',
        querystring: placeSearchQuerySchema,
        response: { 200: dataOf(z.object({ items: z.array(placeSchema) })), 400: errors[400] },
      },
    },
    async (request) => {
      const { searchString, language, country, types, limit } = request.query;
      const items = await placeSearch.search({
        searchString,
        language: language ?? request.language,
        country,
        types,
        limit,
      });
      return { data: { items } };
    },
  );

  app.get(
    '/api/v1/common/dictionaries/countries',
    {
      config: { access: 'public' },
      schema: {
        tags: ['common dictionaries'],
        summary: 'Every country, by name in the caller’s language',
        response: { 200: dataOf(pageOf(geoObjectSchema)) },
      },
    },
    async (request) => ({
      data: await geoObjects.list({ page: 0, size: 1000, type: 'COUNTRY' }, request.language),
    }),
  );

  app.get(
    '/api/v1/dictionaries/world-regions',
    {
      config: { access: isOperator },
      schema: {
        tags,
        summary: 'UN M49 sub-regions with their countries',
        response: { 200: dataOf(z.object({ items: z.array(worldRegionSchema) })), ...errors },
      },
    },
    async (request) => ({ data: { items: await geoObjects.worldRegions(request.language) } }),
  );

  app.get(
    geoPath,
    {
      config: { access: isOperator },
      schema: {
        tags,
        summary: 'Countries, regions and cities, filtered and paged',
        querystring: geoListQuery,
        response: { 200: dataOf(pageOf(geoObjectSchema)), ...errors },
      },
    },
    async (request) => ({ data: await geoObjects.list(request.query, request.language) }),
  );

  app.get(
    `${geoPath}/:id`,
    {
      config: { access: isOperator },
      schema: { tags, summary: 'One geo object', params: idParamsSchema, response: oneGeo },
    },
    async (request) => ({ data: await geoObjects.get(request.params.id, request.language) }),
  );

  app.post(
    geoPath,
    {
      config: { access: isOperator },
      schema: { tags, summary: 'Add a country, region or city', body: geoObjectInputSchema, response: created(oneGeo) },
    },
    async (request) => ({ data: await geoObjects.create(request.caller, request.body, request.language) }),
  );

  app.put(
    `${geoPath}/:id`,
    {
      config: { access: isOperator },
      schema: {
        tags,
        summary: 'Change a geo object',
        params: idParamsSchema,
        body: geoObjectInputSchema,
        response: oneGeo,
      },
    },
    async (request) => ({
      data: await geoObjects.update(request.caller, request.params.id, request.body, request.language),
    }),
  );

  app.delete(
    `${geoPath}/:id`,
    {
      config: { access: isOperator },
      schema: {
        tags,
        summary: 'Delete a geo object without hubs or objects under it',
        params: idParamsSchema,
        response: { 200: dataOf(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await geoObjects.remove(request.caller, request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    '/api/v1/common/dictionaries/all-hubs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['common dictionaries'],
        summary: 'Sea ports, airports, stations and other hubs in one list',
        querystring: publicHubQuery,
        response: { 200: dataOf(pageOf(hubSchema)), 400: errors[400] },
      },
    },
    async (request) => ({ data: await hubs.listAll(request.query, request.language) }),
  );

  for (const kind of HUB_KINDS) {
    const path = `/api/v1/dictionaries/${kind}`;
    const oneHub = { 200: dataOf(hubSchema), ...errors };
    const querystring = listQueryFor(hubList(kind)).extend({ search: z.string().trim().max(200).optional() });

    app.get(
      `/api/v1/common/dictionaries/${kind}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['common dictionaries'],
          summary: `${kind}: the active ones, by name or code prefix and country`,
          querystring: publicHubQuery,
          response: { 200: dataOf(pageOf(hubSchema)), 400: errors[400] },
        },
      },
      async (request) => ({ data: await hubs.list(kind, { ...request.query, activeOnly: true }, request.language) }),
    );

    app.get(
      path,
      {
        config: { access: isOperator },
        schema: {
          tags,
          summary: `${kind}: filtered and paged`,
          querystring,
          response: { 200: dataOf(pageOf(hubSchema)), ...errors },
        },
      },
      async (request) => ({ data: await hubs.list(kind, request.query, request.language) }),
    );

    app.get(
      `${path}/:id`,
      {
        config: { access: isOperator },
        schema: { tags, summary: `${kind}: one`, params: idParamsSchema, response: oneHub },
      },
      async (request) => ({ data: await hubs.get(kind, request.params.id, request.language) }),
    );

    app.post(
      path,
      {
        config: { access: isOperator },
        schema: { tags, summary: `${kind}: add one`, body: hubInputSchema, response: created(oneHub) },
      },
      async (request) => ({ data: await hubs.create(request.caller, kind, request.body, request.language) }),
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: isOperator },
        schema: {
          tags,
          summary: `${kind}: change one`,
          params: idParamsSchema,
          body: hubInputSchema,
          response: oneHub,
        },
      },
      async (request) => ({
        data: await hubs.update(request.caller, kind, request.params.id, request.body, request.language),
      }),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: isOperator },
        schema: {
          tags,
          summary: `${kind}: delete one nothing depends on`,
          params: idParamsSchema,
          response: { 200: dataOf(z.object({ deleted: z.literal(true) })), ...errors },
        },
      },
      async (request) => {
        await hubs.remove(request.caller, kind, request.params.id);
        return { data: { deleted: true as const } };
      },
    );
  }
}
