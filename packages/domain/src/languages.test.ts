import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromTag, localeTag } from './languages.js';

describe('languageFromTag', () => {
  it.each([
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['zh-CN', 'zh'],
    ['zh_Hans', 'zh'],
    ['EN-us', 'en'],
    ['de', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (tag, expected) => {
    expect(languageFromTag(tag)).toBe(expected);
  });
});

describe('languageFromAcceptLanguage', () => {
  it('takes the first supported language of a browser header', () => {
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,ru;q=0.8,en;q=0.7')).toBe('ru');
  });

  it('prefers the higher quality value over the order', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, zh-CN;q=0.9')).toBe('zh');
  });

  it('keeps the earlier language on a tie', () => {
    expect(languageFromAcceptLanguage('zh-CN, ru')).toBe('zh');
  });

  it('ignores languages refused with q=0 and falls back to English', () => {
    expect(languageFromAcceptLanguage('ru;q=0, fr')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});

it('sends zh as zh-CN', () => {
  expect(localeTag('zh')).toBe('zh-CN');
  expect(localeTag('ru')).toBe('ru-RU');
});
