import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  keptTariffVariants,
  normalizeTariffInput,
  TARIFF_KIND_SPECS,
  tariffInputIssues,
  tariffInputSchema,
  type OrganizationFacts,
  type ProfileKind,
  type ProfileStatus,
  type TariffInput,
  type TariffInputParsed,
  type TariffKind,
  type TariffLine,
} from '@cargo/domain';
import type { Db } from '../connection.js';
import { geoObjects, organizationProfiles, organizations, tariffs } from '../schema.js';
import type { LookupDictionary } from '../../modules/tariff-sheets/index.js';
import {
  checkReferences,
  cityKey,
  createCodeLookup,
  insertTariffsAudited,
  parseCityRef,
  shareTariffReferences,
  tariffValues,
  type CityRef,
  type TariffValues,
} from '../../modules/tariffs/index.js';
import { DEMO_TARIFFS } from './demo-tariff-book.js';
import type { DemoPoint, DemoTariff } from './demo-tariff-legs.js';

/**
 * Seeds the demo's tariffs (demo-tariff-book.ts): every code they name looked up in a handful of
 * statements, each tariff checked by the product's own rules for its owner's profiles, and the
 * rest inserted with their audit rows; what cannot be seeded is reported, not thrown.
 */

/** Validity: from a week before the seed day (UTC) to a year after it. */
export const DEMO_VALID_FROM_DAYS = -7;
export const DEMO_VALID_TO_DAYS = 365;

/** The UTC day `offset` days from `today`, as YYYY-MM-DD. */
export function utcDay(today: Date, offset: number): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

export interface DemoTariffsResult {
  /** Tariffs inserted. */
  created: number;
  /**
   * Demo tariffs left out although their owner was seeded: a reference is not seeded, the owner's
   * profiles do not open the variant, or a rule refused it. (An owner that keeps tariffs already
   * simply gets none: that is no skip.)
   */
  skipped: { key: string; reason: string }[];
}

/** What the lookups found, by point type and code (cities by cityKey), and per owner per dictionary. */
interface Resolved {
  points: Map<string, number>;
  digits: ReadonlyMap<string, number>;
  entries: Map<string, number>;
}

const pointKey = (point: DemoPoint) =>
  point.type === 'CITY' ? `CITY|${cityKey(parseCityRef(point.city)!)}` : `${point.type}|${point.code.toUpperCase()}`;
const entryKey = (owner: number, dictionary: string, code: string) => `${owner}|${dictionary}|${code.toUpperCase()}`;

/** The dictionaries a demo tariff names codes of. */
function dictionaryCodes(tariff: DemoTariff): [LookupDictionary, string][] {
  const carriers = TARIFF_KIND_SPECS[tariff.kind].carrier?.[tariff.variant] as LookupDictionary | undefined;
  const codes: [LookupDictionary, string][] = [];
  if (tariff.carrier && carriers) codes.push([carriers, tariff.carrier]);
  if (tariff.service) codes.push(['services', tariff.service]);
  if (tariff.surcharge) codes.push(['freight-surcharges', tariff.surcharge]);
  for (const line of tariff.lines) {
    if (line.container) codes.push(['container-types', line.container]);
    if (line.vehicle) codes.push(['vehicle-types', line.vehicle]);
    if (line.pallet) codes.push(['pallet-types', line.pallet]);
  }
  return codes;
}

/**
 * Cities by their English name and country, the most populous of a name as rate sheets take it.
 * The sheets' lookup reads every name in every language (46 ms over the whole world on PGlite);
 * the demo names its cities in English, which one indexed filter answers in a few.
 */
async function citiesByEnglishName(tx: Db, refs: readonly CityRef[]): Promise<Map<string, number>> {
  if (!refs.length) return new Map();
  const english = sql<string>`${geoObjects.names}->>'en'`;
  const rows = await tx
    .selectDistinctOn([geoObjects.countryCode, english], {
      id: geoObjects.id,
      countryCode: geoObjects.countryCode,
      name: english,
    })
    .from(geoObjects)
    .where(
      and(
        eq(geoObjects.type, 'CITY'),
        inArray(geoObjects.countryCode, [...new Set(refs.map((ref) => ref.countryCode))]),
        inArray(english, [...new Set(refs.map((ref) => ref.name))]),
      ),
    )
    .orderBy(geoObjects.countryCode, english, sql`${geoObjects.population} desc nulls last`, geoObjects.id);
  const wanted = new Set(refs.map(cityKey));
  const ids = new Map<string, number>();
  for (const row of rows) {
    const key = cityKey({ name: row.name, countryCode: row.countryCode ?? '' });
    if (wanted.has(key)) ids.set(key, row.id);
  }
  return ids;
}

