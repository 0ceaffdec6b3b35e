/**
 * Requests made from the server's own OpenAPI document (the fuzzer of src/edge): every operation
 * the document names, with values that fit its schemas and values that do not. Nothing here knows
 * a route by name, so a route added tomorrow is covered by the same run.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path as the document writes it: `/api/v1/organizations/{id}`. */
  path: string;
  parameters: Parameter[];
  /** Media type → schema of the request body. */
  body: Record<string, JsonSchema>;
}

interface Document {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

export function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: Object.fromEntries(
          Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => [type, media.schema ?? {}]),
        ),
      })),
  );
}

/** A small seeded generator (mulberry32): the same seed makes the same requests. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Strings and values that have broken servers before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\0',
  'a\0b',
  'a\u0000b@x.y',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDFFF',
  'x'.repeat(100_000),
  '1e10',
  '2147483648',
  '-1',
  '0',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '2026-02-30',
  '9999-12-31T99:99:99Z',
  "' OR 1=1 --",
  '%',
  '%00',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202Eevil',
  '😀'.repeat(300),
  'null',
  'true',
  '[]',
  '{}',
];
export const NASTY_VALUES: unknown[] = [
  ...NASTY_STRINGS,
  1e10,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e308,
  -1e308,
  -0,
  0.5,
  -1,
  0,
  true,
  false,
  null,
  [],
  {},
  [null],
  { a: { b: { c: '\0' } } },
  Array.from({ length: 1000 }, () => 1),
];

export class SchemaWalker {
  constructor(
    private readonly components: Record<string, JsonSchema>,
    private readonly random: Random,
  ) {}

  resolve(schema: JsonSchema | undefined): JsonSchema {
    let current = schema ?? {};
    for (let depth = 0; current.$ref && depth < 20; depth++) {
      const name = current.$ref.split('/').pop()!;
      current = this.components[name] ?? {};
    }
    return current;
  }

  /** A value that fits the schema as far as the schema can tell (refinements cannot be seen). */
  valid(input: JsonSchema | undefined, depth = 0, key = ''): unknown {
    const schema = this.resolve(input);
    const r = this.random;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return r.pick(schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives?.length) {
      const real = alternatives.filter((alt) => this.resolve(alt).type !== 'null');
      return this.valid(r.pick(real.length ? real : alternatives), depth, key);
    }
    if (schema.allOf?.length) return this.valid(schema.allOf[0], depth, key);
    const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().filter((t) => t !== 'null');
    const type = types.length ? r.pick(types) : 'null';
    switch (type) {
      case 'null':
        return null;
      case 'boolean':
        return r.chance(0.5);
      case 'integer':
      case 'number': {
        const min =
          typeof schema.minimum === 'number'
            ? schema.minimum
            : typeof schema.exclusiveMinimum === 'number'
              ? schema.exclusiveMinimum + 1
              : 0;
        const max = typeof schema.maximum === 'number' ? schema.maximum : min + 100;
        // Ids and pages: small numbers name rows that exist.
        const top = Math.min(max, min + (/id$/i.test(key) ? 4 : 50));
        return r.int(Math.ceil(min), Math.max(Math.ceil(min), Math.floor(top)));
      }
      case 'string':
        return this.validString(schema, key);
      case 'array': {
        const count = Math.max(schema.minItems ?? 0, depth > 3 ? 0 : r.int(0, 2));
        return Array.from({ length: Math.min(count, schema.maxItems ?? count) }, () =>
          this.valid(schema.items, depth + 1, key),
        );
      }
      case 'object': {
        const result: Record<string, unknown> = {};
        for (const [name, property] of Object.entries(schema.properties ?? {})) {
          if (!schema.required?.includes(name) && (depth > 3 || r.chance(0.5))) continue;
          result[name] = this.valid(property, depth + 1, name);
        }
        return result;
      }
      default:
        return 'x';
    }
  }

  private validString(schema: JsonSchema, key: string): string {
    const r = this.random;
    switch (schema.format) {
      case 'email':
        return `fuzz${r.int(1, 9)}@test.local`;
      case 'date':
        return `2026-0${r.int(1, 9)}-1${r.int(0, 9)}`;
      case 'date-time':
        return `2026-0${r.int(1, 9)}-1${r.int(0, 9)}T10:00:00.000Z`;
      case 'uuid':
        return '0190a8b8-7f3e-7000-8000-00000000000' + r.int(0, 9);
    }
    if (schema.pattern === '^[A-Z]{3}$' || /currency/i.test(key)) return r.pick(['RUB', 'USD', 'EUR', 'CNY']);
    if (/^-?\d/.test(schema.pattern ?? '') || /^\^\\d/.test(schema.pattern ?? '')) return String(r.int(1, 9));
    const min = schema.minLength ?? 1;
    const max = Math.max(min, Math.min(schema.maxLength ?? 12, 12));
    return 'Fuzz'.padEnd(r.int(min, max), 'z').slice(0, max);
  }

  /** The same value with one place in it (the whole, a property, an item) replaced by something nasty. */
  mutate(value: unknown): unknown {
    const r = this.random;
    if (typeof value !== 'object' || value === null || r.chance(0.15)) return r.pick(NASTY_VALUES);
    if (Array.isArray(value)) {
      if (value.length === 0) return [r.pick(NASTY_VALUES)];
      const copy = [...value];
      const index = r.int(0, copy.length - 1);
      copy[index] = this.mutate(copy[index]);
      return copy;
    }
    const copy: Record<string, unknown> = { ...value };
    const keys = Object.keys(copy);
    if (keys.length === 0 || r.chance(0.1)) {
      copy[r.pick(['extra', 'a\0b', '__proto__', 'constructor'])] = r.pick(NASTY_VALUES);
      return copy;
    }
    const keyName = r.pick(keys);
    copy[keyName] = this.mutate(copy[keyName]);
    return copy;
  }
}

/** Malformed bodies and content types that no schema sees: the parsers' turn. */
export const RAW_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'application/json', payload: '{"__proto__":{"x":1}}' },
  { contentType: 'application/json', payload: '['.repeat(5000) },
  { contentType: 'application/json', payload: '\uFEFF{}' },
  { contentType: 'application/json', payload: '{"a":"\\ud800"}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b=%ED%A0%80&c=%' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\0\r\n--x--',
  },
  { contentType: 'multipart/form-data', payload: 'garbage' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
];
