import { describe, expect, it } from 'vitest';
import { PlaceIndex, type PlaceRecord } from './place-index.js';
import { nameKeys, normalizeText } from './normalize.js';

const records: PlaceRecord[] = [
  {
    type: 'ADDRESS',
    id: 1,
    names: { en: 'Shanghai', ru: 'Шанхай', zh: '上海' },
    codes: [],
    countryCode: 'CN',
    importance: 24_000_000,
  },
  {
    type: 'ADDRESS',
    id: 2,
    names: { en: 'Shangrao', ru: 'Шанжао', zh: '上饶' },
    codes: [],
    countryCode: 'CN',
    importance: 1_300_000,
  },
  {
    type: 'ADDRESS',
    id: 3,
    names: { en: 'Moscow', ru: 'Москва', zh: '莫斯科' },
    codes: [],
    countryCode: 'RU',
    importance: 12_500_000,
  },
  { type: 'ADDRESS', id: 4, names: { en: 'Moscow' }, codes: [], countryCode: 'US', importance: 25_000 },
  {
    type: 'ADDRESS',
    id: 5,
    names: { en: 'Svobodny', ru: 'Свободный' },
    codes: [],
    countryCode: 'RU',
    importance: 50_000,
  },
  { type: 'ADDRESS', id: 6, names: { en: 'São Paulo' }, codes: [], countryCode: 'BR', importance: 12_000_000 },
  {
    type: 'SEA_PORT',
    id: 10,
    names: { en: 'Shanghai' },
    aliases: [{ en: 'Shanghai', ru: 'Шанхай', zh: '上海' }],
    codes: ['CNSHA'],
    countryCode: 'CN',
    importance: 24_000_000 * 0.3,
    detail: { en: 'Shanghai', ru: 'Шанхай' },
  },
  {
    type: 'AIRPORT_HUB',
    id: 20,
    names: { en: 'Sheremetyevo International Airport', ru: 'Шереметьево' },
    aliases: [{ en: 'Moscow', ru: 'Москва' }],
    codes: ['SVO', 'UUEE'],
    countryCode: 'RU',
    importance: 12_500_000 * 0.3,
  },
  {
    type: 'RAILWAY_HUB',
    id: 30,
    names: { en: 'Zabaykalsk', ru: 'Забайкальск' },
    codes: ['940006'],
    countryCode: 'RU',
    importance: 3_000,
  },
];
const countries = new Map([
  ['CN', { en: 'China', ru: 'Китай', zh: '中国' }],
  ['RU', { en: 'Russia', ru: 'Россия' }],
]);
const index = new PlaceIndex(records, countries);
const find = (text: string, extra: Partial<Parameters<PlaceIndex['search']>[0]> = {}) =>
  index.search({ text, language: 'en', limit: 10, ...extra });
const ids = (text: string, extra = {}) => find(text, extra).map((hit) => `${hit.type}:${hit.code ?? hit.name}`);

describe('normalizing names', () => {
  it('drops case, Latin accents and punctuation, reads ё as е, keeps Chinese', () => {
    expect(normalizeText('  São-Paulo ')).toBe('sao paulo');
    expect(normalizeText('Орёл')).toBe('орел');
    expect(normalizeText('上海')).toBe('上海');
  });

  it('keys a name by its whole and by each later word', () => {
    expect(nameKeys('Shanghai Pudong International Airport')).toEqual([
      'shanghai pudong international airport',
      'pudong international airport',
      'international airport',
      'airport',
    ]);
  });
});

describe('the place index', () => {
  it('finds Shanghai by Russian, Chinese, a prefix and the port code', () => {
    for (const text of ['Шанхай', '上海', 'shang', 'SHANGHAI'])
      expect(find(text)[0], text).toMatchObject({
        type: 'ADDRESS',
        cityId: 1,
        name: 'Shanghai',
        country: { code: 'CN', name: 'China' },
      });
    expect(find('CNSHA')[0]).toMatchObject({ type: 'SEA_PORT', seaPortId: 10, code: 'CNSHA', detail: 'Shanghai' });
    expect(ids('шанх')).toEqual(['ADDRESS:Shanghai', 'SEA_PORT:CNSHA']);
  });

  it('ranks an exact code above names that start with it', () => {
    expect(ids('svo')[0]).toBe('AIRPORT_HUB:SVO');
    expect(ids('UUEE')).toEqual(['AIRPORT_HUB:SVO']);
  });

  it('ranks the big city first, then its airport, then a small namesake', () => {
    expect(ids('Moscow')).toEqual(['ADDRESS:Moscow', 'AIRPORT_HUB:SVO', 'ADDRESS:Moscow']);
    expect(find('Moscow').map((hit) => hit.country.code)).toEqual(['RU', 'RU', 'US']);
  });

  it('finds a name by a later word and without its accents', () => {
    expect(ids('paulo')).toEqual(['ADDRESS:São Paulo']);
    expect(ids('sao p')).toEqual(['ADDRESS:São Paulo']);
    expect(ids('sheremet')).toEqual(['AIRPORT_HUB:SVO']);
  });

  it('answers in the language asked, falling back to English', () => {
    expect(find('上海', { language: 'zh' })[0]).toMatchObject({ name: '上海', country: { name: '中国' } });
    expect(find('Zabaykalsk', { language: 'zh' })[0]).toMatchObject({
      name: 'Zabaykalsk',
      country: { name: 'Russia' },
    });
  });

  it('narrows by type and country and stops at the limit', () => {
    expect(ids('shang', { types: ['SEA_PORT'] })).toEqual(['SEA_PORT:CNSHA']);
    expect(ids('mos', { country: 'us' })).toEqual(['ADDRESS:Moscow']);
    expect(find('s', { limit: 2 })).toHaveLength(2);
  });

  it('ignores two-letter code prefixes and finds nothing for nothing', () => {
    expect(ids('cn')).toEqual([]);
    expect(find('   ')).toEqual([]);
    expect(find('xyzzy')).toEqual([]);
  });

  it('gives the same answer to a repeated short query', () => {
    expect(find('s')).toEqual(find('s'));
  });
});