/** Every code of `demo` looked up: a handful of statements whatever the number of tariffs. */
async function resolveCodes(
  tx: Db,
  demo: readonly DemoTariff[],
  owners: ReadonlyMap<string, number>,
): Promise<Resolved> {
  const lookup = createCodeLookup(tx, { organizationId: null });
  const points = new Map<string, number>();
  const ends = demo.flatMap((tariff) => [tariff.from, tariff.to]).filter((point) => point !== undefined);
  for (const type of ['SEA_PORT', 'AIRPORT_HUB', 'RAILWAY_HUB', 'TRANSPORT_HUB'] as const) {
    const codes = [...new Set(ends.flatMap((point) => (point.type === type ? [point.code.toUpperCase()] : [])))];
    if (!codes.length) continue;
    for (const [code, id] of await lookup.hubs(type, codes)) points.set(`${type}|${code}`, id);
  }
  const cityRefs = [...new Set(ends.flatMap((point) => (point.type === 'CITY' ? [point.city] : [])))].map((text) =>
    parseCityRef(text)!,
  );
  for (const [key, id] of await citiesByEnglishName(tx, cityRefs)) points.set(`CITY|${key}`, id);
  const digits = await lookup.currencies([...new Set(demo.map((tariff) => tariff.currency))]);

  const entries = new Map<string, number>();
  for (const [owner, ownerId] of owners) {
    const wanted = new Map<LookupDictionary, Set<string>>();
    for (const tariff of demo)
      if (tariff.owner === owner)
        for (const [dictionary, code] of dictionaryCodes(tariff))
          wanted.set(dictionary, (wanted.get(dictionary) ?? new Set()).add(code.toUpperCase()));
    const ownerLookup = createCodeLookup(tx, { organizationId: ownerId });
    for (const [dictionary, codes] of wanted)
      for (const [code, id] of await ownerLookup.entries(dictionary, [...codes]))
        entries.set(entryKey(ownerId, dictionary, code), id);
  }
  return { points, digits, entries };
}

/** A reference looked up: its id (null when the tariff names none), or what was not found. */
type Found<T> = { value: T | null; missing?: undefined } | { value?: undefined; missing: string };

/** A demo tariff as the product's input, or what is missing for it. */
function toInput(
  tariff: DemoTariff,
  ownerId: number,
  resolved: Resolved,
  organizationIds: ReadonlyMap<string, number>,
  validity: { validFrom: string; validTo: string },
): { input: TariffInput } | { missing: string } {
  const point = (end: DemoPoint | undefined): Found<{ type: DemoPoint['type']; id: number }> => {
    if (!end) return { value: null };
    const id = resolved.points.get(pointKey(end));
    return id === undefined
      ? { missing: `${end.type} ${end.type === 'CITY' ? end.city : end.code}` }
      : { value: { type: end.type, id } };
  };
  const entry = (dictionary: LookupDictionary | undefined, code: string | undefined): Found<number> => {
    if (!code || !dictionary) return { value: null };
    const id = resolved.entries.get(entryKey(ownerId, dictionary, code));
    return id === undefined ? { missing: `${dictionary} ${code}` } : { value: id };
  };
  const digits = resolved.digits.get(tariff.currency);
  if (digits === undefined) return { missing: `currency ${tariff.currency}` };
  const money = (amount: number) => Math.round(amount * 10 ** digits);
  const relative = tariff.tarification === 'RELATIVE';

  const from = point(tariff.from);
  const to = point(tariff.to);
  const carrier = entry(TARIFF_KIND_SPECS[tariff.kind].carrier?.[tariff.variant] as LookupDictionary, tariff.carrier);
  const service = entry('services', tariff.service);
  const surcharge = entry('freight-surcharges', tariff.surcharge);
  const lines: TariffLine[] = [];
  const missing: string[] = [];
  for (const found of [from, to, carrier, service, surcharge]) if (found.missing) missing.push(found.missing);
  for (const line of tariff.lines) {
    const items = {
      containerTypeId: entry('container-types', line.container),
      vehicleTypeId: entry('vehicle-types', line.vehicle),
      palletTypeId: entry('pallet-types', line.pallet),
    };
    for (const found of Object.values(items)) if (found.missing) missing.push(found.missing);
    lines.push({
      containerTypeId: items.containerTypeId.value ?? null,
      vehicleTypeId: items.vehicleTypeId.value ?? null,
      palletTypeId: items.palletTypeId.value ?? null,
      from: line.from ?? null,
      to: line.to ?? null,
      // A relative surcharge is in hundredths of a percent.
      price: relative ? Math.round(line.price * 100) : money(line.price),
    });
  }
  const clients = (tariff.privateFor ?? []).map((name) => organizationIds.get(name));
  if (clients.some((id) => id === undefined)) missing.push(`client ${tariff.privateFor!.join(', ')}`);
  if (missing.length) return { missing: [...new Set(missing)].join('; ') };

  const value = <T>(found: Found<T>) => found.value ?? null;
  return {
    input: {
      variant: tariff.variant,
      organizationId: ownerId,
      from: value(from),
      to: value(to),
      ...validity,
      currency: tariff.currency,
      nds: tariff.nds,
      minPrice: tariff.minPrice === undefined ? null : money(tariff.minPrice),
      transitDays: tariff.transitDays ?? null,
      documentDeadlineDays: tariff.documentDeadlineDays ?? null,
      modifier: tariff.privateFor ? 'PRIVATE' : 'PUBLIC',
      clientOrganizationIds: clients as number[],
      active: true,
      comment: tariff.comment ?? null,
      carrierId: value(carrier),
      serviceId: value(service),
      routeType: tariff.routeType ?? null,
      chargingMode: tariff.chargingMode ?? null,
      roadChargingCode: tariff.roadChargingCode ?? null,
      vehicleBody: tariff.vehicleBody ?? null,
      demurrageDays: tariff.demurrageDays ?? null,
      detentionDays: tariff.detentionDays ?? null,
      surchargeId: value(surcharge),
      surchargeType: tariff.surchargeType ?? null,
      tarification: tariff.tarification ?? null,
      rangeUnit: tariff.rangeUnit ?? null,
      lines,
    },
  };
}

