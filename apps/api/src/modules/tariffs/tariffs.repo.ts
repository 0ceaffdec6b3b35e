import { and, count, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import {
  pickText,
  type Language,
  type ListQueryOf,
  type LocalizedText,
  type Tariff,
  type TariffInputParsed,
  type TariffKind,
  type TariffPoint,
  type TariffPointType,
  type TARIFF_LIST,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { nextVersion, versionGuard } from '../../db/versions.js';
import { filterSql } from '../../db/list-filters.js';
import { allNames, containsPattern, nameIn, orderOf, pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { dictionaryEntries, organizations } from '../../db/schema.js';
import { FROM_END, TO_END } from './tariff-ends.repo.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { tariffs, type StoredTariffLine } from './tariffs.schema.js';

export type TariffRow = typeof tariffs.$inferSelect;
export type TariffValues = Omit<typeof tariffs.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

const owner = alias(organizations, 'owner');
const carrier = alias(dictionaryEntries, 'carrier');
const service = alias(dictionaryEntries, 'service');
const surcharge = alias(dictionaryEntries, 'surcharge');

/** A tariff with what its answer names: the owner, the ends and the dictionary items. */
const RECORD = {
  row: tariffs,
  ownerName: owner.name,
  ownerType: owner.type,
  fromCode: FROM_END.code,
  fromNames: FROM_END.names,
  fromCountry: FROM_END.country,
  toCode: TO_END.code,
  toNames: TO_END.names,
  toCountry: TO_END.country,
  carrierCode: carrier.code,
  carrierNames: carrier.names,
  serviceCode: service.code,
  serviceNames: service.names,
  surchargeCode: surcharge.code,
  surchargeNames: surcharge.names,
};
export type TariffRecord = {
  row: TariffRow;
  ownerName: string | null;
  ownerType: string | null;
  fromCode: string | null;
  fromNames: LocalizedText | null;
  fromCountry: string | null;
  toCode: string | null;
  toNames: LocalizedText | null;
  toCountry: string | null;
  carrierCode: string | null;
  carrierNames: LocalizedText | null;
  serviceCode: string | null;
  serviceNames: LocalizedText | null;
  surchargeCode: string | null;
  surchargeNames: LocalizedText | null;
};

/**
 * The joins every read of tariffs makes; all left joins to a primary key, so rows never multiply.
 * The selection is explicit, so the joins do not change the rows' type: the casts only tell
 * TypeScript so, which it cannot follow through a generic dynamic query.
 */
export function joined<T extends PgSelect>(query: T): T {
  const joins: [PgTable, SQL][] = [
    [owner, eq(owner.id, tariffs.organizationId)],
    ...[...FROM_END.joins, ...TO_END.joins].map(({ table, on }): [PgTable, SQL] => [table, on]),
    [carrier, eq(carrier.id, tariffs.carrierId)],
    [service, eq(service.id, tariffs.serviceId)],
    [surcharge, eq(surcharge.id, tariffs.surchargeId)],
  ];
  return joins.reduce((q, [table, on]) => q.leftJoin(table, on) as unknown as T, query);
}

/**
 * Which tariffs a caller reads: every one (operators, `viewer` undefined), or a partner's own
 * and the public ones of the marketplace's operators. Another partner's tariffs, and private
 * tariffs of anyone else, are not there at all (docs/architecture.md §4: 404, not 403).
 */
function visibleTo(viewer: number | undefined): SQL | undefined {
  if (viewer === undefined) return undefined;
  return or(eq(tariffs.organizationId, viewer), and(eq(owner.type, 'OPERATOR'), eq(tariffs.modifier, 'PUBLIC')));
}

type ListField = keyof typeof TARIFF_LIST;

/**
 * TARIFF_LIST's fields as columns and expressions over the joins; `today` is the caller's day
 * (`request.today`), against which `expired` is judged, not the database's `current_date`.
 */
function listColumns(language: Language, today: string): Record<ListField, SQLWrapper> {
  return {
    id: tariffs.id,
    variant: tariffs.variant,
    organizationId: tariffs.organizationId,
    fromType: tariffs.fromType,
    fromId: tariffs.fromId,
    fromCode: FROM_END.code,
    fromName: nameIn(FROM_END.names, language),
    fromCountry: FROM_END.country,
    toType: tariffs.toType,
    toId: tariffs.toId,
    toCode: TO_END.code,
    toName: nameIn(TO_END.names, language),
    toCountry: TO_END.country,
    validFrom: tariffs.validFrom,
    validTo: tariffs.validTo,
    currency: tariffs.currency,
    nds: tariffs.nds,
    minPrice: tariffs.minPrice,
    transitDays: tariffs.transitDays,
    modifier: tariffs.modifier,
    carrierId: tariffs.carrierId,
    serviceId: tariffs.serviceId,
    surchargeId: tariffs.surchargeId,
    routeType: tariffs.routeType,
    active: tariffs.active,
    expired: sql`(${tariffs.validTo} < cast(${today} as date))`,
    createdAt: tariffs.createdAt,
    updatedAt: tariffs.updatedAt,
  };
}

export type TariffListQuery = ListQueryOf<typeof TARIFF_LIST> & { search?: string };

/**
 * A list's filters and search as one condition over `joined` tariffs: the list's, and the
 * selection of a bulk action by filter (bulk.repo.ts).
 */
export function tariffFilterWhere(
  query: Pick<TariffListQuery, 'filters' | 'search'>,
  language: Language,
  today: string,
): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    filterSql(query.filters, listColumns(language, today)),
    pattern === undefined
      ? undefined
      : or(
          ilike(FROM_END.code, pattern),
          sql`${allNames(FROM_END.names)} ilike ${pattern}`,
          ilike(TO_END.code, pattern),
          sql`${allNames(TO_END.names)} ilike ${pattern}`,
        ),
  );
}

export async function listTariffs(
  db: Db,
  kind: TariffKind,
  viewer: number | undefined,
  query: TariffListQuery,
  language: Language,
  today: string,
): Promise<Page<TariffRecord>> {
  const columns = listColumns(language, today);
  const where = and(eq(tariffs.kind, kind), visibleTo(viewer), tariffFilterWhere(query, language, today));
  const { limit, offset } = pageBounds(query);
  const rows = await joined(
    db
      .select({ ...RECORD, total_rows: totalRows })
      .from(tariffs)
      .$dynamic(),
  )
    .where(where)
    .orderBy(...orderOf(query.sort ?? { field: 'validTo', direction: 'desc' }, columns, tariffs.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    ({ total_rows: _total, ...record }) => record as TariffRecord,
    async () => (await joined(db.select({ n: count() }).from(tariffs).$dynamic()).where(where))[0]?.n ?? 0,
  );
}

/**
 * The ids of every tariff a list shows (its filters, search and sort, all pages), grouped by
 * variant in `variants`' order: a rate sheet's export writes one sheet per variant, in order.
 */
export async function listTariffIds(
  db: Db,
  kind: TariffKind,
  viewer: number | undefined,
  query: Pick<TariffListQuery, 'filters' | 'search' | 'sort'>,
  language: Language,
  today: string,
  variants: readonly string[],
): Promise<number[]> {
  const variantOrder = sql`array_position(cast(${`{${variants.join(',')}}`} as text[]), ${tariffs.variant})`;
  const rows = await joined(db.select({ id: tariffs.id }).from(tariffs).$dynamic())
    .where(and(eq(tariffs.kind, kind), visibleTo(viewer), tariffFilterWhere(query, language, today)))
    .orderBy(
      variantOrder,
      ...orderOf(query.sort ?? { field: 'validTo', direction: 'desc' }, listColumns(language, today), tariffs.id),
    );
  return rows.map((row) => row.id);
}

/** The tariffs among `ids` the viewer reads, in the order of `ids` (an export's chunk). */
export async function tariffsByIds(
  db: Db,
  ids: readonly number[],
  viewer: number | undefined,
): Promise<TariffRecord[]> {
  if (!ids.length) return [];
  const records = (await joined(db.select(RECORD).from(tariffs).$dynamic()).where(
    and(sql`${tariffs.id} = any(cast(${`{${ids.join(',')}}`} as integer[]))`, visibleTo(viewer)),
  )) as TariffRecord[];
  const byId = new Map(records.map((record) => [record.row.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One tariff of the kind, if the viewer may read it. */
export async function findTariff(
  db: Db,
  kind: TariffKind,
  id: number,
  viewer: number | undefined,
): Promise<TariffRecord | undefined> {
  const [record] = await joined(db.select(RECORD).from(tariffs).$dynamic()).where(
    and(eq(tariffs.id, id), eq(tariffs.kind, kind), visibleTo(viewer)),
  );
  return record as TariffRecord | undefined;
}

/** The columns of a normalized input (normalizeTariffInput) for an owner. */
export function tariffValues(kind: TariffKind, input: TariffInputParsed, organizationId: number): TariffValues {
  return {
    kind,
    variant: input.variant,
    organizationId,
    fromType: input.from?.type ?? null,
    fromId: input.from?.id ?? null,
    toType: input.to?.type ?? null,
    toId: input.to?.id ?? null,
    validFrom: input.validFrom,
    validTo: input.validTo,
    currency: input.currency,
    nds: input.nds,
    minPrice: input.minPrice ?? null,
    transitDays: input.transitDays ?? null,
    documentDeadlineDays: input.documentDeadlineDays ?? null,
    modifier: input.modifier,
    clientOrganizationIds: input.clientOrganizationIds,
    active: input.active,
    comment: input.comment || null,
    carrierId: input.carrierId ?? null,
    serviceId: input.serviceId ?? null,
    surchargeId: input.surchargeId ?? null,
    routeType: input.routeType ?? null,
    chargingMode: input.chargingMode ?? null,
    roadChargingCode: input.roadChargingCode ?? null,
    vehicleBody: input.vehicleBody ?? null,
    distanceRange: input.distanceRange ?? null,
    zipCodes: input.zipCodes,
    demurrageDays: input.demurrageDays ?? null,
    detentionDays: input.detentionDays ?? null,
    surchargeType: input.surchargeType ?? null,
    tarification: input.tarification ?? null,
    appliesToTariffId: input.appliesToTariffId ?? null,
    rangeUnit: input.rangeUnit ?? null,
    lines: input.lines as StoredTariffLine[],
  };
}

/**
 * Changes a tariff, answering it as it is now; undefined when it is gone or, for a guarded edit,
 * no longer at an expected version.
 */
export async function updateTariff(
  db: Db,
  id: number,
  values: TariffValues,
  expected: ExpectedVersions,
): Promise<TariffRow | undefined> {
  const { createdBy: _createdBy, ...changed } = values;
  const [row] = await db
    .update(tariffs)
    .set({ ...changed, updatedAt: sql`now()`, version: nextVersion(tariffs.version) })
    .where(and(eq(tariffs.id, id), versionGuard(tariffs.version, expected)))
    .returning();
  return row;
}

/**
 * Deletes a tariff, answering it and the surcharge values that went with it (the cascade);
 * undefined when it is gone.
 */
export async function deleteTariff(db: Db, id: number): Promise<{ row: TariffRow; cascaded: TariffRow[] } | undefined> {
  const cascaded = await db.select().from(tariffs).where(eq(tariffs.appliesToTariffId, id));
  const [row] = await db.delete(tariffs).where(eq(tariffs.id, id)).returning();
  return row && { row, cascaded };
}

function point(
  type: string | null,
  id: number | null,
  code: string | null,
  names: LocalizedText | null,
  country: string | null,
  language: Language,
): TariffPoint | null {
  if (!type || id === null) return null;
  return { type: type as TariffPointType, id, code, name: pickText(names, language), countryCode: country };
}

function reference(id: number | null, code: string | null, names: LocalizedText | null, language: Language) {
  return id === null ? null : { id, code, name: pickText(names, language) };
}

/** The answer of a tariff in the caller's language; `editable` is the caller's right, decided by the service. */
export function toTariff(record: TariffRecord, language: Language, editable: boolean): Tariff {
  const { row } = record;
  return {
    id: row.id,
    kind: row.kind as Tariff['kind'],
    variant: row.variant as Tariff['variant'],
    organization: { id: row.organizationId, name: record.ownerName ?? '' },
    from: point(row.fromType, row.fromId, record.fromCode, record.fromNames, record.fromCountry, language),
    to: point(row.toType, row.toId, record.toCode, record.toNames, record.toCountry, language),
    validFrom: row.validFrom,
    validTo: row.validTo,
    currency: row.currency,
    nds: row.nds as Tariff['nds'],
    minPrice: row.minPrice,
    transitDays: row.transitDays,
    documentDeadlineDays: row.documentDeadlineDays,
    modifier: row.modifier as Tariff['modifier'],
    clientOrganizationIds: row.clientOrganizationIds,
    active: row.active,
    comment: row.comment,
    carrier: reference(row.carrierId, record.carrierCode, record.carrierNames, language),
    service: reference(row.serviceId, record.serviceCode, record.serviceNames, language),
    routeType: row.routeType as Tariff['routeType'],
    chargingMode: row.chargingMode as Tariff['chargingMode'],
    roadChargingCode: row.roadChargingCode as Tariff['roadChargingCode'],
    vehicleBody: row.vehicleBody as Tariff['vehicleBody'],
    distanceRange: row.distanceRange as Tariff['distanceRange'],
    zipCodes: row.zipCodes,
    demurrageDays: row.demurrageDays,
    detentionDays: row.detentionDays,
    surcharge: reference(row.surchargeId, record.surchargeCode, record.surchargeNames, language),
    surchargeType: row.surchargeType as Tariff['surchargeType'],
    tarification: row.tarification as Tariff['tarification'],
    appliesToTariffId: row.appliesToTariffId,
    rangeUnit: row.rangeUnit as Tariff['rangeUnit'],
    lines: row.lines,
    editable,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether any tariff meets the condition (the delete guards ask; the indexes on the ends and items answer). */
export async function anyTariffWhere(db: Db, condition: SQL): Promise<boolean> {
  const rows = await db.select({ id: tariffs.id }).from(tariffs).where(condition).limit(1);
  return rows.length > 0;
}
