import type { ContainerSizeClass } from '@cargo/domain';
import type { ContainerType } from '../../../shared/references';

/** The types' lengths by id, as the domain's booking rules read them. */
export const feetById = (types: readonly ContainerType[]): Map<number, number | null> =>
  new Map(types.map((type) => [type.id, type.sizeFeet]));

/** The number a type's hint shows as an example: nine digits for a 20', owner code and serial for a 40'. */
export const NUMBER_EXAMPLES: Readonly<Record<ContainerSizeClass, string>> = {
  TWENTY: '123456789',
  FORTY: 'MSCU1234567',
};
