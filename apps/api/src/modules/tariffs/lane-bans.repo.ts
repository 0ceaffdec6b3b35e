import { and, asc, eq, sql } from 'drizzle-orm';
import type { LaneBan, TariffKind } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { anyOf } from './references.repo.js';
import { tariffLaneBans } from './tariffs.schema.js';

export type LaneBanRow = typeof tariffLaneBans.$inferSelect;

export function toLaneBan(row: LaneBanRow): LaneBan {
  return {
    id: row.id,
    organizationId: row.organizationId,
    kind: row.kind as TariffKind | null,
    fromCountry: row.fromCountry,
    toCountry: row.toCountry,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The bans of the organizations, oldest first. */
export function laneBansOf(db: Db, organizationIds: Iterable<number>): Promise<LaneBanRow[]> {
  return db
    .select()
    .from(tariffLaneBans)
    .where(sql`${tariffLaneBans.organizationId} = ${anyOf(organizationIds)}`)
    .orderBy(asc(tariffLaneBans.id));
}

export async function insertLaneBan(db: Db, values: typeof tariffLaneBans.$inferInsert): Promise<LaneBanRow> {
  const [row] = await db.insert(tariffLaneBans).values(values).returning();
  return row!;
}

/** Deletes a ban of the organization, answering it; undefined when it has no such ban. */
export async function deleteLaneBan(db: Db, organizationId: number, id: number): Promise<LaneBanRow | undefined> {
  const [row] = await db
    .delete(tariffLaneBans)
    .where(and(eq(tariffLaneBans.id, id), eq(tariffLaneBans.organizationId, organizationId)))
    .returning();
  return row;
}
