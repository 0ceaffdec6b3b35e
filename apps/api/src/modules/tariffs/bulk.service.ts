import type { FastifyBaseLogger } from 'fastify';
import {
  fieldName,
  isOperator,
  keptTariffVariants,
  MAX_BULK_TARIFFS,
  normalizeTariffInput,
  TARIFF_KIND_SPECS,
  tariffInputIssues,
  type AddSurchargesParams,
  type BulkTariffRequestParsed,
  type BulkTariffResult,
  type Language,
  type TariffInputParsed,
  type TariffKind,
  type TariffModifier,
  type TariffPointType,
  type TariffVariant,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError, refuse } from '../../errors.js';
import { backgroundWork } from '../../jobs/background-work.js';
import { recordAudits } from '../audit/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Caller } from '../auth/index.js';
import type { JobsService } from '../jobs/index.js';
import { type OrganizationsService, tenantOf } from '../organizations/index.js';
import {
  changeTariffOwner,
  deleteTariffsById,
  lockTariffs,
  prolongTariffs,
  selectTariffIds,
  surchargesOf,
  variantSamples,
  type LockedTariff,
  type TariffAudit,
} from './bulk.repo.js';
import { shareTariffReferences } from './delete-guard.js';
import { guardChunk, mayKeep, refuseDuplicatingBulk, reshaped } from './bulk-duplicates.js';
import { laneBansOf } from './lane-bans.repo.js';
import { checkReferences } from './tariff-references.js';
import { insertTariffs } from './tariff-insert.repo.js';
import { checkTariffOwner } from './tariff-owner.js';
import { tariffValues, type TariffRow } from './tariffs.repo.js';

/** The pg-boss queue of bulk actions, on instances that run jobs. */
export const BULK_QUEUE = 'tariffs.bulk';
/** Tariffs per transaction and per progress step. */
export const BULK_CHUNK_SIZE = 1_000;

/** An action with its params, the discriminated union of the request without the selection. */
type Distribute<T> = T extends { action: infer A; params: infer P } ? { action: A; params: P } : never;
export type BulkWork = Distribute<BulkTariffRequestParsed>;

/** What a job needs to run anywhere: the queue stores it as JSON. */
export interface BulkJobData {
  jobId: string;
  caller: Caller;
  kind: TariffKind;
  work: BulkWork;
  /** The selection, resolved when the request arrived: ascending ids the caller may change. */
  ids: number[];
  /** A partner's: the variants its approved profiles let it keep of what the action writes. */
  variants?: TariffVariant[];
}

export interface BulkTariffsService {
  /** Checks the request, resolves its selection and starts the job (START); answers the job's id. */
  begin(
    caller: Caller,
    kind: TariffKind,
    request: BulkTariffRequestParsed,
    language: Language,
    today: string,
  ): Promise<string>;
  /** Does the job's work, chunk by chunk, reporting PROGRESS and END. Never throws: a failure ends the job. */
  run(data: BulkJobData): Promise<Error | undefined>;
  /** Defines the queue where this instance runs jobs. */
  start(): Promise<void>;
  /** Waits for the jobs running in this process (instances without a queue). */
  close(): Promise<void>;
}

interface Deps {
  db: Db;
  jobs: JobQueue | undefined;
  progress: JobsService;
  organizations: OrganizationsService;
  log: FastifyBaseLogger;
}

/** What a chunk did: tariffs changed, and the action's other counts. */
interface Outcome {
  done: number;
  created?: number;
  deleted?: number;
  cascaded?: number;
}

const SEA_VARIANTS = TARIFF_KIND_SPECS.sea.variants;
/** The counts an action's result carries besides `done` and `refused`. */
const COUNTS: Record<BulkWork['action'], Partial<BulkTariffResult>> = {
  PROLONG: {},
  DELETE: { cascaded: 0 },
  CHANGE_OWNER: { cascaded: 0 },
  ADD_SURCHARGES: { created: 0 },
  DELETE_SURCHARGES: { deleted: 0 },
};
/** The fields of a surcharge value that come from ADD_SURCHARGES' params. */
const PARAM_FIELDS = new Set(['surchargeId', 'surchargeType', 'tarification', 'currency', 'lines']);

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const lockedIds = (locked: readonly LockedTariff[]) => locked.map((tariff) => tariff.row.id);

