import {
  currencySchema,
  dataOf,
  dictionaryDefinition,
  dictionaryEntrySchema,
  encodeFilters,
  pageOf,
  type DictionaryName,
  type ReferenceTarget,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../http';
import { referenceKeys } from '../keys';

const entriesSchema = dataOf(pageOf(dictionaryEntrySchema));
const currenciesSchema = dataOf(pageOf(currencySchema));

/** An entry another screen points at, as a picker offers it. */
export interface ReferenceOption {
  value: number | string;
  label: string;
}

/**
 * Where the entries of a referenced dictionary are read: operators read every entry of it;
 * partners read the public list of a marketplace dictionary (its active entries) and their own
 * entries of a partner dictionary.
 */
export function referencePath(target: ReferenceTarget, operator: boolean): string {
  if (operator) return `/dictionaries/${target}`;
  if (target === 'currencies' || dictionaryDefinition(target as DictionaryName).publicRead)
    return `/common/dictionaries/${target}`;
  return `/dictionaries/${target}`;
}

/** GET {referencePath}?search= — the entries a picker offers, by code or name, 20 at most. */
export async function searchReferences(
  target: ReferenceTarget,
  operator: boolean,
  search: string,
): Promise<ReferenceOption[]> {
  const path = referencePath(target, operator);
  if (target === 'currencies') {
    const body = await http.get(path, {
      params: { page: 0, size: 100, search: search || undefined },
      schema: currenciesSchema,
    });
    return body.data.items.map((currency) => ({ value: currency.code, label: `${currency.code} — ${currency.name}` }));
  }
  const body = await http.get(path, {
    params: { page: 0, size: 20, sort: 'name,asc', search: search || undefined },
    schema: entriesSchema,
  });
  return body.data.items.map((entry) => ({
    value: entry.id,
    label: entry.code ? `${entry.name} (${entry.code})` : entry.name,
  }));
}

/** GET {referencePath}?filters=[id in …] — the names of the entries a page of rows points at. */
export async function referenceNames(
  target: ReferenceTarget,
  operator: boolean,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (!ids.length || target === 'currencies') return new Map();
  const body = await http.get(referencePath(target, operator), {
    params: { page: 0, size: 100, filters: encodeFilters([{ field: 'id', kind: 'SELECT', values: [...ids] }]) },
    schema: entriesSchema,
  });
  return new Map(body.data.items.map((entry) => [entry.id, entry.name]));
}

export function useReferenceOptions(target: ReferenceTarget, operator: boolean, search: string, enabled = true) {
  return useQuery({
    queryKey: referenceKeys.options(`/dictionaries/${target}`, search, operator),
    queryFn: () => searchReferences(target, operator, search),
    staleTime: 60_000,
    enabled,
  });
}

/** The names of referenced entries; ids are sorted so one set of ids is one query. */
export function useReferenceNames(target: ReferenceTarget | undefined, operator: boolean, ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: referenceKeys.names(`/dictionaries/${target ?? ''}`, sorted, operator),
    queryFn: () => referenceNames(target!, operator, sorted),
    enabled: target !== undefined && target !== 'currencies' && sorted.length > 0,
    staleTime: 60_000,
  });
}
