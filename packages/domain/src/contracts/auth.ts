import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema, phoneSchema } from '../validation/rules.js';
import { handoverGrantSchema } from './handover.js';
import { MFA_OTP_GRANT, MFA_RECOVERY_CODE_GRANT } from './two-factor.js';

/** Re-exported where the routes have always taken it from. */
export { idParamsSchema } from '../validation/rules.js';

/** The public OAuth2 client of the SPA and the widget: client id `web`, empty secret. */
export const WEB_CLIENT_ID = 'web';
/** `Basic base64("web:")`, the authorization header the SPA and the widget send to /oauth2/token. */
export const WEB_CLIENT_AUTHORIZATION = 'Basic d2ViOg==';

/** The form fields of `POST /oauth2/token` (RFC 6749 §4.3 and §6; the white-label hand-over, handover.ts). */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(128),
    /** A calculation made as a guest, attached to the account at sign-in. */
    guestOrderId: z.string().trim().max(64).optional(),
    /** A trusted device's token from an earlier second step: the second factor is not asked again. */
    device_token: z.string().max(256).optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(512),
  }),
  handoverGrantSchema,
  z.object({
    grant_type: z.literal(MFA_OTP_GRANT),
    mfa_token: z.string().min(1).max(2048),
    otp: z.string().trim().min(1).max(16),
    /** "true": answer a device token too, so this device skips the second factor for 30 days. */
    trust_device: z.enum(['true', 'false']).optional(),
  }),
  z.object({
    grant_type: z.literal(MFA_RECOVERY_CODE_GRANT),
    mfa_token: z.string().min(1).max(2048),
    recovery_code: z.string().trim().min(1).max(32),
    trust_device: z.enum(['true', 'false']).optional(),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds the access token is valid. */
  expires_in: z.number().int().positive(),
  /** Only when this grant completed a first enrolment: the recovery codes, shown once. */
  recovery_codes: z.array(z.string()).optional(),
  /** Only when the second step asked to trust the device. */
  device_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Self-registration of a client (cargo owner) or a partner: the person and their organization. */
export const registrationSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  middleName: nameSchema.optional(),
  phone: phoneSchema,
  organizationName: z.string().trim().min(1).max(200),
});
export type Registration = z.infer<typeof registrationSchema>;

/** The six-digit code mailed at registration. */
export const CONFIRMATION_CODE_LENGTH = 6;
export const confirmCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'auth.invalidCode' }),
});

export const changePasswordSchema = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: passwordSchema,
});

export const sendRestorePasswordSchema = z.object({ email: emailSchema });

export const restorePasswordSchema = z.object({
  token: z.string().trim().min(1).max(256),
  password: passwordSchema,
});

/** A row id in a path: a positive 32-bit integer (a larger one would fail in the database, not here). */
export const createdIdSchema = z.object({ id: z.number().int().positive() });
