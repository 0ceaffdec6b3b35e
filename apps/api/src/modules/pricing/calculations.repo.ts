import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { legsByIndex, type CalculationRequest } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { insertFrom, recordset } from '../../db/recordset.js';
import { type AuditEntry, auditInsert } from '../audit/index.js';
import { auditLog, users } from '../../db/schema.js';
import { calculationSellers, calculations, quotations, type StoredQuoteLeg } from './calculations.schema.js';
import { packLegs } from './quotation-legs.js';
import { selectRows } from '../../db/rows.js';

export type CalculationRow = typeof calculations.$inferSelect;
/** A quotation as stored: its legs are positions in its calculation's list (quotation-legs.ts). */
export type QuotationRow = typeof quotations.$inferSelect;
export type NewQuotation = Omit<typeof quotations.$inferInsert, 'calculationId' | 'position' | 'legIndexes'> & {
  legs: StoredQuoteLeg[];
};

export interface NewCalculation {
  userId: number | null;
  organizationId: number | null;
  request: CalculationRequest;
  readyDate: string;
  rates: Record<string, string>;
  noOnlineRates: boolean;
  airExcluded: boolean;
  validTo: string | null;
}

/** Runs in the write's transaction once the calculation's id is known: its audit row. */
export type AfterWrite = (tx: Db, id: string) => Promise<void>;

/** The quotations' rows as written, legs as positions in the calculation's list. */
function quotationValues(calculationId: string, found: readonly NewQuotation[], indexes: number[][], start = 0) {
  return found.map((quotation, at) => ({
    calculationId,
    position: start + at,
    legIndexes: indexes[at] as number[],
    totals: quotation.totals,
    totalUsd: quotation.totalUsd,
    transitDays: quotation.transitDays,
    validTo: quotation.validTo,
    commission: quotation.commission ?? null,
    sellerReward: quotation.sellerReward ?? null,
    manual: quotation.manual ?? false,
  }));
}

const QUOTATION_KEYS = Object.keys(quotationValues('', [{} as NewQuotation], [[]])[0]!);

/**
 * The insert of quotations as one JSON parameter (db/recordset.ts), answering their ids,
 * positions and times: drizzle's work on eleven parameters a row was a tenth of a quote's CPU.
 */
function quotationsInsert(rows: ReturnType<typeof quotationValues>) {
  const rowset = recordset(quotations, rows, QUOTATION_KEYS);
  if (!rowset) throw new Error('quotation rows must have every column');
  return sql`${insertFrom(rowset)} returning id, position, created_at`;
}

/** The organizations the legs belong to, each once. */
const sellersOf = (legs: readonly StoredQuoteLeg[]) => [...new Set(legs.map((leg) => leg.organizationId))];

/** The insert of a calculation's sellers (`calculation_sellers`), one array parameter. */
function sellersInsert(id: string, legs: readonly StoredQuoteLeg[]) {
  return sql`insert into ${calculationSellers} (organization_id, calculation_id)
    select unnest(cast(${`{${sellersOf(legs).join(',')}}`} as integer[])), cast(${id} as uuid)
    on conflict do nothing`;
}

/**
 * A calculation, its quotations and its audit row in one statement (one round trip; a statement
 * is its own transaction), answered as stored: the id is made here, so only what the table sets
 * itself (times, the saved flag, quotation ids) is read back. The legs are written once each in
 * the calculation's list (quotation-legs.ts). The calculation's row is written in SQL, not with
 * Drizzle's insert builder, which spent ~0.2 ms of a quote's ~3.5 ms mapping its columns.
 */
export async function insertCalculation(
  db: Db,
  calculation: NewCalculation,
  found: NewQuotation[],
  audit: Omit<AuditEntry, 'entityId'>,
): Promise<{ row: CalculationRow; quotations: QuotationRow[] }> {
  const id = randomUUID();
  const { legs, indexes } = packLegs(found.map((quotation) => quotation.legs));
  const written = quotationValues(id, found, indexes);
  const { userId, organizationId, request, readyDate, rates, noOnlineRates, airExcluded, validTo } = calculation;
  const [stored] = await selectRows<{
    calculation: { created_at: string; updated_at: string; saved: boolean };
    quotations: [number, number, string][] | null;
  }>(
    db,
    sql`with calculation as (
        insert into calculations
          (id, user_id, organization_id, request, ready_date, rates, no_online_rates, air_excluded, valid_to, legs)
        values (${id}, ${userId}, ${organizationId}, cast(${JSON.stringify(request)} as jsonb), ${readyDate},
          cast(${JSON.stringify(rates)} as jsonb), ${noOnlineRates}, ${airExcluded}, ${validTo},
          cast(${JSON.stringify(legs)} as json))
        returning created_at, updated_at, saved),
      quotation as (${quotationsInsert(written)}),
      seller as (${sellersInsert(id, legs)}),
      audit as (${auditInsert({ ...audit, entityId: id })})
      select (select row_to_json(calculation) from calculation) as calculation,
             (select json_agg(json_build_array(id, position, created_at)) from quotation) as quotations`,
  );
  const { created_at, updated_at, saved } = stored!.calculation;
  // Each row as written becomes the row as stored, its id and time set in place. Copies made here,
  // after the round trip, were two thirds of what a quote left to the old generation under load
  // (docs/decisions.md D61).
  const rows = written as QuotationRow[];
  for (const [key, position, at] of stored!.quotations ?? []) {
    const one = rows[position] as QuotationRow;
    one.id = key;
    one.createdAt = new Date(at);
  }
  return {
    row: { ...calculation, id, legs, saved, createdAt: new Date(created_at), updatedAt: new Date(updated_at) },
    quotations: rows,
  };
}

