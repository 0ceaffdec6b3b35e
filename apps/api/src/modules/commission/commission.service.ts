import {
  commissionInputIssues,
  fieldName,
  isOperator,
  isOrganizationAdmin,
  normalizeCommissionInput,
  type CargoType,
  type Commission,
  type CommissionInputParsed,
  type CommissionListQuery,
  type CommissionPair,
  type CommissionRule,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Page } from '../../db/list.js';
import { assertCurrent, lostEdit } from '../../db/versions.js';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { notFound, type OrganizationsService, tenantOf } from '../organizations/index.js';
import {
  commissionsFor,
  deleteCommission,
  findCommission,
  insertCommission,
  integratorRewardDisabled,
  isActiveCurrency,
  listCommissions,
  ruleTaken,
  rulesOf,
  toRule,
  updateCommission,
  type CommissionRecord,
  type CommissionRow,
  type CommissionValues,
} from './commission.repo.js';

export interface CommissionService {
  list(caller: Caller, query: CommissionListQuery): Promise<Page<Commission>>;
  get(caller: Caller, id: number): Promise<Commission>;
  /** Both variants of an organization's rules for a cargo type, null where unset. */
  byCargo(caller: Caller, organizationId: number, cargoType: CargoType): Promise<CommissionPair>;
  create(caller: Caller, input: CommissionInputParsed): Promise<Commission>;
  /** `expected`: the versions If-Match names; undefined changes whatever version is there. */
  update(caller: Caller, id: number, input: CommissionInputParsed, expected?: ExpectedVersions): Promise<Commission>;
  remove(caller: Caller, id: number): Promise<void>;
  /**
   * For the pricing engine: every rule (both variants) for the cargo type, and the organizations
   * that disable the integrator reward — whose marketplace commission the engine then leaves out
   * (Product specification, shell §6: "margin rules are enabled unless the organization disables the integrator
   * reward"). Not the caller's business: every quote prices with them. All of them, not a
   * quote's sellers': pricing keeps them until a commission or an organization changes.
   */
  rulesFor(cargoType: CargoType): Promise<{ rules: CommissionRule[]; integratorDisabled: Set<number> }>;
}

const UNIQUE_INDEX = 'commissions_organization_cargo_idx';
const alreadySet: FieldProblem = { fieldName: 'cargoType', message: 'commission.alreadySet' };
/**
 * Who may change a rule: operators every one; an organization's admin its own organization's
 * markup (integrator false). The marketplace's commission on a partner is the operators' to set,
 * however much the partner would like it lower.
 */
function mayEdit(caller: Caller, row: Pick<CommissionRow, 'organizationId' | 'integrator'>): boolean {
  if (isOperator(caller)) return true;
  return isOrganizationAdmin(caller) && row.organizationId === caller.organizationId && !row.integrator;
}

/** The same rule as a refusal, with the message saying which part of it was missed. */
function assertMayEdit(caller: Caller, row: Pick<CommissionRow, 'organizationId' | 'integrator'>): void {
  if (mayEdit(caller, row)) return;
  const message = isOrganizationAdmin(caller)
    ? 'commission.integratorOperatorOnly'
    : 'commission.organizationAdminOnly';
  throw new AppError('FORBIDDEN', { message });
}

