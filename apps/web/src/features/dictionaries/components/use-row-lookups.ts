import type { Place, PlaceRef, ReferenceTarget } from '@cargo/domain';
import { useQueries } from '@tanstack/react-query';
import { valueAt } from '../definitions/common';
import type { ColumnSpec, ScreenRow } from '../definitions/types';
import { placeKey, usePlacesByRef } from '../api/place-names';
import { dictionariesKeys } from '../api/keys';
import { referenceNames, useCountryOptions } from '../../../shared/references';

/** The names a page of rows shows instead of ids: per referenced dictionary, and of places. */
export interface RowLookups {
  reference: (target: ReferenceTarget, id: number) => string | undefined;
  place: (ref: PlaceRef) => Place | undefined;
  /** A country's name in the interface language. */
  country: (code: string) => string | undefined;
}

const isPlaceRef = (value: unknown): value is PlaceRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PlaceRef).type === 'string' &&
  typeof (value as PlaceRef).id === 'number';

/** Fetches the names the visible reference and place columns need, one call per dictionary. */
export function useRowLookups(
  columns: readonly ColumnSpec[],
  rows: readonly ScreenRow[],
  operator: boolean,
): RowLookups {
  const byTarget = new Map<ReferenceTarget, Set<number>>();
  const places: PlaceRef[] = [];
  for (const column of columns) {
    for (const row of rows) {
      const value = valueAt(row, column.path);
      if (column.kind === 'reference' && column.target && column.target !== 'currencies' && typeof value === 'number') {
        const ids = byTarget.get(column.target) ?? new Set<number>();
        ids.add(value);
        byTarget.set(column.target, ids);
      }
      if (column.kind === 'place' && isPlaceRef(value)) places.push(value);
    }
  }
  const targets = [...byTarget.entries()].map(([target, ids]) => ({ target, ids: [...ids].sort((a, b) => a - b) }));
  const names = useQueries({
    queries: targets.map(({ target, ids }) => ({
      queryKey: dictionariesKeys.names(`/dictionaries/${target}`, ids, operator),
      queryFn: () => referenceNames(target, operator, ids),
      staleTime: 60_000,
    })),
  });
  const placeNames = usePlacesByRef(places);
  const countries = useCountryOptions();
  return {
    reference: (target, id) => {
      const index = targets.findIndex((entry) => entry.target === target);
      return index < 0 ? undefined : names[index]?.data?.get(id);
    },
    place: (ref) => placeNames.data?.get(placeKey(ref)),
    country: (code) => countries.find((option) => option.value === code)?.name,
  };
}
