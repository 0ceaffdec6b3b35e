import { dataOf, dictionaryEntrySchema, LIST_MAX_SIZE, pageOf, type DictionaryEntry } from '@cargo/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../http';
import { referenceKeys } from '../keys';
import { referencePath } from './reference-names';

const responseSchema = dataOf(pageOf(dictionaryEntrySchema));

/** The dictionaries a cargo is described by: the wizard's, the booking's and the tariffs' choices. */
export type CargoDictionary = 'container-types' | 'vehicle-types' | 'pallet-types' | 'general-types';

/**
 * GET {referencePath}?kind= — every entry of a cargo dictionary, in the dictionary's order; of the
 * containers the goods containers only (kind COMMON, not trucks or air ULDs). A few dozen at most.
 */
export async function listCargoEntries(name: CargoDictionary, operator: boolean): Promise<DictionaryEntry[]> {
  const body = await http.get(referencePath(name, operator), {
    params: {
      kind: name === 'container-types' ? 'COMMON' : undefined,
      page: 0,
      size: LIST_MAX_SIZE,
      sort: 'sortOrder,asc',
    },
    schema: responseSchema,
  });
  return body.data.items;
}

/**
 * Read once and kept for ten minutes, under the dictionary's resource key (the path the
 * dictionary screens edit): an operator's change of an entry refreshes every form's choices.
 */
export function cargoEntriesQuery(name: CargoDictionary, operator: boolean) {
  return queryOptions({
    queryKey: referenceKeys.entries(referencePath(name, true), operator),
    queryFn: () => listCargoEntries(name, operator),
    staleTime: 10 * 60_000,
  });
}
