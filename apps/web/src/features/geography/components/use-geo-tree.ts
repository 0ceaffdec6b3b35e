import type { GeoObject, GeoObjectType } from '@cargo/domain';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { geoObjectsQueryOptions, type GeoListParams } from '../api/list-geo-objects';
import { buildGeoTree, CHILDREN_PAGE_SIZE, childSort, nodeKey, type ChildrenState } from '../lib/geo-tree-model';

/**
 * The tree's state: which objects are open (their children are read from GET
 * /dictionaries/geo?parentId=, a page at a time) and how many pages of each are shown.
 */
export function useGeoTree(roots: readonly GeoObject[]) {
  // Open objects and their types (the type decides how the children sort), in the order opened.
  const [expanded, setExpanded] = useState<ReadonlyMap<number, GeoObjectType>>(new Map());
  const [pages, setPages] = useState<Readonly<Record<number, number>>>({});

  const requests: GeoListParams[] = [...expanded].flatMap(([parentId, type]) =>
    Array.from({ length: pages[parentId] ?? 1 }, (_, page) => ({
      parentId,
      page,
      size: CHILDREN_PAGE_SIZE,
      sort: childSort(type),
    })),
  );
  const results = useQueries({ queries: requests.map((params) => geoObjectsQueryOptions(params)) });

  const states = new Map<number, ChildrenState & { ids: Set<number> }>();
  requests.forEach((params, index) => {
    const parentId = params.parentId ?? 0;
    const result = results[index];
    const state = states.get(parentId) ?? { items: [], ids: new Set<number>(), total: undefined, loading: false };
    const items = [...state.items];
    for (const item of result?.data?.items ?? []) {
      if (!state.ids.has(item.id)) items.push(item);
      state.ids.add(item.id);
    }
    states.set(parentId, {
      items,
      ids: state.ids,
      total: state.total ?? result?.data?.total,
      loading: state.loading || Boolean(result?.isFetching),
    });
  });

  const treeData = buildGeoTree(roots, (id) => states.get(id));

  const open = useCallback((objects: readonly GeoObject[]) => {
    setExpanded((current) => {
      const next = new Map(current);
      for (const object of objects) next.set(object.id, object.type);
      return next;
    });
  }, []);

  const close = useCallback((id: number) => {
    setExpanded((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const showMore = useCallback((parentId: number) => {
    setPages((current) => ({ ...current, [parentId]: (current[parentId] ?? 1) + 1 }));
  }, []);

  return {
    treeData,
    expandedKeys: [...expanded.keys()].map(nodeKey),
    open,
    close,
    showMore,
  };
}
