import type { GeoObject } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { buildGeoTree, childSort, filterCountries, type ChildrenState } from './geo-tree-model';

function geo(id: number, overrides: Partial<GeoObject> = {}): GeoObject {
  return {
    id,
    type: 'COUNTRY',
    parentId: null,
    countryCode: 'CN',
    code: 'CN',
    names: { en: `Object ${id}` },
    name: `Object ${id}`,
    latitude: null,
    longitude: null,
    population: null,
    iso3: null,
    continent: null,
    worldRegionId: null,
    childCount: 0,
    ...overrides,
  };
}

const china = geo(1, {
  name: 'China',
  names: { en: 'China', ru: 'Китай', zh: '中国' },
  iso3: 'CHN',
  continent: 'AS',
  worldRegionId: 30,
  childCount: 2,
});
const germany = geo(2, {
  name: 'Germany',
  countryCode: 'DE',
  code: 'DE',
  names: { en: 'Germany', ru: 'Германия' },
  continent: 'EU',
  worldRegionId: 155,
});
const austria = geo(3, {
  name: 'Austria',
  countryCode: 'AT',
  code: 'AT',
  names: { en: 'Austria' },
  continent: 'EU',
  worldRegionId: 155,
});

describe('the countries the filters leave', () => {
  it('sorts by name', () => {
    expect(filterCountries([china, germany, austria], {}, 'en').map((c) => c.name)).toEqual([
      'Austria',
      'China',
      'Germany',
    ]);
  });

  it('keeps a continent or a world region', () => {
    expect(filterCountries([china, germany, austria], { continent: 'EU' }, 'en').map((c) => c.id)).toEqual([3, 2]);
    expect(filterCountries([china, germany, austria], { worldRegionId: 30 }, 'en').map((c) => c.id)).toEqual([1]);
  });

  it('finds by a name in any language or by the ISO code', () => {
    expect(filterCountries([china, germany], { text: 'кит' }, 'ru').map((c) => c.id)).toEqual([1]);
    expect(filterCountries([china, germany], { text: '中国' }, 'zh').map((c) => c.id)).toEqual([1]);
    expect(filterCountries([china, germany], { text: 'chn' }, 'en').map((c) => c.id)).toEqual([1]);
    expect(filterCountries([china, germany], { text: ' de ' }, 'en').map((c) => c.id)).toEqual([2]);
  });
});

describe('the tree', () => {
  const region = geo(10, { type: 'REGION', parentId: 1, name: 'Guangdong', childCount: 300 });
  const shanghai = geo(11, { type: 'CITY', parentId: 1, name: 'Shanghai' });

  it('shows an expander only where something hangs under the object', () => {
    const [cn, de] = buildGeoTree([china, germany], () => undefined);
    expect(cn).toMatchObject({ key: '1', isLeaf: false });
    expect(cn && 'children' in cn ? cn.children : undefined).toBeUndefined();
    expect(de).toMatchObject({ key: '2', isLeaf: true });
  });

  it('shows a loading line until the first children arrive', () => {
    const [cn] = buildGeoTree([china], () => ({ items: [], total: undefined, loading: true }));
    expect(cn && 'children' in cn ? cn.children : []).toEqual([
      { kind: 'loading', key: 'loading:1', isLeaf: true, selectable: false },
    ]);
  });

  it('offers the rest of a long list', () => {
    const states: Record<number, ChildrenState> = {
      1: { items: [region, shanghai], total: 2, loading: false },
      10: { items: [geo(20, { type: 'CITY', parentId: 10 })], total: 300, loading: false },
    };
    const [cn] = buildGeoTree([china], (id) => states[id]);
    const children = cn && 'children' in cn ? (cn.children ?? []) : [];
    expect(children.map((node) => node.key)).toEqual(['10', '11']);
    const guangdong = children[0];
    const below = guangdong && 'children' in guangdong ? (guangdong.children ?? []) : [];
    expect(below.map((node) => node.key)).toEqual(['20', 'more:10']);
    expect(below[1]).toMatchObject({ kind: 'more', parentId: 10, remaining: 299 });
  });

  it('never loops on a parent link that comes back to itself', () => {
    const looped = geo(5, { childCount: 1 });
    const [node] = buildGeoTree([looped], () => ({ items: [looped], total: 1, loading: false }));
    const child = node && 'children' in node ? node.children?.[0] : undefined;
    expect(child).toMatchObject({ key: '5', isLeaf: true });
  });

  it('sorts a country’s regions by name and a region’s cities by population', () => {
    expect(childSort('COUNTRY')).toBe('name,asc');
    expect(childSort('REGION')).toBe('population,desc');
  });
});
