import { describe, expect, it } from 'vitest';
import { flagEmoji } from './flag-emoji';

describe('flagEmoji', () => {
  it('draws a country code as its flag', () => {
    expect(flagEmoji('CN')).toBe('🇨🇳');
    expect(flagEmoji('RU')).toBe('🇷🇺');
    expect(flagEmoji('US')).toBe('🇺🇸');
  });

  it('takes lower case and surrounding spaces', () => {
    expect(flagEmoji(' de ')).toBe('🇩🇪');
  });

  it('gives nothing for what is not two Latin letters', () => {
    expect(flagEmoji('')).toBe('');
    expect(flagEmoji(null)).toBe('');
    expect(flagEmoji(undefined)).toBe('');
    expect(flagEmoji('CHN')).toBe('');
    expect(flagEmoji('C1')).toBe('');
    expect(flagEmoji('КН')).toBe('');
  });
});
