import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { EMPTY_ORDER_LIST, EmptyOrderListQuery, RefineNoticeType, RefineRequestStatus } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { filterSql } from '../../db/list-filters.js';
import { pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { calculations, organizations, quotations, type StoredQuoteLeg } from '../../db/schema.js';
import { refineAnswers, refineNotices, refineRecipients, refineRequests } from './refine-requests.schema.js';

export type RefineRequestRow = typeof refineRequests.$inferSelect;
export type NewRefineRequest = Omit<typeof refineRequests.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** A request with what its list shows beside it, as the viewer sees it. */
export interface RefineRequestRecord {
  row: RefineRequestRow;
  clientName: string;
  answersCount: number;
  answeredByViewer: boolean;
  lastNotifiedAt: Date | null;
}

const NOT_CANCELLED = ne(refineRequests.status, 'CANCELLED');

/** Whom the record is read for: operators (`organizationId` undefined) see every notice, a partner its own. */
function recordColumns(viewer: number | undefined) {
  const noticesSeen = viewer === undefined ? sql`true` : sql`n.organization_id = ${viewer}`;
  return {
    row: refineRequests,
    clientName: organizations.name,
    answersCount: sql<number>`(select count(*) from ${refineAnswers} a where a.request_id = ${refineRequests.id})::int`,
    answeredByViewer:
      viewer === undefined
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${refineAnswers} a where a.request_id = ${refineRequests.id} and a.organization_id = ${viewer})`,
    lastNotifiedAt: sql<string | null>`(select max(n.created_at) from ${refineNotices} n
      where n.request_id = ${refineRequests.id} and ${noticesSeen})`,
  };
}

type RawRecord = Omit<RefineRequestRecord, 'lastNotifiedAt'> & { lastNotifiedAt: string | Date | null };

function toRecord(raw: RawRecord): RefineRequestRecord {
  const { lastNotifiedAt } = raw;
  return {
    ...raw,
    answersCount: Number(raw.answersCount),
    lastNotifiedAt: lastNotifiedAt === null ? null : new Date(lastNotifiedAt),
  };
}

/** The requests a partner sees: those it was notified of and not withdrawn from. */
const notifiedTo = (organizationId: number): SQL =>
  sql`exists (select 1 from ${refineRecipients} r where r.request_id = ${refineRequests.id}
    and r.organization_id = ${organizationId} and r.withdrawn_at is null)`;

/** Creates the calculation's open request unless it has one (the partial unique index decides); answers the new row or nothing. */
export async function insertRequest(db: Db, values: NewRefineRequest): Promise<RefineRequestRow | undefined> {
  const [row] = await db.insert(refineRequests).values(values).onConflictDoNothing().returning();
  return row;
}

/** The calculation's request that is not withdrawn, else its latest one. */
export async function currentRequestOf(db: Db, calculationId: string): Promise<RefineRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(refineRequests)
    .where(eq(refineRequests.calculationId, calculationId))
    .orderBy(sql`${refineRequests.status} = 'CANCELLED'`, desc(refineRequests.id))
    .limit(1);
  return row;
}

/** One request with its list columns as `viewer` sees them. */
export async function findRecord(
  db: Db,
  id: number,
  viewer: number | undefined,
): Promise<RefineRequestRecord | undefined> {
  const [raw] = await db
    .select(recordColumns(viewer))
    .from(refineRequests)
    .innerJoin(organizations, eq(organizations.id, refineRequests.organizationId))
    .where(eq(refineRequests.id, id));
  return raw ? toRecord(raw as RawRecord) : undefined;
}

/** Locks the request's row until the transaction ends: a withdrawal and an answer do not cross. */
export async function lockRequest(db: Db, id: number): Promise<RefineRequestRow | undefined> {
  const [row] = await db.select().from(refineRequests).where(eq(refineRequests.id, id)).for('update');
  return row;
}

export async function setStatus(db: Db, id: number, status: RefineRequestStatus, cancelledBy?: number): Promise<void> {
  await db
    .update(refineRequests)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(status === 'CANCELLED' ? { cancelledAt: sql`now()`, cancelledBy: cancelledBy ?? null } : {}),
    })
    .where(eq(refineRequests.id, id));
}

/** Whether the organization was notified of the request and not withdrawn from it. */
export async function isRecipient(db: Db, requestId: number, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refineRecipients.organizationId })
    .from(refineRecipients)
    .where(
      and(
        eq(refineRecipients.requestId, requestId),
        eq(refineRecipients.organizationId, organizationId),
        isNull(refineRecipients.withdrawnAt),
      ),
    );
  return row !== undefined;
}

/** The organizations currently notified of a request; with `via`, only those that partner forwarded it to. */
export async function recipientsOf(db: Db, requestId: number, via?: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(refineRecipients)
    .innerJoin(organizations, eq(organizations.id, refineRecipients.organizationId))
    .where(
      and(
        eq(refineRecipients.requestId, requestId),
        isNull(refineRecipients.withdrawnAt),
        via === undefined ? undefined : eq(refineRecipients.viaOrganizationId, via),
      ),
    )
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id));
}

/**
 * Records that the organizations were notified now: new recipients join (forwarded by `via`, or
 * by the marketplace when null), known ones are notified again and see it again if withdrawn.
 * A withdrawal (CANCEL) changes no recipient here. One log row each.
 */
export async function recordNotices(
  db: Db,
  requestId: number,
  organizationIds: readonly number[],
  notice: {
    type: RefineNoticeType;
    via: number | null;
    sentByOrganizationId: number | null;
    sentByUserId: number | null;
  },
): Promise<void> {
  if (!organizationIds.length) return;
  if (notice.type !== 'CANCEL')
    await db
      .insert(refineRecipients)
      .values(organizationIds.map((organizationId) => ({ requestId, organizationId, viaOrganizationId: notice.via })))
      .onConflictDoUpdate({
        target: [refineRecipients.requestId, refineRecipients.organizationId],
        set: {
          lastNotifiedAt: sql`now()`,
          withdrawnAt: null,
          // The marketplace's notice makes the organization its own recipient; a forward takes
          // over only a recipient that had been withdrawn. (SET reads the row as it was.)
          viaOrganizationId: sql`case when excluded.via_organization_id is null then null
            when ${refineRecipients.withdrawnAt} is not null then excluded.via_organization_id
            else ${refineRecipients.viaOrganizationId} end`,
        },
      });
  await db.insert(refineNotices).values(
    organizationIds.map((organizationId) => ({
      requestId,
      organizationId,
      type: notice.type,
      sentByOrganizationId: notice.sentByOrganizationId,
      sentByUserId: notice.sentByUserId,
    })),
  );
}

/** Ends the organizations' sight of the request (a partner withdrawing its forward). */
export async function withdrawRecipients(db: Db, requestId: number, organizationIds: readonly number[]): Promise<void> {
  if (!organizationIds.length) return;
  await db
    .update(refineRecipients)
    .set({ withdrawnAt: sql`now()` })
    .where(and(eq(refineRecipients.requestId, requestId), inArray(refineRecipients.organizationId, organizationIds)));
}

/** The notices of a request, newest first; a partner's view is what it sent. */
export async function noticesOf(db: Db, requestId: number, sentBy?: number) {
  const sender = sql`(select name from organizations s where s.id = ${refineNotices.sentByOrganizationId})`;
  return db
    .select({
      organizationId: refineNotices.organizationId,
      organizationName: organizations.name,
      type: refineNotices.type,
      createdAt: refineNotices.createdAt,
      sentById: refineNotices.sentByOrganizationId,
      sentByName: sql<string | null>`${sender}`,
    })
    .from(refineNotices)
    .innerJoin(organizations, eq(organizations.id, refineNotices.organizationId))
    .where(
      and(
        eq(refineNotices.requestId, requestId),
        sentBy === undefined ? undefined : eq(refineNotices.sentByOrganizationId, sentBy),
      ),
    )
    .orderBy(desc(refineNotices.id));
}

/**
 * The prices given for a request with their quotations and each one's leg (a manual quotation has
 * one), oldest first; `of` keeps one organization's.
 */
export async function answersOf(db: Db, requestId: number, of?: number) {
  return db
    .select({
      answer: refineAnswers,
      organizationName: organizations.name,
      quotation: quotations,
      leg: sql<StoredQuoteLeg | null>`${calculations.legs} -> ${quotations.legIndexes}[1]`,
    })
    .from(refineAnswers)
    .innerJoin(organizations, eq(organizations.id, refineAnswers.organizationId))
    .innerJoin(quotations, eq(quotations.id, refineAnswers.quotationId))
    .innerJoin(calculations, eq(calculations.id, quotations.calculationId))
    .where(
      and(eq(refineAnswers.requestId, requestId), of === undefined ? undefined : eq(refineAnswers.organizationId, of)),
    )
    .orderBy(asc(refineAnswers.id));
}

export async function insertAnswer(db: Db, values: typeof refineAnswers.$inferInsert): Promise<number> {
  const [row] = await db.insert(refineAnswers).values(values).returning({ id: refineAnswers.id });
  return row!.id;
}

const answersCount = sql`(select count(*) from ${refineAnswers} a where a.request_id = ${refineRequests.id})`;

const LIST_COLUMNS: Record<keyof typeof EMPTY_ORDER_LIST, SQLWrapper> = {
  status: refineRequests.status,
  requestedAt: refineRequests.createdAt,
  readyDate: refineRequests.readyDate,
  fromCountry: refineRequests.fromCountry,
  toCountry: refineRequests.toCountry,
  answersCount,
};

/**
 * A page of empty orders: the requests not withdrawn, every one for operators (`viewer`
 * undefined), else those the viewer was notified of; newest request first by default.
 */
export async function listRequests(
  db: Db,
  viewer: number | undefined,
  query: EmptyOrderListQuery,
): Promise<Page<RefineRequestRecord>> {
  const where = and(
    NOT_CANCELLED,
    viewer === undefined ? undefined : notifiedTo(viewer),
    filterSql(query.filters, LIST_COLUMNS),
  );
  const sort = query.sort;
  const order = sort
    ? [
        sort.direction === 'asc' ? asc(LIST_COLUMNS[sort.field]) : desc(LIST_COLUMNS[sort.field]),
        desc(refineRequests.id),
      ]
    : [desc(refineRequests.createdAt), desc(refineRequests.id)];
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ ...recordColumns(viewer), total_rows: totalRows })
    .from(refineRequests)
    .innerJoin(organizations, eq(organizations.id, refineRequests.organizationId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    ({ total_rows: _total, ...raw }) => toRecord(raw as RawRecord),
    async () => (await db.select({ n: count() }).from(refineRequests).where(where))[0]?.n ?? 0,
  );
}
