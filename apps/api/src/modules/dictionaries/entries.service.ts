import {
  attributesSchema,
  DELETE_BLOCKED_MESSAGES,
  DICTIONARIES,
  type dictionaryEntryInputSchema,
  isOperator,
  referencesTo,
  issueMessage,
  normalizeCode,
  type DictionaryDefinition,
  type DictionaryEntry,
  type DictionaryField,
  type Language,
  type MessageKey,
  type PlaceRef,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { noDeleteGuard, type DeleteGuard } from '../../delete-guard.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Page } from '../../db/list.js';
import { assertCurrent, lostEdit } from '../../db/versions.js';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { missingPlaces } from '../geography/index.js';
import { notFound } from '../organizations/index.js';
import { currencyCodesIn } from './currencies.repo.js';
import {
  countChildren,
  countReferring,
  deleteEntry,
  entryLineage,
  existingIds,
  findEntry,
  insertEntry,
  listEntries,
  lockEntries,
  toEntry,
  updateEntry,
  type EntryListQuery,
  type EntryRow,
} from './entries.repo.js';

type EntryInput = z.output<typeof dictionaryEntryInputSchema>;

export interface EntriesService {
  list(
    caller: Caller,
    definition: DictionaryDefinition,
    query: EntryListQuery & { kind?: string },
    language: Language,
  ): Promise<Page<DictionaryEntry>>;
  /** The public read: active marketplace entries only. */
  listPublic(
    definition: DictionaryDefinition,
    query: EntryListQuery & { kind?: string },
    language: Language,
  ): Promise<Page<DictionaryEntry>>;
  get(caller: Caller, definition: DictionaryDefinition, id: number, language: Language): Promise<DictionaryEntry>;
  create(
    caller: Caller,
    definition: DictionaryDefinition,
    input: EntryInput,
    language: Language,
  ): Promise<DictionaryEntry>;
  update(
    caller: Caller,
    definition: DictionaryDefinition,
    id: number,
    input: EntryInput,
    language: Language,
    /** The versions If-Match names; undefined changes whatever version is there. */
    expected?: ExpectedVersions,
  ): Promise<DictionaryEntry>;
  remove(caller: Caller, definition: DictionaryDefinition, id: number): Promise<void>;
}

/** Who keeps which entries: operators all of them, a partner only its own of a partner dictionary. */
function ownerFor(
  caller: Caller,
  definition: DictionaryDefinition,
  requested: number | null | undefined,
): number | null {
  if (definition.scope === 'marketplace') {
    if (!isOperator(caller)) throw new AppError('FORBIDDEN');
    return null;
  }
  return isOperator(caller) ? (requested ?? null) : caller.organizationId;
}

function mayRead(caller: Caller, row: EntryRow): boolean {
  return isOperator(caller) || row.organizationId === null || row.organizationId === caller.organizationId;
}

function mayWrite(caller: Caller, row: EntryRow): boolean {
  return isOperator(caller) || (row.organizationId !== null && row.organizationId === caller.organizationId);
}

function attributeProblems(definition: DictionaryDefinition, attributes: Record<string, unknown>) {
  const parsed = attributesSchema(definition).safeParse(attributes, { reportInput: true });
  if (parsed.success) return { attributes: parsed.data as Record<string, unknown>, problems: [] };
  const problems = parsed.error.issues.flatMap((issue): FieldProblem[] => {
    const { key, params } = issueMessage(issue);
    const path = ['attributes', ...issue.path.map(String)];
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((name) => ({ fieldName: [...path, name].join('.'), message: key }));
    return [{ fieldName: path.join('.'), message: key, params }];
  });
  return { attributes: {}, problems };
}

/** References to other dictionaries, currencies and places must name something that exists. */
async function referenceProblems(db: Db, definition: DictionaryDefinition, attributes: Record<string, unknown>) {
  const problems: FieldProblem[] = [];
  const missing = (field: DictionaryField): FieldProblem => ({
    fieldName: `attributes.${field.key}`,
    message: 'error.notFound',
  });
  for (const field of definition.fields) {
    const value = attributes[field.key];
    if (value === undefined || value === null) continue;
    if (field.kind === 'reference') {
      const found =
        field.target === 'currencies'
          ? (await currencyCodesIn(db, [String(value)])).has(String(value))
          : (await existingIds(db, field.target, [Number(value)])).has(Number(value));
      if (!found) problems.push(missing(field));
    } else if (field.kind === 'place') {
      if ((await missingPlaces(db, [value as PlaceRef])).length) problems.push(missing(field));
    }
  }
  return problems;
}

/**
 * The generic dictionaries (packages/domain/src/dictionaries): one set of rules for all of
 * them, driven by each one's definition: code and attributes as declared, references that
 * exist, parents without cycles, unique codes, deletes blocked while something depends.
 */
export function createEntriesService(db: Db, deleteGuard: DeleteGuard = noDeleteGuard): EntriesService {
  async function visible(caller: Caller, definition: DictionaryDefinition, id: number) {
    const found = await findEntry(db, definition.name, id);
    if (!found || !mayRead(caller, found.row)) throw notFound();
    return found;
  }

  async function parentProblems(
    tx: Db,
    definition: DictionaryDefinition,
    id: number | undefined,
    parentId: number | null | undefined,
    owner: number | null,
  ): Promise<FieldProblem[]> {
    if (parentId === null || parentId === undefined) return [];
    if (!definition.hierarchical) return [{ fieldName: 'parentId', message: 'dictionaries.notHierarchical' }];
    if (parentId === id) return [{ fieldName: 'parentId', message: 'organizations.linkToItself' }];
    const parent = await findEntry(tx, definition.name, parentId);
    if (!parent || parent.row.organizationId !== owner) return [{ fieldName: 'parentId', message: 'error.notFound' }];
    if (id !== undefined && (await entryLineage(tx, parentId)).includes(id))
      return [{ fieldName: 'parentId', message: 'organizations.parentAsSubsidiary' }];
    return [];
  }

  async function validated(
    tx: Db,
    definition: DictionaryDefinition,
    input: EntryInput,
    owner: number | null,
    id?: number,
  ) {
    // Writes of entries queue one after another: a reference or a parent checked here cannot be
    // deleted, nor a cycle closed, by a change made at the same moment.
    await lockEntries(tx);
    const { code, problem } = normalizeCode(definition, input.code);
    const codeIssues: FieldProblem[] = problem ? [{ fieldName: 'code', message: problem }] : [];
    const { attributes, problems: attributeIssues } = attributeProblems(definition, input.attributes);
    const problems = [...codeIssues, ...attributeIssues];
    if (!attributeIssues.length) problems.push(...(await referenceProblems(tx, definition, attributes)));
    problems.push(...(await parentProblems(tx, definition, id, input.parentId, owner)));
    if (problems.length) throw refuse(problems);
    return {
      dictionary: definition.name,
      code,
      names: input.names,
      attributes,
      organizationId: owner,
      parentId: input.parentId ?? null,
      active: input.active,
      sortOrder: input.sortOrder,
    };
  }

  function uniqueCode(error: unknown): never {
    if (isUniqueViolation(error, 'dictionary_entries_code_idx'))
      throw refuse([{ fieldName: 'code', message: 'validation.unique' }]);
    throw error;
  }

  /** What blocks a delete, as the spec words it (Product specification, domain §8); undefined when nothing does. */
  async function deleteBlock(tx: Db, definition: DictionaryDefinition, row: EntryRow): Promise<AppError | undefined> {
    if (definition.hierarchical && (await countChildren(tx, row.id)) > 0)
      return new AppError('CONFLICT', { message: 'dictionaries.deleteBlocked.children' });
    let referring = 0;
    for (const reference of referencesTo(DICTIONARIES, definition.name))
      referring += await countReferring(tx, reference.dictionary, reference.field, row.id);
    if (!referring) return undefined;
    const message = (DELETE_BLOCKED_MESSAGES[definition.name] ?? 'dictionaries.deleteBlocked.referenced') as MessageKey;
    return new AppError('CONFLICT', { message, params: { count: referring } });
  }

  return {
    list(caller, definition, query, language) {
      const owner = definition.scope === 'partner' && !isOperator(caller) ? caller.organizationId : undefined;
      const partition = definition.partition ? (query.kind ?? definition.partition.defaultValue) : undefined;
      return listEntries(db, { definition, language, owner, partition }, query);
    },

    listPublic(definition, query, language) {
      const partition = definition.partition ? (query.kind ?? definition.partition.defaultValue) : undefined;
      return listEntries(db, { definition, language, owner: null, activeOnly: true, partition }, query);
    },

    async get(caller, definition, id, language) {
      const { row, organization } = await visible(caller, definition, id);
      return toEntry(row, organization, language);
    },

    async create(caller, definition, input, language) {
      const owner = ownerFor(caller, definition, input.organizationId);
      const id = await db
        .transaction(async (tx) => {
          const values = await validated(tx, definition, input, owner);
          const row = await insertEntry(tx, values);
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'dictionaryEntry',
            entityId: row.id,
            action: `create:${definition.name}`,
            after: row,
          });
          return row.id;
        })
        .catch(uniqueCode);
      return this.get(caller, definition, id, language);
    },

    async update(caller, definition, id, input, language, expected) {
      const { row: before } = await visible(caller, definition, id);
      if (!mayWrite(caller, before)) throw new AppError('FORBIDDEN');
      assertCurrent(expected, before.version);
      // An operator may move a partner's entry to another owner; a partner's stays theirs.
      const owner =
        isOperator(caller) && definition.scope === 'partner'
          ? input.organizationId === undefined
            ? before.organizationId
            : input.organizationId
          : before.organizationId;
      await db
        .transaction(async (tx) => {
          const values = await validated(tx, definition, input, owner, id);
          const after = await updateEntry(tx, id, values, expected);
          // Changed or deleted by someone else since it was read.
          if (!after) throw lostEdit(expected);
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'dictionaryEntry',
            entityId: id,
            action: `update:${definition.name}`,
            before,
            after,
          });
        })
        .catch(uniqueCode);
      return this.get(caller, definition, id, language);
    },

    async remove(caller, definition, id) {
      const { row } = await visible(caller, definition, id);
      if (!mayWrite(caller, row)) throw new AppError('FORBIDDEN');
      await db.transaction(async (tx) => {
        await lockEntries(tx);
        const blocked =
          (await deleteBlock(tx, definition, row)) ??
          (await deleteGuard(tx, { type: 'dictionaryEntry', dictionary: definition.name, id }));
        if (blocked) throw blocked;
        await deleteEntry(tx, definition.name, id);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'dictionaryEntry',
          entityId: id,
          action: `delete:${definition.name}`,
          before: row,
        });
      });
    },
  };
}