/**
 * Puts new quotations in place of the calculation's priced ones; a partner's manual answers stay,
 * their legs first in the calculation's new list.
 */
export async function replaceQuotations(
  db: Db,
  id: string,
  changes: Pick<NewCalculation, 'readyDate' | 'rates' | 'noOnlineRates' | 'airExcluded' | 'validTo'> & {
    request: CalculationRequest;
  },
  found: NewQuotation[],
  after: AfterWrite,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [calculation] = await tx
      .select({ legs: calculations.legs })
      .from(calculations)
      .where(eq(calculations.id, id))
      .for('update');
    const kept = await tx
      .select({ id: quotations.id, position: quotations.position, legIndexes: quotations.legIndexes })
      .from(quotations)
      .where(and(eq(quotations.calculationId, id), eq(quotations.manual, true)));
    const keptLegs = kept.map((one) => legsByIndex(calculation?.legs ?? [], one.legIndexes));
    const { legs, indexes } = packLegs([...keptLegs, ...found.map((quotation) => quotation.legs)]);
    await tx.delete(quotations).where(and(eq(quotations.calculationId, id), eq(quotations.manual, false)));
    for (const [at, one] of kept.entries())
      await tx
        .update(quotations)
        .set({ legIndexes: indexes[at] as number[] })
        .where(eq(quotations.id, one.id));
    const start = kept.reduce((last, one) => Math.max(last, one.position), -1) + 1;
    await tx.execute(quotationsInsert(quotationValues(id, found, indexes.slice(kept.length), start)));
    await tx
      .update(calculations)
      .set({ ...changes, legs, updatedAt: sql`now()` })
      .where(eq(calculations.id, id));
    // A recalculation that no longer uses a seller takes the calculation out of its list.
    await tx.delete(calculationSellers).where(eq(calculationSellers.calculationId, id));
    await tx.execute(sellersInsert(id, legs));
    await after(tx, id);
  });
}

/** Adds a partner's manual answer's seller to the calculation's, in the caller's transaction. */
export async function addSeller(db: Db, calculationId: string, leg: StoredQuoteLeg): Promise<void> {
  await db.execute(sellersInsert(calculationId, [leg]));
}

export async function findCalculation(db: Db, id: string): Promise<CalculationRow | undefined> {
  const [row] = await db.select().from(calculations).where(eq(calculations.id, id));
  return row;
}

/** The calculation's quotations in order. */
export async function quotationsOf(db: Db, calculationId: string): Promise<QuotationRow[]> {
  return db
    .select()
    .from(quotations)
    .where(eq(quotations.calculationId, calculationId))
    .orderBy(asc(quotations.position));
}

export async function markSaved(db: Db, id: string, after: AfterWrite): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(calculations)
      .set({ saved: true, updatedAt: sql`now()` })
      .where(eq(calculations.id, id));
    await after(tx, id);
  });
}

/** A guest's calculation becomes the signed-in user's; one already owned stays its owner's. */
export async function attachGuestCalculation(
  db: Db,
  id: string,
  owner: { userId: number; organizationId: number },
  after: AfterWrite,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(calculations)
      .set({ ...owner, updatedAt: sql`now()` })
      .where(and(eq(calculations.id, id), isNull(calculations.userId)))
      .returning({ id: calculations.id });
    if (rows.length > 0) await after(tx, id);
    return rows.length > 0;
  });
}

/** The calculation's audit rows, oldest first, with the acting user's name. */
export async function calculationEvents(db: Db, id: string) {
  return db
    .select({
      action: auditLog.action,
      at: auditLog.at,
      after: auditLog.after,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      middleName: users.middleName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, 'calculation'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));
}

/** Saved calculations of the organization that are outdated on the day: ready date passed or a tariff expired. */
export async function countOutdated(db: Db, organizationId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(calculations)
    .where(
      and(
        eq(calculations.organizationId, organizationId),
        eq(calculations.saved, true),
        or(lt(calculations.readyDate, today), lt(calculations.validTo, today)),
      ),
    );
  return Number(row?.n ?? 0);
}
