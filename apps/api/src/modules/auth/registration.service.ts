import { translate, type Language, type Registration, type Role } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { MailService } from '../mail/index.js';
import { insertOrganization } from '../organizations/index.js';
import { type RateLimitsService, RULES } from '../rate-limits/index.js';
import { findUserRow, findUserRowByEmail, insertUser, updateUserRow, type UserRow } from '../users/index.js';
import {
  confirmationCode,
  countSecretAttempt,
  deleteSecret,
  findSecret,
  hashPassword,
  sameHash,
  saveSecret,
  sha256,
} from '../credentials/index.js';
import { noSoonerThan } from './even-time.js';
import { insertHandle, userOfHandle } from './registration-handles.repo.js';

/** Who registers where: clients (cargo owners) under /clients, partners under /users/partners. */
export type Registrant = 'client' | 'partner';

const REGISTRANTS: Record<Registrant, { organizationType: 'CLIENT' | 'PARTNER'; role: Role }> = {
  client: { organizationType: 'CLIENT', role: 'CLIENT' },
  partner: { organizationType: 'PARTNER', role: 'PARTNER_ADMIN' },
};

const CODE_TTL_MINUTES = 24 * 60;
/** Wrong codes one code survives; then a new one must be asked for. */
const CODE_MAX_ATTEMPTS = 5;
/** A new code at most once a minute: each one is a mail to someone's inbox. */
const REGENERATE_AFTER_SECONDS = 60;
/**
 * A registration answers no sooner than this: a new account (an organization, a user, an
 * audit row) and a taken address (a mail to its owner) then take the same time.
 */
const REGISTER_ANSWER_MS = 150;

export interface RegistrationService {
  /** Answers the registration's handle, the same kind of answer for a free and a taken address. */
  register(registrant: Registrant, input: Registration, language: Language): Promise<number>;
  confirm(registrant: Registrant, handle: number, code: string): Promise<void>;
  regenerate(registrant: Registrant, handle: number, language: Language): Promise<void>;
}

/**
 * Self-registration (Product specification, domain §4): the person, their new organization and a six-digit code
 * mailed to them; the account signs in once the code is confirmed. Nothing here tells a caller
 * whether an address is registered (docs/decisions.md D93):
 * a taken address gets a mail to its owner instead of an error, and a handle that made no
 * account, an unknown one and a confirmed one all answer "invalid code".
 */
