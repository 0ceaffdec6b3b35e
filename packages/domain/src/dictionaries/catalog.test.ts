import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages/index.js';
import { attributesSchema, DICTIONARY_NAMES, referencesTo } from './definition.js';
import { DELETE_BLOCKED_MESSAGES, DICTIONARIES, dictionaryDefinition } from './catalog.js';
import { dictionaryListFields } from './list-fields.js';

const ENTRY_FIELDS = [
  'id',
  'code',
  'name',
  'names',
  'active',
  'sortOrder',
  'createdAt',
  'updatedAt',
  'organizationId',
  'parentId',
  'search',
  'kind',
];

describe('the dictionary catalogue', () => {
  it('defines every dictionary once', () => {
    expect(DICTIONARIES.map((definition) => definition.name).sort()).toEqual([...DICTIONARY_NAMES].sort());
  });

  it.each(DICTIONARIES.map((definition) => [definition.name, definition] as const))(
    '%s: attribute keys are unique and never shadow the entry’s own fields',
    (_, definition) => {
      const keys = definition.fields.map((field) => field.key);
      expect(new Set(keys).size).toBe(keys.length);
      const shadowing = keys.filter((key) => ENTRY_FIELDS.includes(key) && key !== definition.partition?.field);
      expect(shadowing).toEqual([]);
      for (const field of definition.fields)
        if (field.kind === 'reference' && field.target !== 'currencies')
          expect(DICTIONARY_NAMES).toContain(field.target);
      if (definition.partition) expect(keys).toContain(definition.partition.field);
    },
  );

  it('derives list fields from the attributes, places excepted', () => {
    const fields = dictionaryListFields(dictionaryDefinition('container-types'));
    expect(fields.maxLoadKg).toMatchObject({ type: 'float', filters: expect.arrayContaining(['FLOAT_RANGE']) });
    expect(fields.kind).toMatchObject({ type: 'enum', values: ['COMMON', 'AUTO', 'AIR'] });
    expect(fields.reefer).toMatchObject({ type: 'boolean', filters: ['FLAG'] });
    expect(dictionaryListFields(dictionaryDefinition('popular-destinations')).from).toBeUndefined();
  });

  it('validates attributes by their kinds and refuses unknown ones', () => {
    const schema = attributesSchema(dictionaryDefinition('air-company'));
    expect(schema.parse({ icao: 'afl', awbPrefix: '555', countryCode: 'ru' })).toEqual({
      icao: 'AFL',
      awbPrefix: '555',
      countryCode: 'RU',
    });
    expect(schema.safeParse({ awbPrefix: '55' }).success).toBe(false);
    expect(schema.safeParse({ tonnage: 1 }).success).toBe(false);
  });

  it('applies cross-field rules: a transit differs from both ends, a route from itself', () => {
    const rules = attributesSchema(dictionaryDefinition('transportation-rules'));
    const shanghai = { type: 'SEA_PORT', id: 1 };
    const result = rules.safeParse({
      transport: 'SEA',
      origin: shanghai,
      destination: { type: 'SEA_PORT', id: 2 },
      transit: shanghai,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['transit', 'dictionaries.transitEqualsEnd'],
    ]);
    const loop = attributesSchema(dictionaryDefinition('popular-destinations')).safeParse({
      from: shanghai,
      to: shanghai,
    });
    expect(loop.error?.issues[0]).toMatchObject({ path: ['to'], message: 'organizations.linkToItself' });
  });

  it('names what blocks a delete with messages of the catalogue', () => {
    for (const message of Object.values(DELETE_BLOCKED_MESSAGES)) expect(isMessageKey(message)).toBe(true);
    expect(referencesTo(DICTIONARIES, 'service-categories')).toEqual([{ dictionary: 'services', field: 'categoryId' }]);
  });
});
