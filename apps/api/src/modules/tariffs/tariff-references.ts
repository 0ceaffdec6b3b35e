import {
  TARIFF_KIND_SPECS,
  TARIFF_POINT_TYPES,
  type DictionaryName,
  type MessageKey,
  type TariffInputParsed,
  type TariffIssue,
  type TariffKind,
  type TariffPointType,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import {
  activeCurrencies,
  activePoints,
  dictionaryItems,
  isTariffContainer,
  organizationLineages,
  organizationTypes,
  seaTariffOwners,
  type DictionaryItem,
} from './references.repo.js';

/** One tariff to check: its normalized input and the organization that will own it. */
export interface ReferenceSubject {
  input: TariffInputParsed;
  ownerId: number;
}

export interface ReferenceResult {
  issues: TariffIssue[];
  /** The ends' countries, for the lane bans; null for an end that is absent or unknown. */
  fromCountry: string | null;
  toCountry: string | null;
}

/** What is said of an end that is not found (or not active) in its table. */
export const UNKNOWN_END: Record<TariffPointType, MessageKey> = {
  SEA_PORT: 'tariffs.unknown.seaPort',
  AIRPORT_HUB: 'tariffs.unknown.airport',
  RAILWAY_HUB: 'tariffs.unknown.station',
  TRANSPORT_HUB: 'tariffs.unknown.hub',
  CITY: 'tariffs.unknown.city',
};

/** The dictionary item a line names, where it must be found and what is said when it is not. */
export const LINE_ITEMS = [
  ['containerTypeId', 'container-types', 'tariffs.unknown.containerType'],
  ['vehicleTypeId', 'vehicle-types', 'tariffs.unknown.vehicleType'],
  ['palletTypeId', 'pallet-types', 'tariffs.unknown.palletType'],
] as const;

/** An active entry of the dictionary; container types of tariffs are the COMMON (sea) ones. */
function isEntryOf(item: DictionaryItem | undefined, dictionary: DictionaryName): boolean {
  if (!item || !item.active || item.dictionary !== dictionary) return false;
  return dictionary !== 'container-types' || isTariffContainer(item.kind);
}

/** The ends of an input the kind allows; an end of another type is already a rule's issue. */
function endsOf(kind: TariffKind, input: TariffInputParsed) {
  const spec = TARIFF_KIND_SPECS[kind];
  return (['from', 'to'] as const).flatMap((end) => {
    const point = input[end];
    const allowed = end === 'from' ? spec.from : spec.to;
    return point && allowed?.includes(point.type) ? [{ end, point }] : [];
  });
}

/** The ids and codes some tariffs name, by where they are looked up. */
interface ReferenceIds {
  points: Map<TariffPointType, Set<number>>;
  entries: Set<number>;
  currencies: Set<string>;
  clients: Set<number>;
  /** The owners, whose type decides where their private clients may be. */
  owners: Set<number>;
  seaTariffs: Set<number>;
}

/** What the database says of some ReferenceIds: the ones found, with what the checks read of them. */
interface References {
  points: Map<TariffPointType, Map<number, string>>;
  entries: Map<number, DictionaryItem>;
  currencies: Set<string>;
  clients: Map<number, { type: string; chain: number[] }>;
  owners: Map<number, string>;
  seaTariffs: Map<number, number>;
}

const noReferenceIds = (): ReferenceIds => ({
  points: new Map(TARIFF_POINT_TYPES.map((type) => [type, new Set()])),
  entries: new Set(),
  currencies: new Set(),
  clients: new Set(),
  owners: new Set(),
  seaTariffs: new Set(),
});

/** Adds what `subjects` name to `ids` (a new set by default). */
function referenceIds(
  kind: TariffKind,
  subjects: readonly ReferenceSubject[],
  ids: ReferenceIds = noReferenceIds(),
): ReferenceIds {
  for (const { input, ownerId } of subjects) {
    for (const { point } of endsOf(kind, input)) ids.points.get(point.type)!.add(point.id);
    for (const id of [input.carrierId, input.serviceId, input.surchargeId]) if (id) ids.entries.add(id);
    for (const line of input.lines) for (const [field] of LINE_ITEMS) if (line[field]) ids.entries.add(line[field]!);
    ids.currencies.add(input.currency);
    for (const id of input.clientOrganizationIds) ids.clients.add(id);
    if (input.clientOrganizationIds.length) ids.owners.add(ownerId);
    if (input.appliesToTariffId) ids.seaTariffs.add(input.appliesToTariffId);
  }
  return ids;
}

/** Looks `ids` up in a handful of queries, whatever their number. */
async function loadReferences(db: Db, ids: ReferenceIds): Promise<References> {
  const points = new Map<TariffPointType, Map<number, string>>();
  for (const [type, pointIds] of ids.points) points.set(type, await activePoints(db, type, pointIds));
  return {
    points,
    entries: await dictionaryItems(db, ids.entries),
    currencies: await activeCurrencies(db, ids.currencies),
    clients: await organizationLineages(db, ids.clients),
    owners: await organizationTypes(db, ids.owners),
    seaTariffs: await seaTariffOwners(db, ids.seaTariffs),
  };
}

/**
 * A tariff's references against what was looked up: each end exists in its table and is active,
 * the currency is active, the carrier is an entry of the kind's carrier dictionary for the
 * variant, the service, surcharge and line items are entries of theirs, a surcharge's sea tariff
 * belongs to the same owner, and private clients are client organizations under the owner
 * (anywhere below it in the organization tree; any client for the marketplace).
 */
function judgeReferences(
  kind: TariffKind,
  references: References,
  { input, ownerId }: ReferenceSubject,
): ReferenceResult {
  const spec = TARIFF_KIND_SPECS[kind];
  const { points, entries, currencies, clients, owners, seaTariffs } = references;
  const issues: TariffIssue[] = [];
  const countries: Record<'from' | 'to', string | null> = { from: null, to: null };
  for (const { end, point } of endsOf(kind, input)) {
    const country = points.get(point.type)!.get(point.id);
    if (country === undefined) issues.push({ path: [end, 'id'], message: UNKNOWN_END[point.type] });
    else countries[end] = country;
  }
  if (!currencies.has(input.currency)) issues.push({ path: ['currency'], message: 'tariffs.unknown.currency' });
  const carriers = spec.carrier?.[input.variant];
  if (input.carrierId && (!carriers || !isEntryOf(entries.get(input.carrierId), carriers)))
    issues.push({ path: ['carrierId'], message: 'tariffs.unknown.carrier' });
  if (input.serviceId && !isEntryOf(entries.get(input.serviceId), 'services'))
    issues.push({ path: ['serviceId'], message: 'tariffs.unknown.service' });
  if (input.surchargeId && !isEntryOf(entries.get(input.surchargeId), 'freight-surcharges'))
    issues.push({ path: ['surchargeId'], message: 'tariffs.unknown.surcharge' });
  if (input.appliesToTariffId && seaTariffs.get(input.appliesToTariffId) !== ownerId)
    issues.push({ path: ['appliesToTariffId'], message: 'tariffs.unknown.tariff' });
  input.lines.forEach((line, index) => {
    for (const [field, dictionary, message] of LINE_ITEMS)
      if (line[field] && !isEntryOf(entries.get(line[field]!), dictionary))
        issues.push({ path: ['lines', index, field], message });
  });
  const marketplace = owners.get(ownerId) === 'OPERATOR';
  input.clientOrganizationIds.forEach((id, index) => {
    const client = clients.get(id);
    if (client?.type !== 'CLIENT' || !(marketplace || client.chain.includes(ownerId)))
      issues.push({ path: ['clientOrganizationIds', index], message: 'tariffs.clientNotFound' });
  });
  return { issues, fromCountry: countries.from, toCountry: countries.to };
}

/**
 * The references of many tariffs of one kind (a rate sheet sends 100,000 rows; a form one),
 * checked in a handful of queries whatever their number: one result per subject, in order.
 */
export async function checkReferences(
  db: Db,
  kind: TariffKind,
  subjects: readonly ReferenceSubject[],
): Promise<ReferenceResult[]> {
  const references = await loadReferences(db, referenceIds(kind, subjects));
  return subjects.map((subject) => judgeReferences(kind, references, subject));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether `later` says of every reference `earlier` found what `earlier` said. */
function stillHold(earlier: References, later: References): boolean {
  const mapsHold = <K, V>(before: Map<K, V>, after: Map<K, V>) =>
    [...before].every(([key, value]) => after.has(key) && same(after.get(key), value));
  return (
    [...earlier.points].every(([type, found]) => mapsHold(found, later.points.get(type)!)) &&
    mapsHold(earlier.entries, later.entries) &&
    [...earlier.currencies].every((code) => later.currencies.has(code)) &&
    mapsHold(earlier.clients, later.clients) &&
    mapsHold(earlier.owners, later.owners) &&
    mapsHold(earlier.seaTariffs, later.seaTariffs)
  );
}

/**
 * References looked up batch by batch (an import's, outside its transaction), merged into one
 * record of what every check relied on, so the transaction can ask once whether it all still
 * holds: a port deactivated between two batches, or after the last, and the answer is no.
 */
export class ReferenceLedger {
  readonly ids = noReferenceIds();
  private readonly seen: References = {
    points: new Map(TARIFF_POINT_TYPES.map((type) => [type, new Map()])),
    entries: new Map(),
    currencies: new Set(),
    clients: new Map(),
    owners: new Map(),
    seaTariffs: new Map(),
  };
  private consistent = true;

  /** Looks up the references of one batch, records them and answers the batch's results. */
  async check(db: Db, kind: TariffKind, subjects: readonly ReferenceSubject[]): Promise<ReferenceResult[]> {
    const ids = referenceIds(kind, subjects);
    referenceIds(kind, subjects, this.ids);
    const found = await loadReferences(db, ids);
    this.record(found);
    return subjects.map((subject) => judgeReferences(kind, found, subject));
  }

  /** Whether everything recorded is still so (inside the transaction that saves what relied on it). */
  async holds(db: Db): Promise<boolean> {
    return this.consistent && stillHold(this.seen, await loadReferences(db, this.ids));
  }

  private record(found: References): void {
    const merge = <K, V>(into: Map<K, V>, from: Map<K, V>) => {
      for (const [key, value] of from) {
        if (into.has(key) && !same(into.get(key), value)) this.consistent = false;
        into.set(key, value);
      }
    };
    for (const [type, points] of found.points) merge(this.seen.points.get(type)!, points);
    merge(this.seen.entries, found.entries);
    for (const code of found.currencies) this.seen.currencies.add(code);
    merge(this.seen.clients, found.clients);
    merge(this.seen.owners, found.owners);
    merge(this.seen.seaTariffs, found.seaTariffs);
  }
}