/** What a surcharge value copies from its sea tariff. */
type SeaBase = Pick<
  TariffRow,
  'variant' | 'organizationId' | 'fromType' | 'fromId' | 'toType' | 'toId' | 'validFrom' | 'validTo'
> &
  Pick<TariffRow, 'modifier' | 'clientOrganizationIds'> & { id: number | null };

const pointOf = (type: string | null, id: number | null) =>
  type && id !== null ? { type: type as TariffPointType, id } : null;

/**
 * The surcharge value ADD_SURCHARGES makes for one sea tariff: its owner, variant, ends,
 * validity and audience (a private tariff's values are as private), the params' surcharge and
 * lines, applying to that tariff. Normalized as a form's input would be.
 */
export function surchargeInput(sea: SeaBase, params: AddSurchargesParams): TariffInputParsed {
  return normalizeTariffInput('freight-surcharges', {
    variant: sea.variant as TariffVariant,
    organizationId: sea.organizationId,
    from: pointOf(sea.fromType, sea.fromId),
    to: pointOf(sea.toType, sea.toId),
    validFrom: sea.validFrom,
    validTo: sea.validTo,
    currency: params.currency,
    nds: 'NONE',
    modifier: sea.modifier as TariffModifier,
    clientOrganizationIds: sea.clientOrganizationIds,
    active: true,
    zipCodes: [],
    surchargeId: params.surchargeId,
    surchargeType: params.surchargeType,
    tarification: params.tarification,
    appliesToTariffId: sea.id,
    lines: params.lines,
  });
}

/**
 * Bulk tariff actions (Product specification, domain §4): the request is checked and its selection resolved at
 * once; the work runs as a job in chunks of BULK_CHUNK_SIZE tariffs, each chunk one transaction
 * with one audit insert, reported through job_progress (docs/tariffs.md, "Bulk actions").
 */
