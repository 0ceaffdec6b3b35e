import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';
import { anyOf } from './references.repo.js';
import { tariffs } from './tariffs.schema.js';

/**
 * What the sheets of an export need to hold every selected tariff: the most lines of a tariff of
 * the variants priced by "Line n" groups, and the container types priced anywhere (columns of
 * their own).
 */
export async function sheetShape(db: Db, ids: readonly number[], groupVariants: readonly string[]) {
  if (!ids.length) return { lineGroups: 0, containerTypeIds: [] as number[] };
  const selected = sql`${tariffs.id} = ${anyOf(ids)}`;
  const [longest] = await db
    .select({ lines: sql<number | null>`max(jsonb_array_length(${tariffs.lines}))` })
    .from(tariffs)
    .where(and(selected, sql`${tariffs.variant} = any(cast(${`{${groupVariants.join(',')}}`} as text[]))`));
  const containers = await selectRows<{ id: number }>(
    db,
    sql`
    select distinct cast(line->>'containerTypeId' as integer) as id
    from ${tariffs} cross join lateral jsonb_array_elements(${tariffs.lines}) as line
    where ${selected} and line->>'containerTypeId' is not null`,
  );
  return {
    lineGroups: Number(longest?.lines ?? 0),
    containerTypeIds: containers.map((row) => Number(row.id)),
  };
}
