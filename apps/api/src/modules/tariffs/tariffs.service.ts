import {
  barringBan,
  fieldName,
  isOperator,
  keptTariffVariants,
  normalizeTariffInput,
  TARIFF_KIND_SPECS,
  tariffInputIssues,
  tariffLane,
  type Language,
  type Tariff,
  type TariffInputParsed,
  type TariffIssue,
  type TariffKind,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import { assertCurrent, lostEdit } from '../../db/versions.js';
import { AppError, refuse } from '../../errors.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { recordAudit, recordAudits } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { canSee, notFound, type OrganizationsService, tenantOf } from '../organizations/index.js';
import { shareTariffReferences } from './delete-guard.js';
import { laneBansOf } from './lane-bans.repo.js';
import { insertTariffs } from './tariff-insert.repo.js';
import { lockOwnersTariffs, storedDuplicates } from './tariff-duplicates.repo.js';
import { checkTariffOwner } from './tariff-owner.js';
import { checkReferences } from './tariff-references.js';
import {
  deleteTariff,
  findTariff,
  listTariffs,
  tariffValues,
  toTariff,
  updateTariff,
  type TariffListQuery,
  type TariffRecord,
} from './tariffs.repo.js';

export interface TariffsService {
  /** `today` is the caller's day: the one `expired` is judged against. */
  list(
    caller: Caller,
    kind: TariffKind,
    query: TariffListQuery,
    language: Language,
    today: string,
  ): Promise<Page<Tariff>>;
  get(caller: Caller, kind: TariffKind, id: number, language: Language): Promise<Tariff>;
  create(caller: Caller, kind: TariffKind, input: TariffInputParsed, language: Language): Promise<Tariff>;
  /** `expected`: the versions If-Match names; undefined changes whatever version is there. */
  update(
    caller: Caller,
    kind: TariffKind,
    id: number,
    input: TariffInputParsed,
    language: Language,
    expected?: ExpectedVersions,
  ): Promise<Tariff>;
  remove(caller: Caller, kind: TariffKind, id: number): Promise<void>;
}

/** Operators change every tariff; partners their own organization's (Product specification, domain §6). */
const mayEdit = (caller: Caller, record: TariffRecord): boolean => canSee(caller, record.row.organizationId);

const problemsOf = (issues: readonly TariffIssue[]) =>
  issues.map((issue) => ({ fieldName: fieldName(issue.path), message: issue.message, params: issue.params }));

/**
 * Tariffs of every kind (Product specification, domain §3, §5, §6): the kind's rules and references, who may
 * keep which kind (the organization's approved profiles), the lanes an organization is barred
 * from, and tenancy: a partner keeps its own tariffs and reads the operators' public ones.
 */
export function createTariffsService(db: Db, organizations: OrganizationsService): TariffsService {
  async function visible(caller: Caller, kind: TariffKind, id: number): Promise<TariffRecord> {
    const record = await findTariff(db, kind, id, tenantOf(caller));
    if (!record) throw notFound();
    return record;
  }

  async function editable(caller: Caller, kind: TariffKind, id: number): Promise<TariffRecord> {
    const record = await visible(caller, kind, id);
    // Visible but not theirs: a partner reading an operator's public tariff.
    if (!mayEdit(caller, record)) throw new AppError('FORBIDDEN', { message: 'tariffs.adminTariff' });
    return record;
  }

  /**
   * Who will own the tariff. A partner's own organization, always; an operator names a partner
   * or operator organization, or keeps the current owner (a new tariff: their own, an admin tariff).
   */
  async function ownerFor(caller: Caller, requested: number | null | undefined, current?: number): Promise<number> {
    if (!isOperator(caller)) return caller.organizationId;
    if (requested === null || requested === undefined) return current ?? caller.organizationId;
    await checkTariffOwner(db, requested, 'organizationId');
    return requested;
  }

  /** A partner keeps a kind and cargo form only where a profile shows its rates tab (Product specification, domain §6). */
  async function authorizeKind(caller: Caller, kind: TariffKind, input: TariffInputParsed): Promise<void> {
    if (isOperator(caller)) return;
    // A variant the kind does not have (no rates tab) is refused as bad input, with the other rules.
    if (!TARIFF_KIND_SPECS[kind].tabs[input.variant]) return;
    const organization = await organizations.get(caller, caller.organizationId);
    if (!keptTariffVariants(kind, organization, false).includes(input.variant))
      throw new AppError('FORBIDDEN', { message: 'tariffs.kindNotAuthorized' });
  }

  /**
   * The kind's rules and the references, refused together as field errors; then the lane bans;
   * then a tariff the owner already has (`except`: the one being edited). Runs in the write's
   * transaction, after `shareTariffReferences`.
   */
  async function validate(
    tx: Db,
    caller: Caller,
    kind: TariffKind,
    input: TariffInputParsed,
    ownerId: number,
    except?: number,
  ) {
    const issues = tariffInputIssues(kind, input);
    const [references] = await checkReferences(tx, kind, [{ input, ownerId }]);
    issues.push(...references!.issues);
    if (issues.length) throw refuse(problemsOf(issues));
    if (!isOperator(caller)) {
      const lane = tariffLane(kind, references!.fromCountry, references!.toCountry);
      if (barringBan(await laneBansOf(tx, [ownerId]), lane))
        throw new AppError('FORBIDDEN', { message: 'tariffs.laneBarred' });
    }
    await lockOwnersTariffs(tx, ownerId);
    if ((await storedDuplicates(tx, [tariffValues(kind, input, ownerId)], except)).size)
      throw new AppError('CONFLICT', { message: 'tariffs.alreadyExists' });
  }

  async function get(caller: Caller, kind: TariffKind, id: number, language: Language): Promise<Tariff> {
    const record = await visible(caller, kind, id);
    return toTariff(record, language, mayEdit(caller, record));
  }

  return {
    async list(caller, kind, query, language, today) {
      const page = await listTariffs(db, kind, tenantOf(caller), query, language, today);
      return { ...page, items: page.items.map((record) => toTariff(record, language, mayEdit(caller, record))) };
    },

    get,

    async create(caller, kind, parsed, language) {
      const input = normalizeTariffInput(kind, parsed);
      const ownerId = await ownerFor(caller, input.organizationId);
      await authorizeKind(caller, kind, input);
      const id = await db.transaction(async (tx) => {
        await shareTariffReferences(tx);
        await validate(tx, caller, kind, input, ownerId);
        const [row] = await insertTariffs(tx, [{ ...tariffValues(kind, input, ownerId), createdBy: caller.userId }]);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'tariff',
          entityId: row!.id,
          action: 'create',
          after: row,
        });
        return row!.id;
      });
      return get(caller, kind, id, language);
    },

    async update(caller, kind, id, parsed, language, expected) {
      const { row: before } = await editable(caller, kind, id);
      assertCurrent(expected, before.version);
      const input = normalizeTariffInput(kind, parsed);
      const ownerId = await ownerFor(caller, input.organizationId, before.organizationId);
      await authorizeKind(caller, kind, input);
      await db.transaction(async (tx) => {
        await shareTariffReferences(tx);
        await validate(tx, caller, kind, input, ownerId, id);
        const after = await updateTariff(tx, id, tariffValues(kind, input, ownerId), expected);
        // Changed or deleted by someone else since it was read.
        if (!after) throw lostEdit(expected);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'tariff',
          entityId: id,
          action: 'update',
          before,
          after,
        });
      });
      return get(caller, kind, id, language);
    },

    async remove(caller, kind, id) {
      await editable(caller, kind, id);
      await db.transaction(async (tx) => {
        const deleted = await deleteTariff(tx, id);
        if (!deleted) throw notFound();
        const { row, cascaded } = deleted;
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'tariff',
          entityId: id,
          action: 'delete',
          before: row,
        });
        // A sea tariff's own surcharge values go with it (the foreign key cascades); each is audited too.
        await recordAudits(
          tx,
          cascaded.map((surcharge) => ({
            actorUserId: caller.userId,
            entity: 'tariff',
            entityId: surcharge.id,
            action: 'delete:cascade',
            before: surcharge,
          })),
        );
      });
    },
  };
}
