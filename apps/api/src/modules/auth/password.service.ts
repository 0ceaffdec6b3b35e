import { translate, type Language } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { MailService } from '../mail/index.js';
import { findUserRow, findUserRowByEmail, updateUserRow } from '../users/index.js';
import type { Caller } from './access-tokens.js';
import {
  deleteSecret,
  findSecret,
  hashPassword,
  randomToken,
  revokeUserSessions,
  sameHash,
  saveSecret,
  sha256,
  verifyPassword,
} from '../credentials/index.js';
import { noSoonerThan } from './even-time.js';

const RESTORE_TTL_MINUTES = 60;
/**
 * A recovery answers no sooner than this: a registered address (a token and a mail written)
 * and an unknown one (one lookup) then take the same time.
 */
const RESTORE_ANSWER_MS = 100;

export interface PasswordService {
  /** Mails a one-time link when a user has the e-mail; says nothing either way. */
  sendRestoreLink(email: string, language: Language): Promise<void>;
  /** Sets a new password with the mailed token; every session of the user ends. */
  restore(token: string, password: string): Promise<void>;
  /** The signed-in user's own change; their other sessions end. */
  change(caller: Caller, oldPassword: string, newPassword: string): Promise<void>;
}

export function createPasswordService(db: Db, mail: MailService, publicUrl: string): PasswordService {
  async function sendRestoreLink(email: string, language: Language): Promise<void> {
    const user = await findUserRowByEmail(db, email);
    if (!user) return;
    const secret = randomToken();
    // The token names its user so the lookup needs no scan; only the hash of the secret is kept.
    const token = `${user.id}.${secret}`;
    const link = `${publicUrl}/auth/password-recovery?token=${encodeURIComponent(token)}`;
    const lang = (user.lang as Language | null) ?? language;
    const mailId = await db.transaction(async (tx) => {
      await saveSecret(tx, {
        userId: user.id,
        purpose: 'RESTORE_PASSWORD',
        secretHash: sha256(secret),
        ttlMinutes: RESTORE_TTL_MINUTES,
      });
      return mail.queue(tx, {
        kind: 'password.restore',
        recipients: [user.email],
        subject: translate(lang, 'mail.restorePassword.subject'),
        text: translate(lang, 'mail.restorePassword.text', { link, name: user.firstName }),
        language: lang,
        organizationId: user.organizationId,
      });
    });
    await mail.dispatch([mailId]);
  }

  return {
    sendRestoreLink: (email, language) => noSoonerThan(RESTORE_ANSWER_MS, () => sendRestoreLink(email, language)),

    async restore(token, password) {
      const invalid = new AppError('BAD_REQUEST', {
        message: 'auth.invalidLink',
        fields: [{ fieldName: 'token', message: 'auth.invalidLink' }],
      });
      const [id, secret] = token.split('.');
      const userId = Number(id);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !secret) throw invalid;
      const stored = await findSecret(db, userId, 'RESTORE_PASSWORD');
      if (!stored || stored.expired || !sameHash(sha256(secret), stored.secretHash)) throw invalid;
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // The link came to the mailbox, which is what confirming an e-mail proves as well.
        await updateUserRow(tx, userId, { passwordHash, confirmed: true });
        await deleteSecret(tx, userId, 'RESTORE_PASSWORD');
        await revokeUserSessions(tx, userId);
        await recordAudit(tx, { actorUserId: userId, entity: 'user', entityId: userId, action: 'password.restore' });
      });
    },

    async change(caller, oldPassword, newPassword) {
      const user = await findUserRow(db, caller.userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!(await verifyPassword(oldPassword, user.passwordHash)))
        throw new AppError('BAD_REQUEST', {
          message: 'auth.invalidOldPassword',
          fields: [{ fieldName: 'oldPassword', message: 'auth.invalidOldPassword' }],
        });
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await updateUserRow(tx, user.id, { passwordHash });
        await revokeUserSessions(tx, user.id, caller.sessionId);
        await recordAudit(tx, { actorUserId: user.id, entity: 'user', entityId: user.id, action: 'password.change' });
      });
    },
  };
}
