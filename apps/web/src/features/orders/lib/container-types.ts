import { containerSizeClass, type ContainerSizeClass, type DictionaryEntry } from '@cargo/domain';

/** A container type as the booking shows it: its short name (40'HC) and its length class for the number hint. */
export interface ContainerType {
  id: number;
  label: string;
  sizeFeet: number | null;
  sizeClass: ContainerSizeClass | null;
}

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function containerTypeOf(entry: Pick<DictionaryEntry, 'id' | 'name' | 'attributes'>): ContainerType {
  const shortName = entry.attributes.shortName;
  const sizeFeet = numberOf(entry.attributes.sizeFeet);
  return {
    id: entry.id,
    label: typeof shortName === 'string' && shortName.trim() ? shortName : entry.name,
    sizeFeet,
    sizeClass: containerSizeClass(sizeFeet),
  };
}

/** The types' lengths by id, as the domain's booking rules read them. */
export const feetById = (types: readonly ContainerType[]): Map<number, number | null> =>
  new Map(types.map((type) => [type.id, type.sizeFeet]));

/** The number a type's hint shows as an example: nine digits for a 20', owner code and serial for a 40'. */
export const NUMBER_EXAMPLES: Readonly<Record<ContainerSizeClass, string>> = {
  TWENTY: '123456789',
  FORTY: 'MSCU1234567',
};