/** The approved profiles and type of each owner, for the variants it may keep. */
async function ownerFacts(
  tx: Db,
  ids: readonly number[],
): Promise<Map<number, { facts: OrganizationFacts; operator: boolean }>> {
  const rows = await tx
    .select({
      id: organizations.id,
      type: organizations.type,
      kind: organizationProfiles.kind,
      status: organizationProfiles.status,
    })
    .from(organizations)
    .leftJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id))
    .where(inArray(organizations.id, [...ids]));
  const facts = new Map<number, { facts: OrganizationFacts; operator: boolean }>();
  for (const row of rows) {
    const owner = facts.get(row.id) ?? { facts: { id: row.id, profiles: [] }, operator: row.type === 'OPERATOR' };
    if (row.kind)
      (owner.facts.profiles as { kind: ProfileKind; status: ProfileStatus }[]).push({
        kind: row.kind as ProfileKind,
        status: row.status as ProfileStatus,
      });
    facts.set(row.id, owner);
  }
  return facts;
}

interface Prepared {
  tariff: DemoTariff;
  ownerId: number;
  input: TariffInputParsed;
}

/**
 * Checks prepared tariffs as the product checks a saved one: the kind's rules and the references
 * (ends, carriers, services, line items, clients, a surcharge's sea tariff). Those that fail are
 * moved to `skipped`.
 */
async function keepValid(
  tx: Db,
  prepared: readonly Prepared[],
  skipped: DemoTariffsResult['skipped'],
): Promise<Prepared[]> {
  const kept: Prepared[] = [];
  const byKind = new Map<TariffKind, Prepared[]>();
  for (const item of prepared) {
    const issues = tariffInputIssues(item.tariff.kind, item.input);
    if (issues.length) {
      skipped.push({
        key: item.tariff.key,
        reason: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      });
      continue;
    }
    byKind.set(item.tariff.kind, [...(byKind.get(item.tariff.kind) ?? []), item]);
  }
  for (const [kind, items] of byKind) {
    const results = await checkReferences(
      tx,
      kind,
      items.map(({ input, ownerId }) => ({ input, ownerId })),
    );
    items.forEach((item, index) => {
      const { issues } = results[index]!;
      if (issues.length)
        skipped.push({
          key: item.tariff.key,
          reason: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        });
      else kept.push(item);
    });
  }
  return kept;
}

/**
 * Loads DEMO_TARIFFS inside the demo seed's transaction, through the product's own rules and
 * insert (tariffs and their audit rows, action `create:demo`). Idempotent like the rest of the
 * demo: an owner that keeps any tariff already gets none. A tariff whose reference is not seeded
 * (a port, a city, a dictionary code; REFERENCE_DATA=false), or that the owner's profiles do not
 * open, is left out and listed in `skipped`: the seed never fails for it.
 */
