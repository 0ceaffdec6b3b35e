import { z } from 'zod';
import {
  dataOf,
  editErrorResponses,
  DICTIONARIES,
  dictionaryEntryInputSchema,
  dictionaryEntrySchema,
  dictionaryListFields,
  errorResponses,
  idParamsSchema,
  isManagerOrGreater,
  isOperator,
  listQueryFor,
  pageOf,
  type DictionaryDefinition,
} from '@cargo/domain';
import { ifMatchOf, withETag } from '../../plugins/edit-version.js';
import type { App } from '../../app.js';
import { created } from '../../plugins/created-status.js';

const errors = { ...errorResponses, 409: errorResponses[400] };
const oneEntry = { 200: dataOf(dictionaryEntrySchema), ...errors };

/** The query of a dictionary's list: paging, sorting and filters over its fields, a free-text search. */
function entryListQuery(definition: DictionaryDefinition) {
  const base = listQueryFor(dictionaryListFields(definition)).extend({
    /** CONTAINS over the code and the names in every language. */
    search: z.string().trim().max(200).optional(),
  });
  const partition =
    definition.partition && definition.fields.find((field) => field.key === definition.partition!.field);
  return partition?.kind === 'enum'
    ? base.extend({ kind: z.enum(partition.values as [string, ...string[]]).optional() })
    : base.extend({ kind: z.undefined().optional() });
}

/**
 * The generic dictionaries, one set of routes per definition so each has its own typed query
 * and documentation: operators keep the marketplace's lists; partners keep their own entries
 * of the partner dictionaries. The public reads serve the wizard without sign-in.
 */
export async function dictionariesRoutes(app: App) {
  const { entries } = app.services;

  for (const definition of DICTIONARIES) {
    const path = `/api/v1/dictionaries/${definition.name}`;
    const tags = ['dictionaries'];
    const access = definition.scope === 'partner' ? isManagerOrGreater : isOperator;
    const querystring = entryListQuery(definition);

    app.get(
      path,
      {
        config: { access },
        schema: {
          tags,
          summary: `${definition.name}: entries, filtered and paged`,
          querystring,
          response: { 200: dataOf(pageOf(dictionaryEntrySchema)), ...errors },
        },
      },
      async (request) => ({ data: await entries.list(request.caller, definition, request.query, request.language) }),
    );

    app.get(
      `${path}/:id`,
      {
        config: { access },
        schema: {
          tags,
          summary: `${definition.name}: one entry; its ETag is its version`,
          params: idParamsSchema,
          response: oneEntry,
        },
      },
      async (request, reply) => ({
        data: withETag(reply, await entries.get(request.caller, definition, request.params.id, request.language)),
      }),
    );

    app.post(
      path,
      {
        config: { access },
        schema: {
          tags,
          summary: `${definition.name}: add an entry`,
          body: dictionaryEntryInputSchema,
          response: created(oneEntry),
        },
      },
      async (request) => ({
        data: await entries.create(request.caller, definition, request.body, request.language),
      }),
    );

    app.put(
      `${path}/:id`,
      {
        config: { access },
        schema: {
          tags,
          summary: `${definition.name}: change an entry (If-Match: its ETag, 412 once someone else changed it)`,
          params: idParamsSchema,
          body: dictionaryEntryInputSchema,
          response: { ...oneEntry, ...editErrorResponses },
        },
      },
      async (request, reply) => ({
        data: withETag(
          reply,
          await entries.update(
            request.caller,
            definition,
            request.params.id,
            request.body,
            request.language,
            ifMatchOf(request),
          ),
        ),
      }),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access },
        schema: {
          tags,
          summary: `${definition.name}: delete an entry (refused while others depend on it)`,
          params: idParamsSchema,
          response: { 200: dataOf(z.object({ deleted: z.literal(true) })), ...errors },
        },
      },
      async (request) => {
        await entries.remove(request.caller, definition, request.params.id);
        return { data: { deleted: true as const } };
      },
    );

    if (definition.publicRead)
      app.get(
        `/api/v1/common/dictionaries/${definition.name}`,
        {
          config: { access: 'public' },
          schema: {
            tags: ['common dictionaries'],
            summary: `${definition.name}: the active entries, for everyone`,
            querystring,
            response: { 200: dataOf(pageOf(dictionaryEntrySchema)), 400: errors[400] },
          },
        },
        async (request) => ({ data: await entries.listPublic(definition, request.query, request.language) }),
      );
  }
}
