import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  attributesSchema,
  dictionaryDefinition,
  localizedTextSchema,
  type DictionaryDefinition,
  type DictionaryName,
} from '@cargo/domain';
import type { Db } from '../../connection.js';
import { dictionaryEntries } from '../../schema.js';
import { CURATED_DICTIONARIES, type CuratedData, type CuratedNames } from './dictionaries-data/index.js';

export interface DictionariesSeedResult {
  /** Entries inserted, by dictionary: all zeros on a second run. */
  inserted: Record<string, number>;
  ms: number;
}

interface PreparedEntry {
  code: string;
  names: CuratedNames;
  /** Attributes as the definition's schema gives them back, references held by a stand-in id. */
  attributes: Record<string, unknown>;
  /** The codes the references are written as, by attribute. */
  referenceCodes: Record<string, string>;
  parentCode: string | undefined;
  sortOrder: number;
  /** 0 for a root entry, 1 for its children… (hierarchical dictionaries). */
  depth: number;
}

interface PreparedDictionary {
  name: DictionaryName;
  /** The attributes that point at entries of another dictionary, written as that entry's code. */
  references: { key: string; target: DictionaryName }[];
  entries: PreparedEntry[];
}

/** Reference fields to other generic dictionaries (a currency is referenced by its code as is). */
function referenceFields(definition: DictionaryDefinition): PreparedDictionary['references'] {
  return definition.fields.flatMap((field) =>
    field.kind === 'reference' && field.target !== 'currencies' ? [{ key: field.key, target: field.target }] : [],
  );
}

/** Codes are compared as the unique index compares them: case-insensitively. */
const key = (code: string) => code.toLowerCase();

/**
 * Checks every curated entry before anything is written: a code the dictionary accepts and met
 * once, names in the three languages, a parent and references that exist among the curated
 * entries, attributes the dictionary's definition accepts (references replaced by a stand-in
 * id). All problems are reported at once; one is enough to refuse the whole seed.
 */
