import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { totpCode } from '@cargo/domain';

/**
 * The authenticators the setup project enrolled for the demo logins that must have one
 * (operators and partner admins, issue 27): the secret, to make codes from, and the trusted
 * device token the API sign-in helper presents so it is not asked for a code every time. Kept in
 * the run's data directory, which every worker shares and the run removes.
 */
export interface Enrolled {
  secret: string;
  deviceToken: string;
}

const file = () => path.join(process.env.E2E_DATA_DIR ?? '.', 'two-factor.json');

export function readEnrolled(): Record<string, Enrolled> {
  return existsSync(file()) ? (JSON.parse(readFileSync(file(), 'utf8')) as Record<string, Enrolled>) : {};
}

export function writeEnrolled(enrolled: Record<string, Enrolled>): void {
  writeFileSync(file(), JSON.stringify(enrolled, null, 2));
}

/**
 * A code the server has not taken yet: the next step's. The server accepts one step either side
 * of now and each step once; the setup spent a step at or before now.
 */
export function nextCode(secret: string): string {
  return totpCode(secret, Date.now() + 30_000);
}