function toCommission(caller: Caller, { row, organizationName }: CommissionRecord): Commission {
  return {
    id: row.id,
    organization: { id: row.organizationId, name: organizationName },
    cargoType: row.cargoType as Commission['cargoType'],
    integrator: row.integrator,
    type: row.type as Commission['type'],
    percent: row.percent,
    ranges: row.ranges.map((range) => ({ from: range.from, to: range.to, amount: range.amount })),
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    currency: row.currency,
    editable: mayEdit(caller, row),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(input: CommissionInputParsed, organizationId: number): Omit<CommissionValues, 'createdBy'> {
  return {
    organizationId,
    cargoType: input.cargoType,
    integrator: input.integrator,
    type: input.type,
    percent: input.percent ?? null,
    ranges: input.ranges.map((range) => ({ from: range.from, to: range.to ?? null, amount: range.amount })),
    minAmount: input.minAmount ?? null,
    maxAmount: input.maxAmount ?? null,
    currency: input.currency,
  };
}

/**
 * Commission rules (Product specification, domain §3, §5, §7): per organization whose tariffs are sold, cargo
 * type and variant. Operators keep every one; a partner's admin keeps its organization's markup
 * and reads the marketplace's commission on it; its managers read both. Another organization's
 * rule is not found.
 */
export function createCommissionService(db: Db, organizations: OrganizationsService): CommissionService {
  async function visible(caller: Caller, id: number): Promise<CommissionRecord> {
    const record = await findCommission(db, id, tenantOf(caller));
    if (!record) throw notFound();
    return record;
  }

  /**
   * The organization a rule will apply to: the one named, or the caller's own. Another tenant's
   * or a missing one is not found on `organizationId`; a client organization sells nothing.
   */
  async function sellerOf(caller: Caller, requested: number | null | undefined, current?: number): Promise<number> {
    const id = requested ?? current ?? caller.organizationId;
    const organization = await organizations.visible(caller, id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound('organizationId');
      throw error;
    });
    if (organization.type === 'CLIENT')
      throw refuse([{ fieldName: 'organizationId', message: 'commission.organizationNotSeller' }]);
    return id;
  }

  /** The domain's rules and the currency, refused together as field errors. */
  async function check(input: CommissionInputParsed): Promise<void> {
    const problems: FieldProblem[] = commissionInputIssues(input).map((issue) => ({
      fieldName: fieldName(issue.path),
      message: issue.message,
      ...(issue.params ? { params: issue.params } : {}),
    }));
    if (!(await isActiveCurrency(db, input.currency)))
      problems.push({ fieldName: 'currency', message: 'tariffs.unknown.currency' });
    if (problems.length) throw refuse(problems);
  }

  /** Two writers of one organization, cargo type and variant at once: the unique index decides. */
  function duplicateRace(error: unknown): never {
    if (isUniqueViolation(error, UNIQUE_INDEX)) throw refuse([alreadySet]);
    throw error;
  }

  async function get(caller: Caller, id: number): Promise<Commission> {
    return toCommission(caller, await visible(caller, id));
  }

  return {
    async list(caller, query) {
      const page = await listCommissions(db, tenantOf(caller), query);
      return { ...page, items: page.items.map((record) => toCommission(caller, record)) };
    },

    get,

    async byCargo(caller, organizationId, cargoType) {
      await organizations.visible(caller, organizationId);
      const records = await commissionsFor(db, organizationId, cargoType);
      const of = (integrator: boolean) => {
        const record = records.find((candidate) => candidate.row.integrator === integrator);
        return record ? toCommission(caller, record) : null;
      };
      return { integrator: of(true), markup: of(false) };
    },

    async create(caller, parsed) {
      const input = normalizeCommissionInput(parsed);
      const organizationId = await sellerOf(caller, input.organizationId);
      assertMayEdit(caller, { organizationId, integrator: input.integrator });
      await check(input);
      const values = valuesOf(input, organizationId);
      const id = await db
        .transaction(async (tx) => {
          if (await ruleTaken(tx, values)) throw refuse([alreadySet]);
          const row = await insertCommission(tx, { ...values, createdBy: caller.userId });
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'commission',
            entityId: row.id,
            action: 'create',
            after: row,
          });
          return row.id;
        })
        .catch(duplicateRace);
      return get(caller, id);
    },

    async update(caller, id, parsed, expected) {
      const { row: before } = await visible(caller, id);
      assertMayEdit(caller, before);
      assertCurrent(expected, before.version);
      const input = normalizeCommissionInput(parsed);
      const organizationId = await sellerOf(caller, input.organizationId, before.organizationId);
      // Nor may a partner's admin turn its markup into the marketplace's commission, or move it away.
      assertMayEdit(caller, { organizationId, integrator: input.integrator });
      await check(input);
      const values = valuesOf(input, organizationId);
      await db
        .transaction(async (tx) => {
          if (await ruleTaken(tx, values, id)) throw refuse([alreadySet]);
          const after = await updateCommission(tx, id, values, expected);
          // Changed or deleted by someone else since it was read.
          if (!after) throw lostEdit(expected);
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'commission',
            entityId: id,
            action: 'update',
            before,
            after,
          });
        })
        .catch(duplicateRace);
      return get(caller, id);
    },

    async remove(caller, id) {
      const { row } = await visible(caller, id);
      assertMayEdit(caller, row);
      await db.transaction(async (tx) => {
        const before = await deleteCommission(tx, id);
        if (!before) throw notFound();
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'commission',
          entityId: id,
          action: 'delete',
          before,
        });
      });
    },

    async rulesFor(cargoType) {
      const rows = await rulesOf(db, cargoType);
      const disabled = await integratorRewardDisabled(db);
      return { rules: rows.map(toRule), integratorDisabled: new Set(disabled) };
    },
  };
}
