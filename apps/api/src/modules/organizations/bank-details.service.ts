import { isOperator, OPERATOR_ONLY_BANK_DETAILS_FIELDS, type BankDetails, type BankDetailsInput } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { assertCurrent, lostEdit } from '../../db/versions.js';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { findBankDetails, insertBankDetails, updateBankDetails } from './bank-details.repo.js';
import type { OrganizationsService } from './organizations.service.js';

export interface BankDetailsService {
  /** The organization's bank details; null until someone fills them in. */
  get(caller: Caller, organizationId: number): Promise<BankDetails | null>;
  create(caller: Caller, organizationId: number, input: BankDetailsInput): Promise<BankDetails>;
  /** `expected`: the versions If-Match names; undefined changes whatever version is there. */
  update(
    caller: Caller,
    organizationId: number,
    input: BankDetailsInput,
    expected?: ExpectedVersions,
  ): Promise<BankDetails>;
}

const UNIQUE_INDEX = 'organization_bank_details_organization_id_unique';
const alreadyThere = () => new AppError('CONFLICT', { message: 'organizations.bankDetailsExist' });

/**
 * The platform's commercial terms (conversion percent, client limit) stay as an operator set
 * them: an organization's admin who sends other values is refused, as for the operator-only
 * fields of the organization itself.
 */
function operatorOnlyProblems(caller: Caller, input: BankDetailsInput, current: BankDetails | undefined) {
  if (isOperator(caller)) return [];
  return OPERATOR_ONLY_BANK_DETAILS_FIELDS.filter((field) => (input[field] ?? null) !== (current?.[field] ?? null)).map(
    (field): FieldProblem => ({ fieldName: field, message: 'organizations.operatorOnly' }),
  );
}

/**
 * One set of bank and tax details per organization (Product specification, domain §3, §5): operators for every
 * organization, an organization's admin for their own. The digit rules live in the contract.
 */
export function createBankDetailsService(db: Db, organizations: OrganizationsService): BankDetailsService {
  return {
    async get(caller, organizationId) {
      await organizations.visible(caller, organizationId);
      return (await findBankDetails(db, organizationId)) ?? null;
    },

    async create(caller, organizationId, input) {
      await organizations.visible(caller, organizationId);
      if (await findBankDetails(db, organizationId)) throw alreadyThere();
      const problems = operatorOnlyProblems(caller, input, undefined);
      if (problems.length) throw refuse(problems);
      return db
        .transaction(async (tx) => {
          // Audited under the organization's id: there is one set per organization, found by it.
          const created = await insertBankDetails(tx, organizationId, input);
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'bankDetails',
            entityId: organizationId,
            action: 'create',
            after: created,
          });
          return created;
        })
        .catch((error: unknown) => {
          // Two first saves at the same moment: the unique index keeps one set per organization.
          if (isUniqueViolation(error, UNIQUE_INDEX)) throw alreadyThere();
          throw error;
        });
    },

    async update(caller, organizationId, input, expected) {
      await organizations.visible(caller, organizationId);
      const before = await findBankDetails(db, organizationId);
      if (!before) throw new AppError('NOT_FOUND', { message: 'organizations.noBankDetails' });
      assertCurrent(expected, before.version);
      const problems = operatorOnlyProblems(caller, input, before);
      if (problems.length) throw refuse(problems);
      return db.transaction(async (tx) => {
        const after = await updateBankDetails(tx, organizationId, input, expected);
        if (!after) throw lostEdit(expected);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'bankDetails',
          entityId: organizationId,
          action: 'update',
          before,
          after,
        });
        return after;
      });
    },
  };
}
