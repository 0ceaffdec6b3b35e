import { describe, expect, it } from 'vitest';
import { loadNameHistory, reconciledNames, type EarlierNames } from './name-reconcile.js';

const earlier = (entries: [string, string[]][]): EarlierNames =>
  new Map(entries.map(([language, values]) => [language as 'en' | 'ru' | 'zh', new Set(values)]));

describe('reconciledNames', () => {
  it('replaces a name that is still an earlier seeded one', () => {
    expect(
      reconciledNames(
        { en: 'Saint Petersburg', ru: 'Санкт-Петербург', zh: '聖彼得堡' },
        { en: 'Saint Petersburg', ru: 'Санкт-Петербург', zh: '圣彼得堡' },
        earlier([['zh', ['聖彼得堡']]]),
      ),
    ).toEqual({ en: 'Saint Petersburg', ru: 'Санкт-Петербург', zh: '圣彼得堡' });
  });

  it('adds a name where none was seeded, and drops a name the data no longer gives', () => {
    expect(
      reconciledNames(
        { en: 'Qinhuangdao', zh: 'Ch’in-huang-tao' },
        { en: 'Qinhuangdao', ru: 'Циньхуандао' },
        earlier([
          ['ru', ['']],
          ['zh', ['Ch’in-huang-tao']],
        ]),
      ),
    ).toEqual({ en: 'Qinhuangdao', ru: 'Циньхуандао' });
  });

  it("keeps an operator's name, language by language", () => {
    const current = { en: 'Almaty', ru: 'Алма-Ата', zh: '阿拉木圖' };
    const target = { en: 'Almaty', ru: 'Алматы', zh: '阿拉木图' };
    expect(
      reconciledNames(
        current,
        target,
        earlier([
          ['ru', ['']],
          ['zh', ['阿拉木圖']],
        ]),
      ),
    ).toEqual({ en: 'Almaty', ru: 'Алма-Ата', zh: '阿拉木图' });
    expect(reconciledNames({ ...current, zh: '阿拉木图市' }, target, earlier([['zh', ['阿拉木圖']]]))).toBeUndefined();
  });

  it('never removes the English name', () => {
    expect(reconciledNames({ en: 'Old' }, { en: '' }, earlier([['en', ['Old']]]))).toBeUndefined();
  });
});

describe('data/place-name-history.tsv', () => {
  it('holds the names seeded before D143 and D146 and the names added since', () => {
    const history = loadNameHistory();
    expect(history.get('city')?.get('498817')?.get('zh')).toEqual(new Set(['聖彼得堡']));
    // Tumen (China): the catalogue's "Тюменский" became Тумэнь.
    expect(history.get('city')?.get('2034340')?.get('ru')).toEqual(new Set(['Тюменский']));
    // Zabaykalsk had no Russian name before.
    expect(history.get('city')?.get('2012780')?.get('ru')).toEqual(new Set(['']));
    expect(history.get('region')?.get('AT.03')?.get('zh')).toEqual(new Set(['下奧地利州']));
    expect(history.get('station')?.get('690002')?.get('en')).toEqual(new Set(['Astana-1 (Nur-Sultan-1)']));
    expect(history.get('airport')?.get('SVO')?.get('ru')).toEqual(new Set(['']));
  });
});
