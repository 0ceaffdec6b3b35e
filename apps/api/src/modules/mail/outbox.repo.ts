import { and, count, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Mail, MailListQuery, MailStatus } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { containsPattern, orderOf, pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { mails } from './mail.schema.js';

export interface NewMail {
  kind: string;
  recipients: string[];
  sender: string;
  subject: string;
  text: string;
  language: string;
  organizationId?: number | null;
}

export async function insertMail(db: Db, mail: NewMail): Promise<number> {
  const [row] = await db.insert(mails).values(mail).returning({ id: mails.id });
  return row!.id;
}

type MailRow = typeof mails.$inferSelect;

function toMail(row: MailRow): Mail {
  return {
    id: row.id,
    kind: row.kind,
    recipients: row.recipients,
    sender: row.sender,
    subject: row.subject,
    text: row.text,
    language: row.language,
    status: row.status as MailStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function findMail(db: Db, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mails).where(eq(mails.id, id));
  return row;
}

/** Records one delivery attempt's outcome. */
export async function recordAttempt(
  db: Db,
  id: number,
  outcome: { status: MailStatus; error?: string | null },
): Promise<void> {
  await db
    .update(mails)
    .set({
      status: outcome.status,
      error: outcome.error ?? null,
      attempts: sql`${mails.attempts} + 1`,
      sentAt: outcome.status === 'SENT' ? sql`now()` : null,
    })
    .where(eq(mails.id, id));
}

/** Mails still NEW a while after they were written: their delivery job was lost (a crash between commit and queueing). */
export async function staleNewMailIds(db: Db, olderThanSeconds: number): Promise<number[]> {
  const rows = await db
    .select({ id: mails.id })
    .from(mails)
    .where(and(eq(mails.status, 'NEW'), lt(mails.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`)));
  return rows.map((row) => row.id);
}

export async function listMails(db: Db, query: MailListQuery): Promise<Page<Mail>> {
  const filters: SQL[] = [];
  if (query.recipient)
    filters.push(
      sql`exists (select 1 from unnest(${mails.recipients}) r where r ilike ${containsPattern(query.recipient)})`,
    );
  if (query.status) filters.push(eq(mails.status, query.status));
  if (query.kind) filters.push(ilike(mails.kind, containsPattern(query.kind)));
  const where = filters.length ? and(...filters) : undefined;
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ mail: mails, total_rows: totalRows })
    .from(mails)
    .where(where)
    // Newest first unless asked otherwise: the outbox is read for what was just sent.
    .orderBy(
      ...orderOf(
        query.sort ?? { field: 'id', direction: 'desc' },
        { id: mails.id, createdAt: mails.createdAt, status: mails.status },
        mails.id,
      ),
    )
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    (row) => toMail(row.mail),
    async () => (await db.select({ n: count() }).from(mails).where(where))[0]?.n ?? 0,
  );
}
