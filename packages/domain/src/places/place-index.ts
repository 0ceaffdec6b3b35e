import type { LocalizedText } from '../localized-text.js';
import { pickText } from '../localized-text.js';
import type { Language } from '../languages.js';
import { PLACE_KEYS, type PlaceType } from '../reference/enums.js';
import { nameKeys, normalizeText } from './normalize.js';

/** One searchable place: a city or a hub, with everything a result line shows. */
export interface PlaceRecord {
  type: PlaceType;
  id: number;
  names: LocalizedText;
  /** Further names it is found by (a port by its city's names), not shown. */
  aliases?: readonly LocalizedText[];
  /** UN/LOCODE, IATA, ICAO, station code. The first is the one shown. */
  codes: readonly string[];
  countryCode: string;
  /** Population for a city; hubs take a share of their city's, so the city ranks first. */
  importance: number;
  /** The city a hub serves or a city's region, to tell namesakes apart. */
  detail?: LocalizedText | null;
}

export interface PlaceHit {
  type: PlaceType;
  cityId?: number;
  seaPortId?: number;
  airportId?: number;
  stationId?: number;
  name: string;
  code: string | null;
  country: { code: string; name: string };
  detail: string | null;
}

export interface PlaceQuery {
  text: string;
  language: Language;
  country?: string;
  types?: readonly PlaceType[];
  limit: number;
}

// How a key matched: the tier decides first, the place's importance within a tier.
const EXACT_CODE = 750;
const FULL_CODE_BONUS = 300;
const EXACT_NAME = 800;
const NAME_PREFIX = 600;
const WORD_PREFIX = 450;
const CODE_PREFIX = 400;
const KEY_NAME = 0;
const KEY_WORD = 1;
const KEY_CODE = 2;

/** Importance as points: 20 per power of ten of population (a city of 10 million: 140). */
const importancePoints = (importance: number): number => Math.log10(Math.max(importance, 1) + 1) * 20;

/**
 * An in-memory index of every city and hub for search as you type: the keys of all names in
 * every language and of all codes, sorted, so a query is a binary search for its prefix and a
 * scan of the matching range. Built once from the database and replaced when geography changes.
 */
export class PlaceIndex {
  private readonly keys: string[];
  private readonly owners: Int32Array;
  private readonly kinds: Uint8Array;
  private readonly points: Float64Array;
  /** Short queries match tens of thousands of keys; their answers are kept. */
  private readonly shortQueryCache = new Map<string, number[]>();

  constructor(
    private readonly records: readonly PlaceRecord[],
    private readonly countryNames: ReadonlyMap<string, LocalizedText>,
  ) {
    const entries: { key: string; owner: number; kind: number }[] = [];
    records.forEach((record, owner) => {
      const seen = new Set<string>();
      const add = (key: string, kind: number) => {
        const id = `${kind}:${key}`;
        if (!key || seen.has(id)) return;
        seen.add(id);
        entries.push({ key, owner, kind });
      };
      for (const names of [record.names, ...(record.aliases ?? [])])
        for (const name of [names.en, names.ru, names.zh])
          if (name) nameKeys(name).forEach((key, index) => add(key, index === 0 ? KEY_NAME : KEY_WORD));
      for (const code of record.codes) add(normalizeText(code), KEY_CODE);
    });
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.owner - b.owner));
    this.keys = entries.map((entry) => entry.key);
    this.owners = Int32Array.from(entries, (entry) => entry.owner);
    this.kinds = Uint8Array.from(entries, (entry) => entry.kind);
    this.points = Float64Array.from(records, (record) => importancePoints(record.importance));
  }

  get size(): number {
    return this.records.length;
  }

  search(query: PlaceQuery): PlaceHit[] {
    const text = normalizeText(query.text);
    if (!text) return [];
    const types = query.types?.length ? new Set(query.types) : undefined;
    const country = query.country?.toUpperCase();
    const cacheKey = text.length <= 2 ? `${text}|${country ?? ''}|${[...(types ?? [])].join(',')}|${query.limit}` : '';
    let owners = cacheKey ? this.shortQueryCache.get(cacheKey) : undefined;
    if (!owners) {
      owners = this.rank(text, query.limit, types, country);
      if (cacheKey) this.shortQueryCache.set(cacheKey, owners);
    }
    return owners.map((owner) => this.hit(this.records[owner]!, query.language));
  }

  private rank(text: string, limit: number, types: Set<PlaceType> | undefined, country: string | undefined): number[] {
    const best = new Map<number, number>();
    for (let at = this.lowerBound(text); at < this.keys.length && this.keys[at]!.startsWith(text); at++) {
      const owner = this.owners[at]!;
      const record = this.records[owner]!;
      if (types && !types.has(record.type)) continue;
      if (country && record.countryCode !== country) continue;
      const score = this.score(this.keys[at]!, this.kinds[at]!, text) + this.points[owner]!;
      if (score > (best.get(owner) ?? -1)) best.set(owner, score);
    }
    return [...best.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([owner]) => owner);
  }

  private score(key: string, kind: number, text: string): number {
    const exact = key.length === text.length;
    if (kind === KEY_CODE) {
      if (exact) return EXACT_CODE + (text.length >= 5 ? FULL_CODE_BONUS : 0);
      // "sh" is a prefix of a hundred codes and means nothing yet.
      return text.length >= 3 ? CODE_PREFIX : -Infinity;
    }
    if (kind === KEY_NAME) return exact ? EXACT_NAME : NAME_PREFIX;
    return WORD_PREFIX;
  }

  private lowerBound(text: string): number {
    let [low, high] = [0, this.keys.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private hit(record: PlaceRecord, language: Language): PlaceHit {
    return {
      type: record.type,
      [PLACE_KEYS[record.type]]: record.id,
      name: pickText(record.names, language),
      code: record.codes[0] ?? null,
      country: { code: record.countryCode, name: pickText(this.countryNames.get(record.countryCode), language) },
      detail: record.detail ? pickText(record.detail, language) : null,
    };
  }
}
