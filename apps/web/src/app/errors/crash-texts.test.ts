import { LANGUAGES, messagesOf } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { KNOWN_LANGUAGES } from '../../shared/i18n';
import { CRASH_TEXTS } from './crash-texts';

/** The few texts the app shows before (or without) the loaded catalogue are the catalogue's own. */
describe('texts the app carries for when the messages cannot load', () => {
  it('the crash screen says what the catalogue says, in each language', () => {
    for (const language of LANGUAGES) {
      const texts = messagesOf(language);
      expect(CRASH_TEXTS[language]).toEqual({ crash: texts['app.crash'], reload: texts['app.reload'] });
    }
  });

  it('the language switch names each language as the catalogue does', () => {
    for (const { code, name } of KNOWN_LANGUAGES) expect(name).toBe(messagesOf(code)[`language.${code}`]);
    expect(KNOWN_LANGUAGES.map(({ code }) => code)).toEqual([...LANGUAGES]);
  });
});
