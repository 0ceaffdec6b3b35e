import { describe, expect, it } from 'vitest';
import { LOCK_KEYS } from './lock-keys.js';

describe('advisory lock keys', () => {
  it('are one number per lock', () => {
    const keys = Object.values(LOCK_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
