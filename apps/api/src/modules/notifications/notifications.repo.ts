import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { NOTIFICATION_LIST, NotificationListQuery, NotificationParams } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { filterSql } from '../../db/list-filters.js';
import { pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { users } from '../../db/schema.js';
import { notifications } from './notifications.schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: number;
  organizationId: number;
  kind: string;
  message: string;
  params: NotificationParams;
  link: string | null;
}

/** A user a notice reaches: where to mail it and in which language. */
export interface Addressee {
  id: number;
  organizationId: number;
  email: string;
  lang: string | null;
}

/**
 * The users named and the users of the organizations named, each once: only those who can
 * sign in (confirmed, not blocked), since a notice nobody can open is noise in an inbox.
 */
export async function addressees(
  db: Db,
  recipients: { userIds?: readonly number[]; organizationIds?: readonly number[] },
): Promise<Addressee[]> {
  const userIds = [...new Set(recipients.userIds ?? [])];
  const organizationIds = [...new Set(recipients.organizationIds ?? [])];
  if (!userIds.length && !organizationIds.length) return [];
  const named: SQL[] = [];
  if (userIds.length) named.push(inArray(users.id, userIds));
  if (organizationIds.length) named.push(inArray(users.organizationId, organizationIds));
  return db
    .select({ id: users.id, organizationId: users.organizationId, email: users.email, lang: users.lang })
    .from(users)
    .where(and(or(...named), eq(users.confirmed, true), eq(users.blocked, false)))
    .orderBy(asc(users.id));
}

/** Writes the rows in one statement, through the caller's transaction; answers their ids. */
export async function insertNotifications(db: Db, rows: readonly NewNotification[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insert(notifications)
    .values([...rows])
    .returning({ id: notifications.id });
  return inserted.map((row) => row.id);
}

const LIST_COLUMNS: Record<keyof typeof NOTIFICATION_LIST, SQLWrapper> = {
  kind: notifications.kind,
  read: sql`(${notifications.readAt} is not null)`,
  createdAt: notifications.createdAt,
};

/** A page of the user's notifications: newest first unless sorted by date the other way. */
export async function listNotifications(
  db: Db,
  userId: number,
  query: NotificationListQuery,
): Promise<Page<NotificationRow>> {
  const where = and(eq(notifications.userId, userId), filterSql(query.filters, LIST_COLUMNS));
  const ascending = query.sort?.direction === 'asc';
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ row: notifications, total_rows: totalRows })
    .from(notifications)
    .where(where)
    // The id breaks ties of one instant (a notice to many users is written at once).
    .orderBy(
      ...(ascending
        ? [asc(notifications.createdAt), asc(notifications.id)]
        : [desc(notifications.createdAt), desc(notifications.id)]),
    )
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    (found) => found.row,
    async () => (await db.select({ n: count() }).from(notifications).where(where))[0]?.n ?? 0,
  );
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's notification read (the first reading's time stays); undefined when it is not theirs. */
export async function markRead(db: Db, userId: number, id: number): Promise<NotificationRow | undefined> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** Marks every unread notification of the user read; answers how many were. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
