import type { DictionaryName } from '@cargo/domain';

/** A curated name: every seeded entry is named in the three interface languages. */
export interface CuratedNames {
  en: string;
  ru: string;
  zh: string;
}

/**
 * One curated entry of a generic dictionary. References to other entries are written by code
 * (a service's `categoryId` is the category's code) and `parentCode` names the parent entry of a
 * hierarchical dictionary; the seeder resolves both to ids. `sortOrder` defaults to the entry's
 * position in its list.
 */
export interface CuratedEntry<Attributes extends object = Record<string, unknown>> {
  code: string;
  names: CuratedNames;
  attributes: Attributes;
  parentCode?: string;
  sortOrder?: number;
}

/** The curated entries of the marketplace dictionaries, by dictionary name. */
export type CuratedData = Partial<Record<DictionaryName, readonly CuratedEntry<object>[]>>;

/** The three names, written in one line where the data is a table. */
export const names = (en: string, ru: string, zh: string): CuratedNames => ({ en, ru, zh });
