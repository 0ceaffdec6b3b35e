import { containerSizeClass, type ContainerSizeClass, type DictionaryEntry } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { cargoEntriesQuery } from './api/cargo-entries';

/** A container type as forms and tables show it: the wizard's cargo, a booking's containers, a tariff's lines. */
export interface ContainerType {
  id: number;
  code: string | null;
  /** Its short name (40'HC) where it has one, else its name. */
  label: string;
  name: string;
  /** Its length, and the length class the booking's container number hint follows. */
  sizeFeet: number | null;
  sizeClass: ContainerSizeClass | null;
  /** The cargo it may carry, where the dictionary says (the cargo check keeps 28 t at most anyway). */
  maxLoadKg: number | null;
}

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

export function containerTypeOf(entry: Pick<DictionaryEntry, 'id' | 'code' | 'name' | 'attributes'>): ContainerType {
  const sizeFeet = numberOf(entry.attributes.sizeFeet);
  return {
    id: entry.id,
    code: entry.code,
    label: textOf(entry.attributes.shortName) ?? entry.name,
    name: entry.name,
    sizeFeet,
    sizeClass: containerSizeClass(sizeFeet),
    maxLoadKg: numberOf(entry.attributes.maxLoadKg),
  };
}

const containerTypesOf = (entries: readonly DictionaryEntry[]) => entries.map(containerTypeOf);
const NONE: readonly ContainerType[] = [];

/**
 * The goods containers (kind COMMON) in the dictionary's order: operators read every entry, others
 * the active ones. Refreshed when an operator edits a container type.
 */
export function containerTypesQuery(operator: boolean) {
  return { ...cargoEntriesQuery('container-types', operator), select: containerTypesOf };
}

export function useContainerTypes(operator = false) {
  const query = useQuery(containerTypesQuery(operator));
  return {
    types: query.data ?? NONE,
    loaded: query.isSuccess,
    loading: query.isPending,
    /** Read, or given up on: a form shows what it has. */
    settled: query.isSuccess || query.isError,
  };
}
