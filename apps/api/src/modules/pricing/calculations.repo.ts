import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CalculationRequest } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { auditLog } from '../audit/audit.schema.js';
import { users } from '../users/users.schema.js';
import { calculations, quotations, type StoredQuoteLeg } from './calculations.schema.js';

export type CalculationRow = typeof calculations.$inferSelect;
export type QuotationRow = typeof quotations.$inferSelect;
export type NewQuotation = Omit<typeof quotations.$inferInsert, 'calculationId' | 'position'> & {
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

/**
 * A calculation and its quotations, in one transaction; answers them as stored. The quotations'
 * own columns come back as written (only their ids and times are read back): their legs are most
 * of a calculation's bytes, and reading them back would parse them twice more.
 */
export async function insertCalculation(
  db: Db,
  calculation: NewCalculation,
  found: NewQuotation[],
  after: AfterWrite,
): Promise<{ row: CalculationRow; quotations: QuotationRow[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(calculations).values(calculation).returning();
    const stored = row as CalculationRow;
    const written = found.map((quotation, position) => ({ ...quotation, calculationId: stored.id, position }));
    const keys =
      written.length === 0
        ? []
        : await tx
            .insert(quotations)
            .values(written)
            .returning({ id: quotations.id, position: quotations.position, createdAt: quotations.createdAt });
    await after(tx, stored.id);
    const byPosition = new Map(keys.map((key) => [key.position, key]));
    return {
      row: stored,
      quotations: written.map((one): QuotationRow => {
        const key = byPosition.get(one.position) as (typeof keys)[number];
        return {
          ...one,
          id: key.id,
          createdAt: key.createdAt,
          commission: one.commission ?? null,
          sellerReward: one.sellerReward ?? null,
          manual: one.manual ?? false,
        };
      }),
    };
  });
}

/** Puts new quotations in place of the calculation's priced ones (a partner's manual answers stay). */
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
    await tx.delete(quotations).where(and(eq(quotations.calculationId, id), eq(quotations.manual, false)));
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${quotations.position}), -1)` })
      .from(quotations)
      .where(eq(quotations.calculationId, id));
    const start = Number(last?.position ?? -1) + 1;
    if (found.length > 0)
      await tx
        .insert(quotations)
        .values(found.map((quotation, at) => ({ ...quotation, calculationId: id, position: start + at })));
    await tx
      .update(calculations)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(calculations.id, id));
    await after(tx, id);
  });
}

export async function findCalculation(db: Db, id: string): Promise<CalculationRow | undefined> {
  const [row] = await db.select().from(calculations).where(eq(calculations.id, id));
  return row;
}

export async function quotationsOf(db: Db, id: string): Promise<QuotationRow[]> {
  return db.select().from(quotations).where(eq(quotations.calculationId, id)).orderBy(asc(quotations.position));
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