export function createRegistrationService(
  db: Db,
  mail: MailService,
  rateLimits: RateLimitsService,
  publicUrl: string,
): RegistrationService {
  async function mailCode(
    tx: Db,
    user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'organizationId'>,
    language: Language,
  ) {
    const code = confirmationCode();
    await saveSecret(tx, {
      userId: user.id,
      purpose: 'CONFIRM_EMAIL',
      secretHash: sha256(code),
      ttlMinutes: CODE_TTL_MINUTES,
    });
    return mail.queue(tx, {
      kind: 'registration.code',
      recipients: [user.email],
      subject: translate(language, 'mail.registrationCode.subject', { code }),
      text: translate(language, 'mail.registrationCode.text', { code, name: user.firstName }),
      language,
      organizationId: user.organizationId,
    });
  }

  /** Someone registered with an address that has an account: its owner is told, the caller is not. */
  async function mailOwner(owner: UserRow, language: Language): Promise<number> {
    const lang = (owner.lang as Language | null) ?? language;
    let mailId = 0;
    const handle = await db.transaction(async (tx) => {
      mailId = await mail.queue(tx, {
        kind: 'registration.exists',
        recipients: [owner.email],
        subject: translate(lang, 'mail.registrationExists.subject'),
        text: translate(lang, 'mail.registrationExists.text', {
          name: owner.firstName,
          link: `${publicUrl}/auth/login`,
        }),
        language: lang,
        organizationId: owner.organizationId,
      });
      // The handle of a taken address leads nowhere; it is drawn like any other.
      return insertHandle(tx, null);
    });
    await mail.dispatch([mailId]);
    return handle;
  }

  /** The unconfirmed user behind a handle of this registration path, if any. */
  async function pendingUser(registrant: Registrant, handle: number): Promise<UserRow | undefined> {
    const userId = await userOfHandle(db, handle);
    const user = userId === undefined ? undefined : await findUserRow(db, userId);
    return user && !user.confirmed && user.roles.includes(REGISTRANTS[registrant].role) ? user : undefined;
  }

  async function createAccount(registrant: Registrant, input: Registration, language: Language, passwordHash: string) {
    const { organizationType, role } = REGISTRANTS[registrant];
    let mailId = 0;
    const handle = await db.transaction(async (tx) => {
      const organizationId = await insertOrganization(tx, { name: input.organizationName, type: organizationType });
      const id = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        middleName: input.middleName ?? null,
        phone: input.phone,
        organizationId,
        roles: [role],
        lang: language,
      });
      await recordAudit(tx, {
        actorUserId: null,
        entity: 'user',
        entityId: id,
        action: `register.${registrant}`,
        after: { email: input.email, organizationId },
      });
      mailId = await mailCode(tx, { id, email: input.email, firstName: input.firstName, organizationId }, language);
      return insertHandle(tx, id);
    });
    await mail.dispatch([mailId]);
    return handle;
  }

  return {
    async register(registrant, input, language) {
      return noSoonerThan(REGISTER_ANSWER_MS, async () => {
        const passwordHash = await hashPassword(input.password);
        const owner = await findUserRowByEmail(db, input.email);
        if (owner) return mailOwner(owner, language);
        return createAccount(registrant, input, language, passwordHash).catch(async (error: unknown) => {
          // Two registrations of one e-mail at the same moment: the unique index decides, and
          // the second is answered as any taken address is.
          if (!isUniqueViolation(error, 'users_email_unique')) throw error;
          const winner = await findUserRowByEmail(db, input.email);
          if (!winner) throw error;
          return mailOwner(winner, language);
        });
      });
    },

    async confirm(registrant, handle, code) {
      const invalid = new AppError('BAD_REQUEST', {
        message: 'auth.invalidCode',
        fields: [{ fieldName: 'code', message: 'auth.invalidCode' }],
      });
      const user = await pendingUser(registrant, handle);
      // Wrong codes are capped per address a day, across every code mailed to it.
      const ticket = await rateLimits.take(RULES.confirmCodeAddress, user?.email ?? `handle ${handle}`);
      if (!user) throw invalid;
      const secret = await findSecret(db, user.id, 'CONFIRM_EMAIL');
      if (!secret || secret.expired || secret.attempts >= CODE_MAX_ATTEMPTS) throw invalid;
      if (!sameHash(sha256(code), secret.secretHash)) {
        await countSecretAttempt(db, user.id, 'CONFIRM_EMAIL');
        throw invalid;
      }
      await db.transaction(async (tx) => {
        await updateUserRow(tx, user.id, { confirmed: true });
        await deleteSecret(tx, user.id, 'CONFIRM_EMAIL');
        await recordAudit(tx, { actorUserId: user.id, entity: 'user', entityId: user.id, action: 'confirm' });
      });
      await rateLimits.settle(ticket, true);
    },

    async regenerate(registrant, handle, language) {
      const user = await pendingUser(registrant, handle);
      await rateLimits.take(RULES.regenerateCodeAddress, user?.email ?? `handle ${handle}`);
      // Nothing to mail (unknown, confirmed, or a taken address): answered as if mailed.
      if (!user) return;
      const secret = await findSecret(db, user.id, 'CONFIRM_EMAIL');
      if (secret && secret.ageSeconds < REGENERATE_AFTER_SECONDS)
        throw new AppError('TOO_MANY_REQUESTS', {
          retryAfter: Math.max(1, Math.ceil(REGENERATE_AFTER_SECONDS - secret.ageSeconds)),
        });
      const mailId = await db.transaction((tx) => mailCode(tx, user, language));
      await mail.dispatch([mailId]);
    },
  };
}
