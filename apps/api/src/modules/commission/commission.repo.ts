import { and, asc, count, desc, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CargoType, CommissionListQuery, COMMISSION_LIST, CommissionRule, CommissionType } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { nextVersion, versionGuard } from '../../db/versions.js';
import { filterSql } from '../../db/list-filters.js';
import { pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { currencies, organizations } from '../../db/schema.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { commissions } from './commission.schema.js';

export type CommissionRow = typeof commissions.$inferSelect;
export type CommissionValues = Omit<typeof commissions.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

/** A rule with the name of the organization it applies to. */
export interface CommissionRecord {
  row: CommissionRow;
  organizationName: string;
}

/** A set of ids as one array parameter, however many the engine asks about. */

const RECORD = { row: commissions, organizationName: organizations.name };

/** The rules the viewer reads: every one for operators (undefined), else its organization's. */
const visibleTo = (viewer: number | undefined): SQL | undefined =>
  viewer === undefined ? undefined : eq(commissions.organizationId, viewer);

/** Names sort case-insensitively (both engines' collation is C). */
const organizationName = sql`lower(${organizations.name})`;

const LIST_COLUMNS: Record<keyof typeof COMMISSION_LIST, SQLWrapper> = {
  id: commissions.id,
  organizationId: commissions.organizationId,
  organizationName,
  cargoType: commissions.cargoType,
  integrator: commissions.integrator,
  type: commissions.type,
  currency: commissions.currency,
  createdAt: commissions.createdAt,
  updatedAt: commissions.updatedAt,
};

/**
 * ORDER BY of the list: the requested field, or by default organization, cargo type and the
 * marketplace's commission before the markup, so an organization's rules stand together;
 * the id last, so pages never overlap.
 */
function listOrder(sort: CommissionListQuery['sort']): SQL[] {
  const order = sort
    ? [sort.direction === 'asc' ? asc(LIST_COLUMNS[sort.field]) : desc(LIST_COLUMNS[sort.field])]
    : [asc(organizationName), asc(commissions.cargoType), desc(commissions.integrator)];
  return [...order, asc(commissions.id)];
}

/** One page of the rules the viewer reads, filtered by the list's fields. */
export async function listCommissions(
  db: Db,
  viewer: number | undefined,
  query: CommissionListQuery,
): Promise<Page<CommissionRecord>> {
  const where = and(visibleTo(viewer), filterSql(query.filters, LIST_COLUMNS));
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ ...RECORD, total_rows: totalRows })
    .from(commissions)
    .innerJoin(organizations, eq(organizations.id, commissions.organizationId))
    .where(where)
    .orderBy(...listOrder(query.sort))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    ({ total_rows: _total, ...record }) => record,
    async () =>
      (
        await db
          .select({ n: count() })
          .from(commissions)
          .innerJoin(organizations, eq(organizations.id, commissions.organizationId))
          .where(where)
      )[0]?.n ?? 0,
  );
}

/** One rule, if the viewer reads it. */
export async function findCommission(
  db: Db,
  id: number,
  viewer: number | undefined,
): Promise<CommissionRecord | undefined> {
  const [record] = await db
    .select(RECORD)
    .from(commissions)
    .innerJoin(organizations, eq(organizations.id, commissions.organizationId))
    .where(and(eq(commissions.id, id), visibleTo(viewer)));
  return record;
}

/** Both variants of an organization's rules for a cargo type (none, one or two). */
export function commissionsFor(db: Db, organizationId: number, cargoType: CargoType): Promise<CommissionRecord[]> {
  return db
    .select(RECORD)
    .from(commissions)
    .innerJoin(organizations, eq(organizations.id, commissions.organizationId))
    .where(and(eq(commissions.organizationId, organizationId), eq(commissions.cargoType, cargoType)));
}

/** The id of the rule holding the organization, cargo type and variant, other than `exceptId`. */
export async function ruleTaken(
  db: Db,
  key: Pick<CommissionValues, 'organizationId' | 'cargoType' | 'integrator'>,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: commissions.id })
    .from(commissions)
    .where(
      and(
        eq(commissions.organizationId, key.organizationId),
        eq(commissions.cargoType, key.cargoType),
        eq(commissions.integrator, key.integrator),
        exceptId === undefined ? undefined : ne(commissions.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function insertCommission(db: Db, values: CommissionValues): Promise<CommissionRow> {
  const [row] = await db.insert(commissions).values(values).returning();
  return row!;
}

/** Undefined when the rule is gone or, for a guarded edit, no longer at an expected version. */
export async function updateCommission(
  db: Db,
  id: number,
  values: Omit<CommissionValues, 'createdBy'>,
  expected: ExpectedVersions,
): Promise<CommissionRow | undefined> {
  const [row] = await db
    .update(commissions)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(commissions.version) })
    .where(and(eq(commissions.id, id), versionGuard(commissions.version, expected)))
    .returning();
  return row;
}

/** Undefined when the rule is gone. */
export async function deleteCommission(db: Db, id: number): Promise<CommissionRow | undefined> {
  const [row] = await db.delete(commissions).where(eq(commissions.id, id)).returning();
  return row;
}

/** Whether prices may be given in the currency: it exists and is active. */
export async function isActiveCurrency(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(and(eq(currencies.code, code), eq(currencies.active, true)));
  return row !== undefined;
}

/** A stored rule as the pricing engine reads it. */
export function toRule(row: CommissionRow): CommissionRule {
  return {
    organizationId: row.organizationId,
    cargoType: row.cargoType as CargoType,
    integrator: row.integrator,
    type: row.type as CommissionType,
    percent: row.percent,
    ranges: row.ranges,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    currency: row.currency,
  };
}

/** Every rule for the cargo type, both variants, of every organization. */
export function rulesOf(db: Db, cargoType: CargoType): Promise<CommissionRow[]> {
  return db.select().from(commissions).where(eq(commissions.cargoType, cargoType));
}

/** The organizations that switched the integrator reward off (Product specification, shell §6). */
export async function integratorRewardDisabled(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.disableIntegratorReward, true));
  return rows.map((row) => row.id);
}
