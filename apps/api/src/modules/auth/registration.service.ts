import { translate, type Language, type Registration, type Role } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/audit.repo.js';
import type { MailService } from '../mail/mail.service.js';
import { insertOrganization } from '../organizations/organizations.repo.js';
import { emailTaken, findUserRow, insertUser, updateUserRow, type UserRow } from '../users/users.repo.js';
import { countSecretAttempt, deleteSecret, findSecret, saveSecret } from './credentials.repo.js';
import { hashPassword } from './passwords.js';
import { confirmationCode, sameHash, sha256 } from './secrets.js';

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

export interface RegistrationService {
  register(registrant: Registrant, input: Registration, language: Language): Promise<number>;
  confirm(registrant: Registrant, userId: number, code: string): Promise<void>;
  regenerate(registrant: Registrant, userId: number, language: Language): Promise<void>;
}

/**
 * Self-registration (spec/domain.md §4): the person, their new organization and a six-digit code
 * mailed to them; the account signs in once the code is confirmed.
 */
export function createRegistrationService(db: Db, mail: MailService): RegistrationService {
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

  /** The unconfirmed user behind a registration path; another kind of user is not found there. */
  async function registeredUser(registrant: Registrant, userId: number): Promise<UserRow> {
    const user = await findUserRow(db, userId);
    if (!user || !user.roles.includes(REGISTRANTS[registrant].role))
      throw new AppError('NOT_FOUND', { message: 'auth.userNotFound' });
    if (user.confirmed) throw new AppError('BAD_REQUEST', { message: 'auth.alreadyConfirmed' });
    return user;
  }

  return {
    async register(registrant, input, language) {
      const { organizationType, role } = REGISTRANTS[registrant];
      const passwordHash = await hashPassword(input.password);
      const emailError = { fields: [{ fieldName: 'email', message: 'auth.emailRegistered' as const }] };
      if (await emailTaken(db, input.email)) throw new AppError('BAD_REQUEST', emailError);
      let mailId = 0;
      const userId = await db
        .transaction(async (tx) => {
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
          return id;
        })
        .catch((error: unknown) => {
          // Two registrations of one e-mail at the same moment: the unique index decides.
          if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('BAD_REQUEST', emailError);
          throw error;
        });
      await mail.dispatch([mailId]);
      return userId;
    },

    async confirm(registrant, userId, code) {
      const user = await registeredUser(registrant, userId);
      const secret = await findSecret(db, user.id, 'CONFIRM_EMAIL');
      const invalid = new AppError('BAD_REQUEST', {
        message: 'auth.invalidCode',
        fields: [{ fieldName: 'code', message: 'auth.invalidCode' }],
      });
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
    },

    async regenerate(registrant, userId, language) {
      const user = await registeredUser(registrant, userId);
      const secret = await findSecret(db, user.id, 'CONFIRM_EMAIL');
      if (secret && secret.ageSeconds < REGENERATE_AFTER_SECONDS) throw new AppError('TOO_MANY_REQUESTS');
      const mailId = await db.transaction((tx) => mailCode(tx, user, language));
      await mail.dispatch([mailId]);
    },
  };
}
