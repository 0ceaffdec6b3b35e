import { z } from 'zod';

/** The grants of the second sign-in step at `POST /oauth2/token`, after a 403 `MFA_REQUIRED`. */
export const MFA_OTP_GRANT = 'urn:cargo:params:oauth:grant-type:mfa-otp';
export const MFA_RECOVERY_CODE_GRANT = 'urn:cargo:params:oauth:grant-type:mfa-recovery-code';

/** The error codes of a correct password whose second factor is still due (or not yet enrolled). */
export const MFA_REQUIRED = 'MFA_REQUIRED';
export const MFA_ENROLLMENT_REQUIRED = 'MFA_ENROLLMENT_REQUIRED';

export const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'twoFactor.codeFormat' });

export const recoveryCodeSchema = z
  .string()
  .trim()
  .min(10, { message: 'twoFactor.recoveryCodeFormat' })
  .max(16, { message: 'twoFactor.recoveryCodeFormat' })
  .regex(/^[A-Za-z0-9 -]+$/, { message: 'twoFactor.recoveryCodeFormat' });

/** Where a user stands: the profile's security section. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enrolledAt: z.string().nullable(),
  /** Their role or organization requires a factor: it can be replaced but not switched off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A secret being enrolled: shown once, as text and as the otpauth:// address for a QR code. */
export const twoFactorEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const enrolWithMfaTokenSchema = z.object({ mfa_token: z.string().min(1).max(2048) });
export const twoFactorCodeSchema = z.object({ code: otpSchema });
/** Proof for switching the factor off: a current code or an unused recovery code. */
export const twoFactorProofSchema = z.object({ code: z.string().trim().min(6).max(16) });
export const twoFactorRequirementSchema = z.object({ required: z.boolean() });
