import { CURRENCY_LIST, DICTIONARIES } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { asIs, keyOr } from '../../../shared/i18n';
import { filterOfDraft } from '../../../shared/lists/filter-model';
import { screenDefinition, screenIds } from './screens';

const keys = (list: readonly { key: string; visible: boolean }[], visible = true) =>
  list.filter((column) => column.visible === visible).map((column) => column.key);
const filter = (id: string, field: string) => screenDefinition(id).filters.find((spec) => spec.field === field);

describe('the screens', () => {
  it('has one screen per generic dictionary (three for container types), four hub kinds and currencies', () => {
    expect(screenIds()).toHaveLength(DICTIONARIES.length - 1 + 3 + 4 + 1);
    expect(screenIds()).toEqual(expect.arrayContaining(['container-types/air', 'sea-port-hubs', 'currencies']));
  });
});

describe('definition → columns', () => {
  it('shows code, name, the marked attributes and the state; keeps the rest for the column chooser', () => {
    const seaLines = screenDefinition('sea-lines');
    expect(keys(seaLines.columns)).toEqual(['code', 'name', 'countryCode', 'website', 'active']);
    expect(keys(seaLines.columns, false)).toEqual(['sortOrder', 'createdAt', 'updatedAt']);
    expect(seaLines.columns.find((column) => column.key === 'countryCode')).toMatchObject({
      kind: 'country',
      path: ['attributes', 'countryCode'],
      sortable: true,
      label: keyOr('dictionaries.field.countryCode', asIs('countryCode')),
    });
  });

  it('puts columns in the web order and leaves the kind out of a kind’s page', () => {
    const common = screenDefinition('container-types/common');
    expect(keys(common.columns).slice(0, 7)).toEqual([
      'code',
      'shortName',
      'name',
      'sizeFeet',
      'maxLoadKg',
      'volumeM3',
      'reefer',
    ]);
    expect(common.columns.some((column) => column.key === 'kind')).toBe(false);
    expect(common.listParams).toEqual({ kind: 'COMMON' });
    expect(screenDefinition('container-types/air').listParams).toEqual({ kind: 'AIR' });
  });

  it('renders references by their dictionary and labels enumerations by their enumeration', () => {
    const services = screenDefinition('services');
    expect(services.columns.find((column) => column.key === 'categoryId')).toMatchObject({
      kind: 'reference',
      target: 'service-categories',
    });
    expect(services.columns.find((column) => column.key === 'serviceType')).toMatchObject({
      kind: 'enum',
      enumName: 'serviceType',
    });
    expect(keys(screenDefinition('sea-line-conditions').columns)).toEqual([
      'seaLineId',
      'name',
      'text',
      'organization',
      'active',
    ]);
  });

  it('sorts by the fields the list sorts by', () => {
    expect(screenDefinition('pallet-types').sortFields).toEqual(
      expect.arrayContaining(['code', 'name', 'active', 'lengthCm', 'maxWeightKg']),
    );
    expect(screenDefinition('sea-line-conditions').sortFields).not.toContain('text');
  });
});

describe('definition → filters', () => {
  it('gives text the kind switch, and existence where the list allows it', () => {
    expect(filter('sea-lines', 'code')?.modes).toEqual([
      'CONTAINS',
      'STARTS_WITH',
      'ENDS_WITH',
      'SIMPLE',
      'EXISTS',
      'NOT_EXISTS',
    ]);
    expect(filter('sea-lines', 'name')?.modes).toEqual(['CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'SIMPLE']);
  });

  it('gives enumerations, references and countries a multi-select first', () => {
    expect(filter('services', 'serviceType')).toMatchObject({
      modes: ['SELECT', 'EXISTS', 'NOT_EXISTS'],
      options: { source: 'enum', enumName: 'serviceType' },
    });
    expect(filter('services', 'categoryId')).toMatchObject({
      type: 'int',
      modes: ['SELECT', 'EXISTS', 'NOT_EXISTS'],
      options: { source: 'reference', target: 'service-categories' },
    });
    expect(filter('sea-lines', 'countryCode')?.modes[0]).toBe('SELECT');
  });

  it('gives numbers and dates ranges, flags yes or no, and no filter to places', () => {
    expect(filter('container-types/common', 'maxLoadKg')).toMatchObject({
      type: 'float',
      modes: ['RANGE', 'SIMPLE', 'EXISTS', 'NOT_EXISTS'],
    });
    expect(filter('container-types/common', 'sizeFeet')?.type).toBe('int');
    expect(filter('sea-lines', 'createdAt')).toMatchObject({ type: 'date', modes: ['RANGE'] });
    expect(filter('sea-lines', 'active')).toMatchObject({ type: 'boolean', modes: ['FLAG'] });
    expect(filter('transportation-rules', 'origin')).toBeUndefined();
    expect(filter('container-types/common', 'kind')).toBeUndefined();
  });

  it('offers on hubs and currencies what their lists take', () => {
    expect(filter('sea-port-hubs', 'countryCode')).toMatchObject({ modes: ['SELECT'], options: { source: 'country' } });
    expect(filter('sea-port-hubs', 'completeLocation')).toBeUndefined();
    expect(filter('transport-hubs', 'completeLocation')?.modes).toEqual(['FLAG']);
    expect(screenDefinition('airport-hubs').sortFields).toContain('icao');
    expect(keys(screenDefinition('railway-hubs').columns)).toContain('border');
  });

  it('filters and sorts currencies only by what the API list takes (CURRENCY_LIST)', () => {
    const screen = screenDefinition('currencies');
    const sample = { text: 'x', from: 1, to: 2, values: ['USD'], flag: true };
    const kinds = screen.filters.flatMap((spec) =>
      spec.modes.map((mode) => {
        const draft = { id: 1, field: spec.field, mode, ...sample };
        const from = spec.type === 'date' ? '2026-01-01' : 1;
        return filterOfDraft({ ...draft, from }, spec);
      }),
    );
    for (const filter of kinds) {
      expect(filter, JSON.stringify(filter)).toBeDefined();
      const field = CURRENCY_LIST[filter!.field as keyof typeof CURRENCY_LIST];
      expect(field?.filters, JSON.stringify(filter)).toContain(filter!.kind);
    }
    expect(screen.filters.map((spec) => spec.field)).toEqual([
      'code',
      'name',
      'rate',
      'rateDate',
      'minorUnits',
      'active',
    ]);
    const sortable = Object.entries(CURRENCY_LIST).filter(([, field]) => 'sortable' in field && field.sortable);
    expect([...screen.sortFields].sort()).toEqual(sortable.map(([name]) => name).sort());
  });
});