export function createBulkTariffsService({ db, jobs, progress, organizations, log }: Deps): BulkTariffsService {
  const background = backgroundWork<BulkJobData>({ jobs, queue: BULK_QUEUE, progress, run: (data) => run(data) });

  /** The variants of `kind` a partner's approved profiles open (its rates tabs). Asked for partners only. */
  async function keptVariants(caller: Caller, kind: TariffKind): Promise<TariffVariant[]> {
    return keptTariffVariants(kind, await organizations.get(caller, caller.organizationId), isOperator(caller));
  }

  async function checkNewOwner(caller: Caller, organizationId: number): Promise<void> {
    if (!isOperator(caller)) throw new AppError('FORBIDDEN');
    await checkTariffOwner(db, organizationId, 'params.organizationId');
  }

  /**
   * ADD_SURCHARGES' params against each variant of the selection (a sample tariff of each; both
   * sea variants when nothing is selected): refused (400) when they fit none. Tariffs of a variant
   * they do not fit are refused one by one in the job, like any tariff whose value breaks a rule.
   */
  async function checkSurchargeParams(ids: readonly number[], params: AddSurchargesParams): Promise<void> {
    const samples = await variantSamples(db, ids);
    const bases: SeaBase[] = samples.length
      ? samples
      : SEA_VARIANTS.map((variant) => ({
          id: null,
          variant,
          organizationId: 0,
          fromType: null,
          fromId: null,
          toType: null,
          toId: null,
          validFrom: '2000-01-01',
          validTo: '2000-01-01',
          modifier: 'PUBLIC',
          clientOrganizationIds: [],
        }));
    const subjects = bases.map((base) => ({ input: surchargeInput(base, params), ownerId: base.organizationId }));
    const references = await checkReferences(db, 'freight-surcharges', subjects);
    const problems = subjects.map(({ input }, index) =>
      [...tariffInputIssues('freight-surcharges', input), ...references[index]!.issues]
        .filter((issue) => PARAM_FIELDS.has(String(issue.path[0])))
        .map((issue) => ({
          fieldName: fieldName(['params', ...issue.path]),
          message: issue.message,
          params: issue.params,
        })),
    );
    if (problems.every((list) => list.length > 0)) throw refuse(problems[0]!);
  }

  async function begin(
    caller: Caller,
    kind: TariffKind,
    request: BulkTariffRequestParsed,
    language: Language,
    today: string,
  ): Promise<string> {
    const { action } = request;
    if ((action === 'ADD_SURCHARGES' || action === 'DELETE_SURCHARGES') && kind !== 'sea')
      throw refuse([{ fieldName: 'action', message: 'validation.invalidValue' }]);
    if (request.action === 'CHANGE_OWNER') await checkNewOwner(caller, request.params.organizationId);
    const owner = tenantOf(caller);
    let variants: TariffVariant[] | undefined;
    if (owner !== undefined && action === 'PROLONG') variants = await keptVariants(caller, kind);
    if (owner !== undefined && action === 'ADD_SURCHARGES') {
      variants = await keptVariants(caller, 'freight-surcharges');
      if (!variants.length) throw new AppError('FORBIDDEN', { message: 'tariffs.kindNotAuthorized' });
    }
    const selection = request.ids ? { ids: request.ids } : { filter: request.filter ?? { filters: [] } };
    const ids = await selectTariffIds(db, kind, owner, selection, language, today, MAX_BULK_TARIFFS + 1);
    if (ids.length > MAX_BULK_TARIFFS)
      throw refuse([{ fieldName: 'filter', message: 'validation.tooManyItems', params: { max: MAX_BULK_TARIFFS } }]);
    if (request.action === 'ADD_SURCHARGES') await checkSurchargeParams(ids, request.params);

    const work = { action: request.action, params: request.params } as BulkWork;
    // All or nothing: a selection any tariff of which would become a duplicate is refused whole.
    if (work.action === 'PROLONG' || work.action === 'CHANGE_OWNER')
      await refuseDuplicatingBulk(db, { caller, kind, work, variants }, ids, BULK_CHUNK_SIZE);
    const job = await progress.start(caller, 'tariff-bulk', ids.length);
    const data: BulkJobData = { jobId: job.id, caller, kind, work, ids, ...(variants ? { variants } : {}) };
    await background.dispatch(data);
    return job.id;
  }

  /** One chunk of the job's action, inside its transaction; writes the chunk's audit rows at once. */
  async function act(tx: Db, data: BulkJobData, chunk: number[]): Promise<Outcome> {
    const { caller, kind, work } = data;
    const owner = tenantOf(caller);
    const bans = data.variants && owner !== undefined ? await laneBansOf(tx, [owner]) : [];
    const audits: TariffAudit[] = [];
    /** Audit rows of changed rows: after only (create), before only (delete), or both (update). */
    const audit = (action: string, rows: readonly TariffRow[], before?: Map<number, TariffRow>) => {
      for (const row of rows) {
        if (before) audits.push({ entityId: row.id, action, before: before.get(row.id), after: row });
        else if (action === 'create') audits.push({ entityId: row.id, action, after: row });
        else audits.push({ entityId: row.id, action, before: row });
      }
    };
    const byId = (rows: readonly TariffRow[]) => new Map(rows.map((row) => [row.id, row]));
    let outcome: Outcome;

    switch (work.action) {
      case 'PROLONG': {
        const locked = await lockTariffs(tx, kind, owner, chunk, 'update');
        const eligible = await guardChunk(tx, await reshaped(tx, { ...data, work }, locked, bans));
        const after = await prolongTariffs(tx, idsOf(eligible.map(({ tariff }) => tariff.row)), work.params.validTo);
        audit('update', after, byId(locked.map((tariff) => tariff.row)));
        outcome = { done: after.length };
        break;
      }
      case 'CHANGE_OWNER': {
        const { organizationId } = work.params;
        const locked = await lockTariffs(tx, kind, owner, chunk, 'update');
        const eligible = await guardChunk(tx, await reshaped(tx, { ...data, work }, locked, bans));
        const after = await changeTariffOwner(tx, idsOf(eligible.map(({ tariff }) => tariff.row)), organizationId);
        audit('update', after, byId(locked.map((tariff) => tariff.row)));
        // A sea tariff's own surcharge values move with it.
        const values = kind === 'sea' ? await surchargesOf(tx, idsOf(after)) : [];
        const moved = await changeTariffOwner(tx, idsOf(values), organizationId);
        audit('update:cascade', moved, byId(values));
        outcome = { done: after.length, cascaded: moved.length };
        break;
      }
      case 'DELETE': {
        const locked = await lockTariffs(tx, kind, owner, chunk, 'update');
        // A sea tariff's own surcharge values go with it (the foreign key cascades).
        const values = kind === 'sea' ? await surchargesOf(tx, lockedIds(locked)) : [];
        const gone = await deleteTariffsById(tx, lockedIds(locked));
        audit('delete', gone);
        audit('delete:cascade', values);
        outcome = { done: gone.length, cascaded: values.length };
        break;
      }
      case 'ADD_SURCHARGES': {
        // Key share: the sea tariffs stay while their values are written; a delete waits for the chunk.
        const locked = await lockTariffs(tx, kind, owner, chunk, 'key share');
        const subjects = locked.map(({ row }) => ({
          input: surchargeInput(row, work.params),
          ownerId: row.organizationId,
        }));
        const references = await checkReferences(tx, 'freight-surcharges', subjects);
        const values = subjects.flatMap(({ input, ownerId }, index) => {
          const { issues, fromCountry, toCountry } = references[index]!;
          if (issues.length || tariffInputIssues('freight-surcharges', input).length) return [];
          if (!mayKeep(data.variants, 'freight-surcharges', input.variant, [fromCountry, toCountry], bans)) return [];
          return [{ ...tariffValues('freight-surcharges', input, ownerId), createdBy: caller.userId }];
        });
        const created = await insertTariffs(tx, values);
        audit('create', created);
        outcome = { done: created.length, created: created.length };
        break;
      }
      case 'DELETE_SURCHARGES': {
        const locked = await lockTariffs(tx, kind, owner, chunk, 'key share');
        const values = (await surchargesOf(tx, lockedIds(locked), work.params.surchargeId)).filter(
          (row) => owner === undefined || row.organizationId === owner,
        );
        const gone = await deleteTariffsById(tx, idsOf(values));
        audit('delete', gone);
        outcome = { done: locked.length, deleted: gone.length };
        break;
      }
    }
    await recordAudits(
      tx,
      audits.map((audit) => ({ ...audit, actorUserId: caller.userId, entity: 'tariff' })),
    );
    return outcome;
  }

  async function run(data: BulkJobData): Promise<Error | undefined> {
    const reporter = progress.reporter(data.jobId);
    const { ids, work } = data;
    const result: BulkTariffResult = {
      action: work.action,
      total: ids.length,
      done: 0,
      refused: 0,
      ...COUNTS[work.action],
    };
    try {
      for (let start = 0; start < ids.length; start += BULK_CHUNK_SIZE) {
        const chunk = ids.slice(start, start + BULK_CHUNK_SIZE);
        const outcome = await db.transaction(async (tx) => {
          // A tariff write like the service's: a hub or type being deleted waits for the chunk.
          await shareTariffReferences(tx);
          return act(tx, data, chunk);
        });
        result.done += outcome.done;
        result.refused += chunk.length - outcome.done;
        for (const count of ['created', 'deleted', 'cascaded'] as const)
          if (result[count] !== undefined) result[count] += outcome[count] ?? 0;
        await reporter.progress(start + chunk.length, ids.length);
        // PGlite answers in microtasks only: without a turn of the event loop between chunks, a
        // job in this process would hold every other request until its end.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await reporter.end(result);
      return undefined;
    } catch (error) {
      log.error({ err: error, jobId: data.jobId, action: work.action }, 'bulk tariff action failed');
      await reporter.fail('service.serverError').catch(() => undefined);
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  return {
    begin,
    run,
    start: () => background.start(),
    close: () => background.close(),
  };
}
