import { useContainerTypes as useSharedContainerTypes } from '../../../shared/references';
import { MAIN_CONTAINER_CODES } from '../lib/lines';

export type { ContainerType } from '../../../shared/references';

/**
 * The container types a container tariff prices (operators read every one), with the ids of the
 * main ones (20', 40', 40'HC) in order, which a new tariff's lines start with.
 */
export function useContainerTypes(operator: boolean) {
  const { types, settled } = useSharedContainerTypes(operator);
  const mainIds = MAIN_CONTAINER_CODES.flatMap((code) =>
    types.filter((type) => type.code === code).map((type) => type.id),
  );
  return {
    types,
    mainIds,
    labelOf: (id: number) => types.find((type) => type.id === id)?.label,
    ready: settled,
  };
}
