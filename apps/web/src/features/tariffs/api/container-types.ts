import { dataOf, dictionaryEntrySchema, LIST_MAX_SIZE, pageOf } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { referenceKeys, referencePath } from '../../../shared/references';
import { MAIN_CONTAINER_CODES } from '../lib/lines';

const responseSchema = dataOf(pageOf(dictionaryEntrySchema));

/** A container type as a container tariff's lines name it: its short name (40'HC) where it has one. */
export interface ContainerType {
  id: number;
  code: string | null;
  label: string;
  name: string;
}

/**
 * GET {container-types}?kind=COMMON — the goods containers tariffs price (the API takes no
 * trucks or air ULDs there), in the dictionary's order; a few dozen, read once (again after one changes).
 */
export async function listContainerTypes(operator: boolean): Promise<ContainerType[]> {
  const body = await http.get(referencePath('container-types', operator), {
    params: { kind: 'COMMON', page: 0, size: LIST_MAX_SIZE, sort: 'sortOrder,asc' },
    schema: responseSchema,
  });
  return body.data.items.map((entry) => {
    const shortName = entry.attributes.shortName;
    return {
      id: entry.id,
      code: entry.code,
      label: typeof shortName === 'string' && shortName ? shortName : entry.name,
      name: entry.name,
    };
  });
}

/**
 * Under the container types' resource (the path the dictionary screens edit, `referencePath(…,
 * true)`): a change of a container type there refreshes the list.
 */
const containerTypesKey = (operator: boolean) =>
  [...referenceKeys.resource(referencePath('container-types', true)), 'common-types', operator] as const;

/** The container types, their ids by id, and the ids of the main ones (20', 40', 40'HC) in order. */
export function useContainerTypes(operator: boolean) {
  const query = useQuery({
    queryKey: containerTypesKey(operator),
    queryFn: () => listContainerTypes(operator),
    staleTime: 10 * 60_000,
  });
  const types = query.data ?? [];
  const mainIds = MAIN_CONTAINER_CODES.flatMap((code) =>
    types.filter((type) => type.code === code).map((type) => type.id),
  );
  return {
    types,
    mainIds,
    labelOf: (id: number) => types.find((type) => type.id === id)?.label,
    ready: query.isSuccess || query.isError,
  };
}
