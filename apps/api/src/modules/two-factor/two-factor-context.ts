import type { Db } from '../../db/connection.js';
import type { OrganizationsService } from '../organizations/index.js';
import type { FactorCheck } from './factor-checks.js';
import type { MfaTokens } from './mfa-tokens.js';
import type { SecretBox } from './secret-box.js';

/** What the two-factor functions work with: one instance's database, secret box, step tokens and checks. */
export interface TwoFactorContext {
  db: Db;
  box: SecretBox;
  mfaTokens: MfaTokens;
  organizations: Pick<OrganizationsService, 'visible'>;
  checked: FactorCheck;
}