export async function seedDemoTariffs(
  tx: Db,
  organizationIds: ReadonlyMap<string, number>,
  options: { today?: Date } = {},
): Promise<DemoTariffsResult> {
  const today = options.today ?? new Date();
  const validity = { validFrom: utcDay(today, DEMO_VALID_FROM_DAYS), validTo: utcDay(today, DEMO_VALID_TO_DAYS) };
  const skipped: DemoTariffsResult['skipped'] = [];

  const ownerNames = [...new Set(DEMO_TARIFFS.map((tariff) => tariff.owner))];
  const ownerIds = ownerNames.flatMap((name) => {
    const id = organizationIds.get(name);
    return id === undefined ? [] : [id];
  });
  const stocked = ownerIds.length
    ? await tx
        .selectDistinct({ organizationId: tariffs.organizationId })
        .from(tariffs)
        .where(inArray(tariffs.organizationId, ownerIds))
    : [];
  const keeping = new Set(stocked.map((row) => row.organizationId));
  const fresh = new Map(
    ownerNames.flatMap((name) => {
      const id = organizationIds.get(name);
      return id === undefined || keeping.has(id) ? [] : [[name, id] as const];
    }),
  );
  const demo = DEMO_TARIFFS.filter((tariff) => fresh.has(tariff.owner));
  if (!demo.length) return { created: 0, skipped };

  await shareTariffReferences(tx);
  const resolved = await resolveCodes(tx, demo, fresh);
  const facts = await ownerFacts(tx, [...fresh.values()]);
  const firstPhase: Prepared[] = [];
  const secondPhase: { tariff: DemoTariff; ownerId: number; input: TariffInput }[] = [];
  for (const tariff of demo) {
    const ownerId = fresh.get(tariff.owner)!;
    const owner = facts.get(ownerId);
    if (!owner || !keptTariffVariants(tariff.kind, owner.facts, owner.operator).includes(tariff.variant)) {
      skipped.push({
        key: tariff.key,
        reason: `${tariff.owner}'s profiles do not open ${tariff.kind} ${tariff.variant}`,
      });
      continue;
    }
    const built = toInput(tariff, ownerId, resolved, organizationIds, validity);
    if ('missing' in built) {
      skipped.push({ key: tariff.key, reason: `not seeded: ${built.missing}` });
      continue;
    }
    if (tariff.appliesTo) secondPhase.push({ tariff, ownerId, input: built.input });
    else
      firstPhase.push({
        tariff,
        ownerId,
        input: normalizeTariffInput(tariff.kind, tariffInputSchema.parse(built.input)),
      });
  }

  const audit = { actorUserId: null, action: 'create:demo' };
  const insert = async (items: readonly Prepared[]) =>
    items.length
      ? insertTariffsAudited(
          tx,
          items.map(({ tariff, ownerId, input }): TariffValues => ({
            ...tariffValues(tariff.kind, input, ownerId),
            createdBy: null,
          })),
          audit,
        )
      : 0;
  const first = await keepValid(tx, firstPhase, skipped);
  let created = await insert(first);

  // Surcharge values for one sea tariff need its id: found among the sea tariffs just inserted.
  if (secondPhase.length) {
    const targets = new Map(first.filter(({ tariff }) => tariff.kind === 'sea').map((item) => [item.tariff.key, item]));
    const seaRows = await tx
      .select()
      .from(tariffs)
      .where(and(eq(tariffs.kind, 'sea'), inArray(tariffs.organizationId, [...fresh.values()])));
    const second: Prepared[] = [];
    for (const item of secondPhase) {
      const target = targets.get(item.tariff.appliesTo!);
      const row =
        target &&
        seaRows.find(
          (candidate) =>
            candidate.organizationId === target.ownerId &&
            candidate.variant === target.input.variant &&
            candidate.fromId === target.input.from?.id &&
            candidate.toId === target.input.to?.id &&
            candidate.carrierId === (target.input.carrierId ?? null) &&
            candidate.modifier === target.input.modifier,
        );
      if (!row) {
        skipped.push({ key: item.tariff.key, reason: `its sea tariff ${item.tariff.appliesTo} was not seeded` });
        continue;
      }
      const input = normalizeTariffInput(
        item.tariff.kind,
        tariffInputSchema.parse({ ...item.input, appliesToTariffId: row.id }),
      );
      second.push({ ...item, input });
    }
    created += await insert(await keepValid(tx, second, skipped));
  }
  return { created, skipped };
}
