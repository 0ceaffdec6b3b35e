import type { Continent, GeoObject, GeoObjectType, Language } from '@cargo/domain';
import type { GeoSort } from '../api/list-geo-objects';

/** Children are read this many at a time; a "show more" node asks for the next page. */
export const CHILDREN_PAGE_SIZE = 100;

/** A node of the tree: a geo object, a "show more" of its parent, or the parent's loading line. */
export type GeoTreeNode =
  | { kind: 'object'; key: string; object: GeoObject; isLeaf: boolean; selectable: true; children?: GeoTreeNode[] }
  | { kind: 'more'; key: string; parentId: number; remaining: number; isLeaf: true; selectable: false }
  | { kind: 'loading'; key: string; isLeaf: true; selectable: false };

/** The children of an expanded object as far as they are read. */
export interface ChildrenState {
  items: readonly GeoObject[];
  /** Undefined while the first page is on its way. */
  total: number | undefined;
  loading: boolean;
}

export const nodeKey = (id: number) => String(id);

/** A country's regions by name; the cities of a region the largest first (the ones people look for). */
export function childSort(parentType: GeoObjectType): GeoSort {
  return parentType === 'COUNTRY' ? 'name,asc' : 'population,desc';
}

export interface CountryFilter {
  continent?: Continent;
  worldRegionId?: number;
  /** Part of a name in any language, or the ISO code. */
  text?: string;
}

/** The countries the filters leave, by name in the interface language. */
export function filterCountries(
  countries: readonly GeoObject[],
  filter: CountryFilter,
  language: Language,
): GeoObject[] {
  const text = filter.text?.trim().toLocaleLowerCase() ?? '';
  const matches = (country: GeoObject) =>
    [
      country.name,
      country.names.en,
      country.names.ru,
      country.names.zh,
      country.code,
      country.countryCode,
      country.iso3,
    ]
      .filter((value): value is string => Boolean(value))
      .some((value) => value.toLocaleLowerCase().includes(text));
  return countries
    .filter((country) => !filter.continent || country.continent === filter.continent)
    .filter((country) => filter.worldRegionId === undefined || country.worldRegionId === filter.worldRegionId)
    .filter((country) => !text || matches(country))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * The tree's nodes: each object with an expander when something hangs under it; an expanded
 * one with the children read so far, a loading line before the first arrive, and a "show more"
 * while the list has more than was read.
 */
export function buildGeoTree(
  roots: readonly GeoObject[],
  childrenOf: (parentId: number) => ChildrenState | undefined,
): GeoTreeNode[] {
  const build = (object: GeoObject, seen: ReadonlySet<number>): GeoTreeNode => {
    const key = nodeKey(object.id);
    if (object.childCount <= 0 || seen.has(object.id))
      return { kind: 'object', key, object, isLeaf: true, selectable: true };
    const state = childrenOf(object.id);
    if (!state) return { kind: 'object', key, object, isLeaf: false, selectable: true };
    const inside = new Set(seen).add(object.id);
    const children: GeoTreeNode[] = state.items.map((child) => build(child, inside));
    if (state.total === undefined && state.loading)
      children.push({ kind: 'loading', key: `loading:${object.id}`, isLeaf: true, selectable: false });
    else if (state.total !== undefined && state.total > state.items.length)
      children.push({
        kind: 'more',
        key: `more:${object.id}`,
        parentId: object.id,
        remaining: state.total - state.items.length,
        isLeaf: true,
        selectable: false,
      });
    return { kind: 'object', key, object, isLeaf: false, selectable: true, children };
  };
  return roots.map((root) => build(root, new Set()));
}
