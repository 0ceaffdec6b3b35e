import { barringBan, tariffLane, type TariffKind, type TariffVariant } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { tenantOf } from '../organizations/index.js';
import { lockTariffs, type LockedTariff } from './bulk.repo.js';
import { laneBansOf, type LaneBanRow } from './lane-bans.repo.js';
import { seaTariffOwners } from './references.repo.js';
import { lockOwnersTariffs, sameTariffKey, storedDuplicates } from './tariff-duplicates.repo.js';
import type { TariffRow } from './tariffs.repo.js';

/** The bulk actions that rewrite what makes a tariff the same: its validity, its owner. */
export type ReshapingWork =
  { action: 'PROLONG'; params: { validTo: string } } | { action: 'CHANGE_OWNER'; params: { organizationId: number } };

/** What deciding a bulk action's changes needs of its job. */
export interface ReshapingJob {
  caller: Caller;
  kind: TariffKind;
  work: ReshapingWork;
  /** A partner's: the variants its approved profiles let it keep of what the action writes. */
  variants?: TariffVariant[];
}

/** How many refused tariffs a refusal names; the headline says what is wrong with the rest. */
const NAMED_AT_MOST = 50;

/** A partner may change a tariff of a variant its profiles open, on a lane it is not barred from. */
export function mayKeep(
  variants: readonly TariffVariant[] | undefined,
  kind: TariffKind,
  variant: string,
  lane: [string | null, string | null],
  bans: LaneBanRow[],
) {
  if (!variants) return true;
  if (!variants.includes(variant as TariffVariant)) return false;
  return !barringBan(bans, tariffLane(kind, lane[0], lane[1]));
}

/**
 * The tariffs of `locked` a PROLONG or CHANGE_OWNER changes, each with the row it becomes. The
 * others stay as they are (counted as refused): a validity that would end before it starts, a
 * variant or lane a partner may not keep, a surcharge value whose sea tariff stays with its owner.
 */
export async function reshaped(
  tx: Db,
  job: ReshapingJob,
  locked: readonly LockedTariff[],
  bans: LaneBanRow[],
): Promise<{ tariff: LockedTariff; after: TariffRow }[]> {
  const { kind, work } = job;
  if (work.action === 'PROLONG') {
    const { validTo } = work.params;
    return locked
      .filter(
        ({ row, fromCountry, toCountry }) =>
          row.validFrom <= validTo && mayKeep(job.variants, kind, row.variant, [fromCountry, toCountry], bans),
      )
      .map((tariff) => ({ tariff, after: { ...tariff.row, validTo } }));
  }
  const { organizationId } = work.params;
  let eligible = locked;
  if (kind === 'freight-surcharges') {
    // A value for one sea tariff keeps that tariff's owner (checkReferences' rule).
    const seaIds = new Set(locked.flatMap(({ row }) => (row.appliesToTariffId ? [row.appliesToTariffId] : [])));
    const seaOwners = await seaTariffOwners(tx, seaIds);
    eligible = locked.filter(
      ({ row }) => !row.appliesToTariffId || seaOwners.get(row.appliesToTariffId) === organizationId,
    );
  }
  return eligible.map((tariff) => ({ tariff, after: { ...tariff.row, organizationId } }));
}

/**
 * The ids of the changes that would make a tariff the same as another ("Tariff already exists",
 * as the form and the rate sheet refuse it): the same as a stored tariff that is not changing,
 * or as another change. `seen` carries the changes of earlier chunks of one selection.
 */
async function duplicatesAmong(
  tx: Db,
  changes: readonly { tariff: LockedTariff; after: TariffRow }[],
  seen: Map<string, number>,
): Promise<Set<number>> {
  const duplicates = new Set<number>();
  const values = changes.map((change) => change.after);
  const stored = await storedDuplicates(
    tx,
    values,
    changes.map((change) => change.tariff.row.id),
  );
  changes.forEach(({ tariff, after }, at) => {
    const id = tariff.row.id;
    if (stored.has(at)) duplicates.add(id);
    const key = sameTariffKey(after);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, id);
    else duplicates.add(first).add(id);
  });
  return duplicates;
}

/**
 * Refuses the whole action before anything is written (409 "Tariff already exists", naming the
 * tariffs) when a PROLONG or CHANGE_OWNER would make any tariff of the selection a duplicate.
 * Read chunk by chunk as the job writes, without locks: `guardChunk` keeps what changes between
 * this check and the job's chunks from making a duplicate anyway.
 */
export async function refuseDuplicatingBulk(
  db: Db,
  job: ReshapingJob,
  ids: readonly number[],
  chunkSize: number,
): Promise<void> {
  const owner = tenantOf(job.caller);
  const bans = job.variants && owner !== undefined ? await laneBansOf(db, [owner]) : [];
  const seen = new Map<string, number>();
  const duplicates = new Set<number>();
  for (let start = 0; start < ids.length; start += chunkSize) {
    const locked = await lockTariffs(db, job.kind, owner, ids.slice(start, start + chunkSize));
    for (const id of await duplicatesAmong(db, await reshaped(db, job, locked, bans), seen)) duplicates.add(id);
  }
  if (!duplicates.size) return;
  const named = [...duplicates].sort((a, b) => a - b).slice(0, NAMED_AT_MOST);
  throw new AppError('CONFLICT', {
    message: 'tariffs.alreadyExists',
    fields: named.map((id) => ({ fieldName: `tariffs.${id}`, message: 'tariffs.alreadyExists' })),
  });
}

/**
 * Inside a chunk's transaction, under the owners' duplicate locks (as a form's save holds its
 * owner's): the changes that would still make a duplicate are left out, refused like a tariff the
 * caller may not keep. Only a write between the check of `begin` and this chunk can cause one.
 */
export async function guardChunk<T extends { tariff: LockedTariff; after: TariffRow }>(
  tx: Db,
  changes: readonly T[],
): Promise<T[]> {
  const owners = [...new Set(changes.map((change) => change.after.organizationId))].sort((a, b) => a - b);
  for (const owner of owners) await lockOwnersTariffs(tx, owner);
  const duplicates = await duplicatesAmong(tx, changes, new Map());
  return changes.filter((change) => !duplicates.has(change.tariff.row.id));
}
