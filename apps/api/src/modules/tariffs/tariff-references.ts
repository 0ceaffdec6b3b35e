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

const UNKNOWN_END: Record<TariffPointType, MessageKey> = {
  SEA_PORT: 'tariffs.unknown.seaPort',
  AIRPORT_HUB: 'tariffs.unknown.airport',
  RAILWAY_HUB: 'tariffs.unknown.station',
  TRANSPORT_HUB: 'tariffs.unknown.hub',
  CITY: 'tariffs.unknown.city',
};

/** The dictionary item a line names, where it must be found and what is said when it is not. */
const LINE_ITEMS = [
  ['containerTypeId', 'container-types', 'tariffs.unknown.containerType'],
  ['vehicleTypeId', 'vehicle-types', 'tariffs.unknown.vehicleType'],
  ['palletTypeId', 'pallet-types', 'tariffs.unknown.palletType'],
] as const;

/** An active entry of the dictionary; container types of tariffs are the COMMON (sea) ones. */
function isEntryOf(item: DictionaryItem | undefined, dictionary: DictionaryName): boolean {
  if (!item || !item.active || item.dictionary !== dictionary) return false;
  return dictionary !== 'container-types' || item.kind === 'COMMON';
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

/**
 * The references of many tariffs of one kind, checked in a handful of queries whatever their
 * number (a rate sheet sends 100,000 rows; a form one): each end exists in its table and is
 * active, the currency is active, the carrier is an entry of the kind's carrier dictionary for
 * the variant, the service, surcharge and line items are entries of theirs, a surcharge's sea
 * tariff belongs to the same owner, and private clients are client organizations under the
 * owner (anywhere below it in the organization tree; any client for the marketplace). Answers one
 * result per subject, in order.
 */
export async function checkReferences(
  db: Db,
  kind: TariffKind,
  subjects: readonly ReferenceSubject[],
): Promise<ReferenceResult[]> {
  const spec = TARIFF_KIND_SPECS[kind];
  const pointIds = new Map<TariffPointType, Set<number>>(TARIFF_POINT_TYPES.map((type) => [type, new Set()]));
  const entryIds = new Set<number>();
  const codes = new Set<string>();
  const clientIds = new Set<number>();
  const seaTariffIds = new Set<number>();
  for (const { input } of subjects) {
    for (const { point } of endsOf(kind, input)) pointIds.get(point.type)!.add(point.id);
    for (const id of [input.carrierId, input.serviceId, input.surchargeId]) if (id) entryIds.add(id);
    for (const line of input.lines) for (const [field] of LINE_ITEMS) if (line[field]) entryIds.add(line[field]!);
    codes.add(input.currency);
    for (const id of input.clientOrganizationIds) clientIds.add(id);
    if (input.appliesToTariffId) seaTariffIds.add(input.appliesToTariffId);
  }

  const points = new Map<TariffPointType, Map<number, string>>();
  for (const [type, ids] of pointIds) points.set(type, await activePoints(db, type, ids));
  const entries = await dictionaryItems(db, entryIds);
  const currencies = await activeCurrencies(db, codes);
  const clients = await organizationLineages(db, clientIds);
  const owners = clientIds.size
    ? await organizationTypes(db, new Set(subjects.map((subject) => subject.ownerId)))
    : new Map<number, string>();
  const seaTariffs = await seaTariffOwners(db, seaTariffIds);

  return subjects.map(({ input, ownerId }) => {
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
  });
}
