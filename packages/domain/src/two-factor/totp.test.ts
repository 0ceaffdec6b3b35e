import { describe, expect, it } from 'vitest';
import { sha1 } from './sha1.js';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode } from './totp.js';
import { createHash, randomBytes } from 'node:crypto';
import { recoveryCodesFrom, normalizeRecoveryCode } from './recovery-codes.js';

const ascii = (text: string) => new TextEncoder().encode(text);
const rfcSecret = base32Encode(ascii('12345678901234567890'));

describe('TOTP', () => {
  it('gives the SHA-1 test vectors of RFC 6238 Appendix B', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(rfcSecret, seconds * 1000, 8)).toBe(code);
  });

  it('gives the HOTP values of RFC 4226 Appendix D', () => {
    const key = ascii('12345678901234567890');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32 and refuses characters outside the alphabet', () => {
    expect(base32Encode(ascii('foobar'))).toBe('MZXW6YTBOI');
    expect(new TextDecoder().decode(base32Decode('mzxw 6ytb oi======'))).toBe('foobar');
    expect(base32Decode('MZ1')).toBeUndefined();
  });

  it('matches a code of the step before, now and after, not two steps away', () => {
    const now = 1_700_000_000_000;
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now), now)).toBe(Math.floor(now / 30_000));
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 30_000), now)).toBe(Math.floor(now / 30_000) - 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now + 30_000), now)).toBe(Math.floor(now / 30_000) + 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 60_000), now)).toBeUndefined();
    expect(matchTotp(rfcSecret, '12345', now)).toBeUndefined();
    expect(matchTotp(rfcSecret, 'abcdef', now)).toBeUndefined();
  });

  it('names the issuer, the account and the secret in the otpauth address', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'Cargo', 'op@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Cargo:op@example.com');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('Cargo');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes that read the same in any case and spacing', () => {
    const codes = recoveryCodesFrom((bytes) => randomBytes(bytes));
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(normalizeRecoveryCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
  });
});

describe('SHA-1', () => {
  it('gives the FIPS 180 example and what node:crypto gives for a long message', () => {
    const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
    expect(hex(sha1(new TextEncoder().encode('abc')))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hex(sha1(new TextEncoder().encode('a'.repeat(1000))))).toBe(
      createHash('sha1').update('a'.repeat(1000)).digest('hex'),
    );
  });
});