function prepare(data: CuratedData): PreparedDictionary[] {
  const problems: string[] = [];
  const curatedCodes = new Map<DictionaryName, Set<string>>();
  const codesOf = (name: DictionaryName) => {
    if (!curatedCodes.has(name))
      curatedCodes.set(name, new Set((data[name] ?? []).map((entry) => key(entry.code.trim()))));
    return curatedCodes.get(name)!;
  };
  const prepared: PreparedDictionary[] = [];
  for (const [name, entries] of Object.entries(data) as [DictionaryName, CuratedData[DictionaryName]][]) {
    const definition = dictionaryDefinition(name);
    if (definition.scope !== 'marketplace' || !definition.code) {
      problems.push(`${name}: only marketplace dictionaries with codes are seeded`);
      continue;
    }
    const codeRule = definition.code;
    const schema = attributesSchema(definition);
    const references = referenceFields(definition);
    const seen = new Set<string>();
    const list: PreparedEntry[] = [];
    (entries ?? []).forEach((entry, index) => {
      const code = codeRule.upperCase ? entry.code.trim().toUpperCase() : entry.code.trim();
      const where = `${name} ${code || `#${index}`}`;
      if (!code || (codeRule.pattern && !codeRule.pattern.test(code))) problems.push(`${where}: invalid code`);
      if (seen.has(key(code))) problems.push(`${where}: duplicate code`);
      seen.add(key(code));
      const parsedNames = localizedTextSchema.safeParse(entry.names);
      if (!parsedNames.success || !parsedNames.data.ru || !parsedNames.data.zh)
        problems.push(`${where}: names must be given in en, ru and zh`);
      if (entry.parentCode !== undefined && !definition.hierarchical)
        problems.push(`${where}: ${name} is not hierarchical`);
      const standIn = { ...(entry.attributes as Record<string, unknown>) };
      const referenceCodes: Record<string, string> = {};
      for (const reference of references) {
        const value = standIn[reference.key];
        if (value === undefined || value === null) continue;
        if (typeof value !== 'string' || !codesOf(reference.target).has(key(value)))
          problems.push(`${where}: ${reference.key} must be the code of a curated ${reference.target} entry`);
        referenceCodes[reference.key] = String(value);
        standIn[reference.key] = 1;
      }
      const parsed = schema.safeParse(standIn);
      if (!parsed.success)
        problems.push(
          `${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
        );
      list.push({
        code,
        names: entry.names,
        attributes: parsed.success ? (parsed.data as Record<string, unknown>) : {},
        referenceCodes,
        parentCode: entry.parentCode?.trim().toUpperCase(),
        sortOrder: entry.sortOrder ?? index + 1,
        depth: 0,
      });
    });
    const byCode = new Map(list.map((entry) => [key(entry.code), entry]));
    for (const entry of list) {
      // Walks up to the root; more steps than entries is a cycle.
      let parent = entry.parentCode;
      for (let steps = 0; parent !== undefined; steps++) {
        const found = byCode.get(key(parent));
        if (!found || steps > list.length) {
          problems.push(`${name} ${entry.code}: ${found ? 'cyclic parents' : `unknown parent ${parent}`}`);
          break;
        }
        entry.depth += 1;
        parent = found.parentCode;
      }
    }
    prepared.push({ name, references, entries: list });
  }
  if (problems.length > 0) throw new Error(`Curated reference data is invalid:\n${problems.join('\n')}`);
  return sortByReferences(prepared);
}

/** A dictionary after the dictionaries its entries point at (services after their categories). */
function sortByReferences(dictionaries: PreparedDictionary[]): PreparedDictionary[] {
  const byName = new Map(dictionaries.map((dictionary) => [dictionary.name, dictionary]));
  const ordered: PreparedDictionary[] = [];
  const visit = (dictionary: PreparedDictionary, path: Set<DictionaryName>) => {
    if (ordered.includes(dictionary)) return;
    if (path.has(dictionary.name)) throw new Error(`Curated dictionaries refer to each other: ${[...path].join(', ')}`);
    path.add(dictionary.name);
    for (const reference of dictionary.references) {
      const target = byName.get(reference.target);
      if (target && target !== dictionary) visit(target, path);
    }
    path.delete(dictionary.name);
    ordered.push(dictionary);
  };
  for (const dictionary of dictionaries) visit(dictionary, new Set());
  return ordered;
}

type InsertRow = typeof dictionaryEntries.$inferInsert;

/** An entry to insert, with the dictionary it belongs to. */
interface Planned {
  dictionary: PreparedDictionary;
  entry: PreparedEntry;
}

/**
 * Plans the inserts in waves: every root entry that points at nothing goes in wave 0, a child one
 * wave after its parent, an entry that points at another dictionary one wave after that whole
 * dictionary. Today that is three waves: the lists and the root categories, the sub-categories,
 * the services.
 */
function plan(dictionaries: PreparedDictionary[]): Planned[][] {
  const lastWave = new Map<DictionaryName, number>();
  const waves: Planned[][] = [];
  for (const dictionary of dictionaries) {
    const first = Math.max(0, ...dictionary.references.map(({ target }) => (lastWave.get(target) ?? -1) + 1));
    for (const entry of dictionary.entries) {
      const wave = first + entry.depth;
      (waves[wave] ??= []).push({ dictionary, entry });
      lastWave.set(dictionary.name, Math.max(lastWave.get(dictionary.name) ?? 0, wave));
    }
  }
  return waves.filter((wave) => wave.length > 0);
}

/** The marketplace entries of some dictionaries by dictionary and code: one select. */
async function idsByCode(db: Db, names: DictionaryName[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: dictionaryEntries.id, dictionary: dictionaryEntries.dictionary, code: dictionaryEntries.code })
    .from(dictionaryEntries)
    .where(
      and(
        inArray(dictionaryEntries.dictionary, names),
        isNull(dictionaryEntries.organizationId),
        isNotNull(dictionaryEntries.code),
      ),
    );
  return new Map(rows.map((row) => [`${row.dictionary} ${key(row.code!)}`, row.id]));
}

/**
 * The row of a planned entry, its parent and references resolved to ids; none when one of them is
 * no longer found by its code (an operator recoded it): the entry is left out rather than guessed.
 */
function toRow({ dictionary, entry }: Planned, ids: Map<string, number>): InsertRow | undefined {
  const parentId = entry.parentCode === undefined ? null : ids.get(`${dictionary.name} ${key(entry.parentCode)}`);
  if (parentId === undefined) return undefined;
  // The stand-in passed the schema; a real id (a positive integer too) takes its place.
  const attributes = { ...entry.attributes };
  for (const reference of dictionary.references) {
    const code = entry.referenceCodes[reference.key];
    if (code === undefined) continue;
    const id = ids.get(`${reference.target} ${key(code)}`);
    if (id === undefined) return undefined;
    attributes[reference.key] = id;
  }
  return {
    dictionary: dictionary.name,
    code: entry.code,
    names: entry.names,
    attributes,
    organizationId: null,
    parentId,
    sortOrder: entry.sortOrder,
  };
}

/**
 * Seeds the curated marketplace reference lists (container types, carriers, surcharges,
 * services…) in one transaction. Idempotent: an entry whose code its dictionary already holds is
 * left exactly as it is, so a second run inserts nothing and an operator's edits and additions
 * stay. `data` is for tests; the product seeds CURATED_DICTIONARIES.
 */
export async function seedDictionaries(
  db: Db,
  data: CuratedData = CURATED_DICTIONARIES,
): Promise<DictionariesSeedResult> {
  const started = performance.now();
  const dictionaries = prepare(data);
  const inserted: Record<string, number> = Object.fromEntries(dictionaries.map(({ name }) => [name, 0]));
  await db.transaction(async (tx) => {
    for (const wave of plan(dictionaries)) {
      // One select resolves the parents and references of the whole wave, one insert writes it.
      const needed = new Set<DictionaryName>();
      for (const { dictionary, entry } of wave) {
        if (entry.parentCode !== undefined) needed.add(dictionary.name);
        for (const reference of dictionary.references) needed.add(reference.target);
      }
      const ids = await idsByCode(tx, [...needed]);
      const rows = wave.flatMap((planned) => toRow(planned, ids) ?? []);
      if (rows.length === 0) continue;
      // The unique index (dictionary, owner, lower(code)) turns an existing entry into a no-op.
      const created = await tx
        .insert(dictionaryEntries)
        .values(rows)
        .onConflictDoNothing()
        .returning({ dictionary: dictionaryEntries.dictionary });
      for (const row of created) inserted[row.dictionary] = (inserted[row.dictionary] ?? 0) + 1;
    }
  });
  return { inserted, ms: Math.round(performance.now() - started) };
}
