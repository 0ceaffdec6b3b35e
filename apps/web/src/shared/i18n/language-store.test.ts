import { afterEach, describe, expect, it } from 'vitest';
import { getLanguage, setLanguage } from './language-store';

const before = getLanguage();
afterEach(() => setLanguage(before));

describe('the language choice', () => {
  it('is kept as userLang in storage and in a cookie the server reads for the first page', () => {
    setLanguage(before === 'zh' ? 'ru' : 'zh');
    const chosen = getLanguage();
    expect(localStorage.getItem('userLang')).toBe(chosen);
    expect(document.cookie.split('; ')).toContain(`userLang=${chosen}`);
  });
});
