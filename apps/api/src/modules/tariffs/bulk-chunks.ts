import { tariffInputIssues } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { recordAudits } from '../audit/index.js';
import { tenantOf } from '../organizations/index.js';
import { guardChunk, mayKeep, reshaped } from './bulk-duplicates.js';
import type { BulkJobData } from './bulk-job.js';
import { surchargeInput } from './bulk-surcharge-values.js';
import {
  changeTariffOwner,
  deleteTariffsById,
  lockTariffs,
  prolongTariffs,
  surchargesOf,
  type LockedTariff,
  type TariffAudit,
} from './bulk.repo.js';
import { laneBansOf } from './lane-bans.repo.js';
import { insertTariffs } from './tariff-insert.repo.js';
import { checkReferences } from './tariff-references.js';
import { tariffValues, type TariffRow } from './tariffs.repo.js';

/** What a chunk did: tariffs changed, and the action's other counts. */
export interface Outcome {
  done: number;
  created?: number;
  deleted?: number;
  cascaded?: number;
}

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const lockedIds = (locked: readonly LockedTariff[]) => locked.map((tariff) => tariff.row.id);

/** One chunk of the job's action, inside its transaction; writes the chunk's audit rows at once. */
export async function actOnChunk(tx: Db, data: BulkJobData, chunk: number[]): Promise<Outcome> {
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
