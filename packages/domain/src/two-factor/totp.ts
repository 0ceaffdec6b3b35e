import { hmacSha1 } from './sha1.js';

/**
 * Time-based one-time passwords (RFC 6238) over HOTP (RFC 4226): HMAC-SHA1, a 30-second step,
 * six digits, what every authenticator app reads from an otpauth:// address. Pure: the time is
 * a parameter, so the RFC's test vectors check it.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code may belong to: a phone's clock a little off still works. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the form authenticator apps take. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 (case, spaces and padding ignored); undefined for a character outside the alphabet. */
export function base32Decode(text: string): Uint8Array | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** How many random bytes a shared secret has (RFC 4226 §4 recommends 160 bits). */
export const TOTP_SECRET_BYTES = 20;

/** HOTP (RFC 4226 §5.3): the dynamic truncation of HMAC-SHA1(key, counter), `digits` long. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const mac = hmacSha1(key, message);
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (new DataView(mac.buffer).getUint32(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The time step a moment falls in (RFC 6238 §4.2, T0 = 0). */
export function totpStep(unixMillis: number): number {
  return Math.floor(unixMillis / 1000 / TOTP_STEP_SECONDS);
}

/** The code of a base32 secret at a moment. */
export function totpCode(secret: string, unixMillis: number, digits = TOTP_DIGITS): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('not a base32 secret');
  return hotp(key, totpStep(unixMillis), digits);
}

/** Compares every digit, so the time taken does not tell how many leading digits were right. */
function sameDigits(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The time step whose code matches, looking `TOTP_WINDOW` steps either side of now; undefined
 * when none does. The caller keeps the last step spent, so one code is not accepted twice.
 */
export function matchTotp(secret: string, code: string, unixMillis: number): number | undefined {
  const key = base32Decode(secret);
  const given = code.trim();
  if (!key || !/^\d{6}$/.test(given)) return undefined;
  const now = totpStep(unixMillis);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (sameDigits(hotp(key, step), given)) return step;
  }
  return undefined;
}

/**
 * The otpauth:// address an authenticator app reads from a QR code (the Key Uri Format of
 * Google Authenticator): issuer and account label, the secret, and the RFC 6238 defaults spelled out.
 */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = [
    `secret=${secret}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_STEP_SECONDS}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}
