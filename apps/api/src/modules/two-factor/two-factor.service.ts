import type { TwoFactorEnrolment, TwoFactorStatus } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../auth/index.js';
import type { OrganizationsService } from '../organizations/index.js';
import { disableFactor, regenerateRecoveryCodes, resetFactor } from './factor-changes.js';
import { confirmEnrolment, factorStatus, startEnrolmentWithToken } from './factor-enrolment.js';
import type { FactorCheck } from './factor-checks.js';
import { startEnrolment } from './factor-secrets.js';
import type { MfaTokens } from './mfa-tokens.js';
import { organizationRequirement, requireOfOrganization } from './organization-requirement.js';
import {
  completeWithOtp,
  completeWithRecoveryCode,
  requireSecondStep,
  type SecondStepRequest,
  type SecondStepResult,
} from './second-step.js';
import type { SecretBox } from './secret-box.js';
import type { TwoFactorContext } from './two-factor-context.js';

export interface TwoFactorService {
  status(caller: Caller): Promise<TwoFactorStatus>;
  /** Draws a new secret for the signed-in user (a first factor or a replacement). */
  startEnrolment(caller: Caller): Promise<TwoFactorEnrolment>;
  /** The same for a user holding an enrolment `mfa_token` (a factor is required and missing). */
  startEnrolmentWithToken(mfaToken: string): Promise<TwoFactorEnrolment>;
  /** A code from the app confirms the waiting secret; answers the new recovery codes. */
  confirm(caller: Caller, code: string): Promise<string[]>;
  /** Switches the factor off with a current code or a recovery code; refused where it is required. */
  disable(caller: Caller, proof: string): Promise<void>;
  regenerateRecoveryCodes(caller: Caller, code: string): Promise<string[]>;
  /** An operator removes another user's factor (a lost phone): they enrol again at their next sign-in. */
  reset(caller: Caller, userId: number): Promise<void>;
  /** Whether an organization the caller sees requires a factor of every user of it. */
  organizationRequirement(caller: Caller, organizationId: number): Promise<{ required: boolean }>;
  /** The organization's admin or an operator requires a factor of every user of it. */
  setOrganizationRequirement(caller: Caller, organizationId: number, required: boolean): Promise<void>;
  /**
   * After a correct password: nothing when no second step is due; otherwise throws
   * MFA_REQUIRED or MFA_ENROLLMENT_REQUIRED with the `mfa_token` of the next step.
   */
  requireSecondStep(
    clientId: string,
    userId: number,
    deviceToken: string | undefined,
    guestOrderId?: string,
  ): Promise<void>;
  completeWithOtp(request: SecondStepRequest & { otp: string }): Promise<SecondStepResult>;
  completeWithRecoveryCode(request: SecondStepRequest & { recoveryCode: string }): Promise<SecondStepResult>;
}

/**
 * Second factors: an authenticator app's codes, recovery codes, trusted devices, and the step a
 * sign-in passes after the password. The work is done by functions in modules named for it:
 * factor-enrolment.ts (status, enrol, confirm), factor-changes.ts (disable, new recovery codes,
 * an operator's reset), organization-requirement.ts, second-step.ts (the sign-in's step),
 * factor-secrets.ts, factor-proofs.ts and trusted-devices.ts below them. This binds them to one
 * instance's database, secret box, step tokens and rate-limited checks.
 */
export function createTwoFactorService(
  db: Db,
  box: SecretBox,
  mfaTokens: MfaTokens,
  organizations: Pick<OrganizationsService, 'visible'>,
  checked: FactorCheck,
): TwoFactorService {
  const context: TwoFactorContext = { db, box, mfaTokens, organizations, checked };
  return {
    status: (caller) => factorStatus(context, caller),
    startEnrolment: (caller) => startEnrolment(context, caller.userId),
    startEnrolmentWithToken: (mfaToken) => startEnrolmentWithToken(context, mfaToken),
    confirm: (caller, code) => confirmEnrolment(context, caller, code),
    disable: (caller, proof) => disableFactor(context, caller, proof),
    regenerateRecoveryCodes: (caller, code) => regenerateRecoveryCodes(context, caller, code),
    reset: (caller, userId) => resetFactor(context, caller, userId),
    organizationRequirement: (caller, organizationId) => organizationRequirement(context, caller, organizationId),
    setOrganizationRequirement: (caller, organizationId, required) =>
      requireOfOrganization(context, caller, organizationId, required),
    requireSecondStep: (clientId, userId, deviceToken, guestOrderId) =>
      requireSecondStep(context, clientId, userId, deviceToken, guestOrderId),
    completeWithOtp: (request) => completeWithOtp(context, request),
    completeWithRecoveryCode: (request) => completeWithRecoveryCode(context, request),
  };
}
