/**
 * The entry of the credentials module: what other modules, server.ts, the seed and the tests may use.
 * What proves who a user is, kept below both auth (which signs people in) and users (which
 * creates and blocks them): password hashes, sessions, one-time secrets and the session check.
 */
export {
  countSecretAttempt,
  deleteSecret,
  findClient,
  findLiveSession,
  findLoginCandidate,
  findSecret,
  insertSession,
  isSessionActive,
  revokeSession,
  revokeUserSessions,
  rotateSession,
  saveSecret,
} from './credentials.service.js';
export { hashPassword, spendPasswordCheck, verifyPassword } from './passwords.js';
export { confirmationCode, randomToken, sameHash, sha256 } from './secrets.js';
export { cachedSessionCheck, SESSION_CHECK_MS, type SessionCheck, sessionsEnded } from './session-check.js';
