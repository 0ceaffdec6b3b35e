import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens.js';

const key = new TextEncoder().encode('k'.repeat(48));
const caller = { userId: 7, organizationId: 3, roles: ['CLIENT'] as const, sessionId: 's1' };

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the caller of a valid token again and again, and nobody once it has expired', async () => {
    const started = Date.now();
    vi.useFakeTimers({ now: started, toFake: ['Date'] });
    const tokens = createAccessTokens(key, 60);
    const token = await tokens.issue(caller);
    expect(await tokens.verify(token)).toEqual(caller);
    vi.setSystemTime(started + 59_000);
    expect(await tokens.verify(token)).toEqual(caller);
    // Remembered as valid a second ago, refused now all the same.
    vi.setSystemTime(started + 61_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another key, or altered, even right after the real one was accepted', async () => {
    const tokens = createAccessTokens(key, 60);
    const token = await tokens.issue(caller);
    expect(await tokens.verify(token)).toEqual(caller);
    const foreign = await createAccessTokens(new TextEncoder().encode('o'.repeat(48)), 60).issue(caller);
    expect(await tokens.verify(foreign)).toBeUndefined();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // A character inside the signature (the last one's low bits are padding).
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
  });

  it('keeps answering right once more tokens were verified than it remembers', async () => {
    const tokens = createAccessTokens(key, 60);
    const issued = await Promise.all(
      Array.from({ length: 10_050 }, (_, at) => tokens.issue({ ...caller, userId: at + 1 })),
    );
    for (const token of issued) await tokens.verify(token);
    // The first ones were let go and are checked by their signature again; the last ones are kept.
    expect((await tokens.verify(issued[0] as string))?.userId).toBe(1);
    expect((await tokens.verify(issued.at(-1) as string))?.userId).toBe(10_050);
  });
});
