import { dataOf, dictionaryEntrySchema, LIST_MAX_SIZE, pageOf, type DictionaryEntry } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../../shared/http';
import { containerTypeOf, type ContainerType } from '../lib/container-types';
import { ordersKeys } from './keys';

const responseSchema = dataOf(pageOf(dictionaryEntrySchema));

/** GET /api/v1/common/dictionaries/container-types?kind=COMMON — the goods containers, in the dictionary's order. */
export async function listContainerTypes(): Promise<DictionaryEntry[]> {
  const body = await http.get('/common/dictionaries/container-types', {
    params: { kind: 'COMMON', page: 0, size: LIST_MAX_SIZE, sort: 'sortOrder,asc' },
    schema: responseSchema,
  });
  return body.data.items;
}

/** The container types a booking picks from, read once and kept for ten minutes. */
export function useContainerTypes() {
  const query = useQuery({ queryKey: ordersKeys.containerTypes(), queryFn: listContainerTypes, staleTime: 600_000 });
  const types = useMemo<ContainerType[]>(() => (query.data ?? []).map(containerTypeOf), [query.data]);
  return { types, loaded: query.isSuccess, loading: query.isPending };
}
