import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';
import { passwordSchema } from './rules.js';

describe('common passwords (NIST SP 800-63B blocklist)', () => {
  it('refuses listed passwords and word-plus-digits variants of common stems, in any case', () => {
    for (const common of [
      'Password1',
      'PASSWORD123',
      'P@ssw0rd2026',
      'Welcome2024!',
      'Qwerty123',
      '1Q2w3e4r',
      'Aa123456',
    ])
      expect(isCommonPassword(common), common).toBe(true);
  });

  it('lets uncommon passwords through', () => {
    for (const fine of ['Cargo2026', 'Tundra-Fox-58', 'Secret123', 'NewPass2026', 'Demo12345'])
      expect(isCommonPassword(fine), fine).toBe(false);
  });

  it('the password schema answers one message: the composition rule first, then the list', () => {
    const messages = (value: string) => passwordSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages('password1')).toEqual(['validation.password']);
    expect(messages('Password1')).toEqual(['validation.commonPassword']);
    expect(messages('Tundra-Fox-58')).toBeUndefined();
  });
});
