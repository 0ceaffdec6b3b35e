import type { Db } from '../../db/connection.js';
import { randomToken, sameHash, sha256 } from '../credentials/index.js';
import { findTrustedDevice, insertTrustedDevice } from './two-factor.repo.js';

/** How long "trust this device" lasts. */
const TRUSTED_DEVICE_DAYS = 30;

/** Trusts the device a sign-in came from; answers its token (`id.secret`, the secret stored hashed). */
export async function trustDevice(db: Db, userId: number): Promise<string> {
  const id = randomToken(16);
  const secret = randomToken();
  await insertTrustedDevice(db, { id, userId, tokenHash: sha256(secret), days: TRUSTED_DEVICE_DAYS });
  return `${id}.${secret}`;
}

/** Whether `token` names a device the user trusted and that trust still holds. */
export async function isTrustedDevice(db: Db, userId: number, token: string | undefined): Promise<boolean> {
  const [id, secret, ...rest] = (token ?? '').split('.');
  if (!id || !secret || rest.length) return false;
  const device = await findTrustedDevice(db, id);
  return !!device && device.userId === userId && sameHash(sha256(secret), device.tokenHash);
}
