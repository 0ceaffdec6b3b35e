import { describe, expect, it } from 'vitest';
import { forbiddenTextPath, isAllowedText } from './text.js';

describe('isAllowedText', () => {
  it('refuses NUL and lone surrogates, takes any other text', () => {
    expect(isAllowedText('Шанхай 上海 🚢')).toBe(true);
    expect(isAllowedText('')).toBe(true);
    expect(isAllowedText('a\0b')).toBe(false);
    expect(isAllowedText('\uD800')).toBe(false);
    expect(isAllowedText('x\uDFFF')).toBe(false);
  });
});

describe('forbiddenTextPath', () => {
  it('names the first string that is not allowed text, a property name too', () => {
    expect(forbiddenTextPath({ a: [1, { b: 'ok' }, { c: 'x\0' }] })).toEqual(['a', 2, 'c']);
    expect(forbiddenTextPath({ 'k\0': 1 })).toEqual(['k\0']);
    expect(forbiddenTextPath('\uDC00')).toEqual([]);
    expect(forbiddenTextPath({ a: ['fine', null, 3, true] })).toBeUndefined();
  });

  it('walks a deeply nested value without a stack overflow', () => {
    let deep: unknown = 'a\0';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(forbiddenTextPath(deep)?.length).toBe(200_000);
  });
});
