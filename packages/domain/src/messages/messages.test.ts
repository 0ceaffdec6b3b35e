import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { catalogue, messageAreas, messagesOf, translate, type MessageKey } from './index.js';

describe('the message catalogue', () => {
  it('has a non-empty text in every language for every key', () => {
    for (const [key, entry] of Object.entries(catalogue)) {
      for (const language of LANGUAGES) expect(entry[language].trim(), `${key} in ${language}`).not.toBe('');
    }
  });

  it('has no space around a text: an operator’s import trims cells, so such a text would not survive its round trip', () => {
    for (const [key, entry] of Object.entries(catalogue)) {
      for (const language of LANGUAGES) expect(entry[language], `${key} in ${language}`).toBe(entry[language].trim());
    }
  });

  it('defines each key in one area only (a later area would silently replace an earlier text)', () => {
    const keys = messageAreas.flatMap((area) => Object.keys(area));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.length).toBe(Object.keys(catalogue).length);
  });

  it('uses the same placeholders in every language', () => {
    for (const [key, entry] of Object.entries(catalogue)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const language of LANGUAGES)
        expect(placeholders(entry[language]), `${key} in ${language}`).toEqual(placeholders(entry.en));
    }
  });

  it('keeps the normative texts of the spec verbatim', () => {
    expect(translate('en', 'page.notFound')).toBe('Page not found');
    expect(translate('en', 'app.crash')).toBe('Critical error occurred. Please try again later. More info in console.');
    expect(translate('en', 'validation.required')).toBe('This is a required field');
  });
});

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('en', 'validation.tooShort', { min: 8 })).toBe('Must be at least 8 characters');
    expect(translate('ru', 'validation.tooShort', { min: 8 })).toBe('Не менее 8 символов');
  });

  it('leaves a placeholder without a value visible rather than inventing one', () => {
    expect(translate('en', 'validation.tooShort')).toBe('Must be at least {min} characters');
  });
});

it('messagesOf gives one language of every key', () => {
  const zh = messagesOf('zh');
  expect(Object.keys(zh).sort()).toEqual(Object.keys(catalogue).sort());
  expect(zh['page.notFound' satisfies MessageKey]).toBe(catalogue['page.notFound'].zh);
});
