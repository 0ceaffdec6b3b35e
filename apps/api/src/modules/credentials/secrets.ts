import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_CODE_LENGTH } from '@cargo/domain';

/**
 * Random secrets the server hands out and keeps only as SHA-256 hashes: refresh tokens,
 * password-restore tokens, confirmation codes. A leaked table gives nobody a usable secret.
 * (They are random, unlike passwords, so a fast hash is enough.)
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Six random digits, leading zeros kept. */
export function confirmationCode(): string {
  return String(randomInt(0, 10 ** CONFIRMATION_CODE_LENGTH)).padStart(CONFIRMATION_CODE_LENGTH, '0');
}
