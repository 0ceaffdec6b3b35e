import type { DictionaryEntry } from '@cargo/domain';

/** A container type as the API lists the dictionary's entries: its short name (40'HC) and attributes. */
export function containerTypeEntry(
  id: number,
  code: string,
  shortName: string,
  attributes: Record<string, unknown> = {},
): DictionaryEntry {
  return {
    id,
    dictionary: 'container-types',
    code,
    names: { en: shortName },
    name: shortName,
    attributes: { shortName, ...attributes },
    organization: null,
    parentId: null,
    active: true,
    sortOrder: id,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}
