import {
  isOperator,
  misfitRole,
  OPERATOR_ONLY_ORGANIZATION_FIELDS,
  type Organization,
  type OrganizationInput,
  type OrganizationListQuery,
  type OrganizationType,
  type ClientOrganization,
  type ClientOrganizationQuery,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { assertCurrent, lostEdit } from '../../db/versions.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import type { Page } from '../../db/list.js';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import {
  domainOwner,
  findOrganization,
  findOrganizationRow,
  insertOrganization,
  lineageOf,
  listClientOrganizations,
  listOrganizations,
  lockHierarchy,
  organizationValues,
  rolesInOrganization,
  updateOrganization,
  type OrganizationRow,
} from './organizations.repo.js';
import { deleteOrganizationRow, organizationDeleteBlock } from './removal-guards.repo.js';
import { canSee, notFound, tenantOf } from './tenancy.js';

export interface OrganizationsService {
  list(caller: Caller, query: OrganizationListQuery): Promise<Page<Organization>>;
  /** Client organizations a caller may name (private tariffs): a partner's below it, all for operators. */
  clients(caller: Caller, query: ClientOrganizationQuery): Promise<Page<ClientOrganization>>;
  get(caller: Caller, id: number): Promise<Organization>;
  create(caller: Caller, input: OrganizationInput): Promise<Organization>;
  /** `expected`: the versions If-Match names; undefined changes whatever version is there. */
  update(caller: Caller, id: number, input: OrganizationInput, expected?: ExpectedVersions): Promise<Organization>;
  /** Whether a white-label domain is free, the edited organization's own domain counting as free. */
  isDomainAvailable(caller: Caller, domain: string, organizationId?: number): Promise<boolean>;
  /** Operators: deletes an organization that has no users, requests or open orders (Product specification, domain §8). */
  remove(caller: Caller, id: number): Promise<void>;
  /** The organization if the caller may see it; another tenant's is not found. */
  visible(caller: Caller, id: number): Promise<OrganizationRow>;
}

const DOMAIN_INDEX = 'organizations_domain_key';
const domainTaken: FieldProblem = { fieldName: 'domain', message: 'organizations.domainTaken' };

/** What the audit keeps of an organization: its columns without the timestamps. */
function auditedOrganization(row: OrganizationRow) {
  const { createdAt: _createdAt, updatedAt: _updatedAt, version: _version, ...state } = row;
  return state;
}

/**
 * A partner admin's changes of what only an operator sets. Refused rather than silently kept: who
 * sends another value asked for a change, and saying no beats pretending it was saved. Their form
 * shows these read-only and sends them back unchanged, which passes.
 */
function operatorOnlyProblems(before: OrganizationRow, values: ReturnType<typeof organizationValues>): FieldProblem[] {
  return OPERATOR_ONLY_ORGANIZATION_FIELDS.filter((field) => values[field] !== before[field]).map((field) => ({
    fieldName: field,
    message: 'organizations.operatorOnly',
  }));
}

/** Two organizations saving one domain at the same moment: the unique index decides. */
function domainRace(error: unknown): never {
  if (isUniqueViolation(error, DOMAIN_INDEX)) throw refuse([domainTaken]);
  throw error;
}

/**
 * Organizations (Product specification, shell §3, §6): operators create and edit every one; a partner admin
 * edits their own but not what the platform decides about it; every member reads their own.
 */
