import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';

/** The names of dictionary entries (container, pallet and vehicle types) by id. */
export async function entryNames(db: Db, ids: readonly number[]): Promise<Map<number, LocalizedText>> {
  if (!ids.length) return new Map();
  const rows = await selectRows<{ id: number; names: LocalizedText }>(
    db,
    sql`select id, names from dictionary_entries where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, row.names]));
}