export function createOrganizationsService(db: Db): OrganizationsService {
  async function visible(caller: Caller, id: number): Promise<OrganizationRow> {
    const row = canSee(caller, id) ? await findOrganizationRow(db, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function reload(id: number): Promise<Organization> {
    const organization = await findOrganization(db, id);
    if (!organization) throw notFound();
    return organization;
  }

  async function domainProblems(domain: string | null | undefined, self?: number): Promise<FieldProblem[]> {
    if (!domain) return [];
    const owner = await domainOwner(db, domain);
    return owner !== undefined && owner !== self ? [domainTaken] : [];
  }

  /** A new type must still fit every user's roles (users.operatorCompany, users.roleDoesNotFit). */
  async function typeProblems(id: number, before: string, after: OrganizationType): Promise<FieldProblem[]> {
    if (after === before || !misfitRole(await rolesInOrganization(db, id), after)) return [];
    return [{ fieldName: 'type', message: 'organizations.typeDoesNotFitUsers' }];
  }

  /**
   * The parent must exist, must not be the organization itself and must not sit below it (no
   * cycles: Product specification, domain §5). Run under the hierarchy lock, so the lineage read is current.
   */
  async function parentProblems(tx: Db, id: number, parentId: number): Promise<FieldProblem[]> {
    if (parentId === id) return [{ fieldName: 'parentId', message: 'organizations.linkToItself' }];
    const lineage = await lineageOf(tx, parentId);
    if (lineage.length === 0) throw notFound('parentId');
    if (lineage.includes(id)) return [{ fieldName: 'parentId', message: 'organizations.parentAsSubsidiary' }];
    return [];
  }

  return {
    list: (caller, query) => listOrganizations(db, query, tenantOf(caller)),
    clients: (caller, query) => listClientOrganizations(db, query, tenantOf(caller)),

    async get(caller, id) {
      await visible(caller, id);
      return reload(id);
    },

    async create(caller, input) {
      if (input.parentId && !(await findOrganizationRow(db, input.parentId))) throw notFound('parentId');
      const problems = await domainProblems(input.domain);
      if (problems.length) throw refuse(problems);
      const values = organizationValues(input);
      const id = await db
        .transaction(async (tx) => {
          // A new organization has no children yet, so its parent cannot close a cycle.
          const organizationId = await insertOrganization(tx, values);
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'organization',
            entityId: organizationId,
            action: 'create',
            after: values,
          });
          return organizationId;
        })
        .catch(domainRace);
      return reload(id);
    },

    async update(caller, id, input, expected) {
      const before = await visible(caller, id);
      assertCurrent(expected, before.version);
      const values = organizationValues(input);
      const problems = isOperator(caller)
        ? await typeProblems(id, before.type, values.type)
        : operatorOnlyProblems(before, values);
      problems.push(...(await domainProblems(values.domain, id)));
      if (problems.length) throw refuse(problems);
      await db
        .transaction(async (tx) => {
          if (values.parentId !== null && values.parentId !== before.parentId) {
            await lockHierarchy(tx);
            const parent = await parentProblems(tx, id, values.parentId);
            if (parent.length) throw refuse(parent);
          }
          // A new domain waits for an operator's verification again, whoever set it.
          const changes = values.domain === before.domain ? values : { ...values, domainVerifiedAt: null };
          if (!(await updateOrganization(tx, id, changes, expected))) throw lostEdit(expected);
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'organization',
            entityId: id,
            action: 'update',
            before: auditedOrganization(before),
            after: values,
          });
        })
        .catch(domainRace);
      return reload(id);
    },

    async isDomainAvailable(caller, domain, organizationId) {
      if (organizationId !== undefined) await visible(caller, organizationId);
      return (await domainProblems(domain, organizationId)).length === 0;
    },

    async remove(caller, id) {
      const before = await visible(caller, id);
      await db
        .transaction(async (tx) => {
          // The hierarchy lock: a company attached under this one at the same moment waits.
          await lockHierarchy(tx);
          const blocked = await organizationDeleteBlock(tx, id);
          if (blocked) throw new AppError('CONFLICT', { message: blocked });
          if (!(await deleteOrganizationRow(tx, id))) throw notFound();
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'organization',
            entityId: id,
            action: 'delete',
            before: auditedOrganization(before),
          });
        })
        .catch((error: unknown) => {
          // Anything else still naming it (attached companies, tariffs, closed orders) keeps it.
          if (isForeignKeyViolation(error))
            throw new AppError('CONFLICT', { message: 'organizations.deleteBlocked.dependents' });
          throw error;
        });
    },

    visible,
  };
}
