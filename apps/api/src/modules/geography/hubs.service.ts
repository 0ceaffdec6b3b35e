import { type hubInputSchema, type Hub, type HubKind, type Language } from '@cargo/domain';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { noDeleteGuard, type DeleteGuard } from '../../delete-guard.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Page } from '../../db/list.js';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { notFound } from '../organizations/index.js';
import { listAllHubs } from './all-hubs.repo.js';
import { bumpGeographyVersion } from './geography-version.repo.js';
import { findGeoObject } from './geo-objects.repo.js';
import {
  deleteHub,
  findHub,
  findHubRow,
  hubDependants,
  insertHub,
  listHubs,
  lockHubs,
  transportHubLineage,
  updateHub,
  type HubListQuery,
  type HubValues,
} from './hubs.repo.js';

type HubInput = z.output<typeof hubInputSchema>;

export interface HubsService {
  list(kind: HubKind, query: HubListQuery, language: Language): Promise<Page<Hub>>;
  listAll(
    query: { page: number; size: number; name?: string; country?: string },
    language: Language,
  ): Promise<Page<Hub>>;
  get(kind: HubKind, id: number, language: Language): Promise<Hub>;
  create(caller: Caller, kind: HubKind, input: HubInput, language: Language): Promise<Hub>;
  update(caller: Caller, kind: HubKind, id: number, input: HubInput, language: Language): Promise<Hub>;
  remove(caller: Caller, kind: HubKind, id: number): Promise<void>;
}

/** The columns of a hub kind from the form; fields of other kinds are dropped. */
function valuesOf(kind: HubKind, input: HubInput): HubValues {
  const common = {
    code: input.code,
    names: input.names,
    cityId: input.cityId ?? null,
    countryCode: input.countryCode,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    hasTerminals: input.hasTerminals,
    active: input.active,
  };
  if (kind === 'airport-hubs') return { ...common, icao: input.icao ?? null };
  if (kind === 'railway-hubs') return { ...common, border: input.border ?? false };
  if (kind === 'transport-hubs')
    return {
      ...common,
      // problemsOf has refused a transport hub without a type.
      type: input.hubType!,
      typeTransitBorder: input.hubType === 'TRANSIT_BORDER' ? (input.typeTransitBorder ?? null) : null,
      completeLocation: input.completeLocation ?? false,
      parentId: input.parentId ?? null,
      pairedHubId: input.pairedHubId ?? null,
      seaPortId: input.seaPortId ?? null,
      airportId: input.airportId ?? null,
      stationId: input.stationId ?? null,
    };
  return common;
}

/**
 * Sea ports, airports, railway stations and other transport hubs (Product specification, shell §3): unique
 * codes, a city in the hub's own country, coordinates in range, and for transport hubs links
 * that point elsewhere than at themselves and parents without cycles.
 */
export function createHubsService(
  db: Db,
  onChange: () => void = () => undefined,
  deleteGuard: DeleteGuard = noDeleteGuard,
): HubsService {
  async function problemsOf(tx: Db, kind: HubKind, input: HubInput, id?: number): Promise<FieldProblem[]> {
    const problems: FieldProblem[] = [];
    if (input.cityId != null) {
      const found = await findGeoObject(tx, input.cityId);
      if (!found || found.row.type !== 'CITY') problems.push({ fieldName: 'cityId', message: 'error.notFound' });
      else if (found.row.countryCode !== input.countryCode)
        problems.push({ fieldName: 'cityId', message: 'geography.cityCountry' });
    }
    if (kind !== 'transport-hubs') return problems;
    if (!input.hubType) problems.push({ fieldName: 'hubType', message: 'validation.required' });
    if (input.hubType === 'TRANSIT_BORDER' && !input.typeTransitBorder)
      problems.push({ fieldName: 'typeTransitBorder', message: 'validation.required' });
    for (const [field, target] of [
      ['parentId', 'transport-hubs'],
      ['pairedHubId', 'transport-hubs'],
      ['seaPortId', 'sea-port-hubs'],
      ['airportId', 'airport-hubs'],
      ['stationId', 'railway-hubs'],
    ] as const) {
      const linked = input[field];
      if (linked == null) continue;
      if (target === 'transport-hubs' && linked === id)
        problems.push({ fieldName: field, message: 'organizations.linkToItself' });
      else if (!(await findHubRow(tx, target, linked))) problems.push({ fieldName: field, message: 'error.notFound' });
      else if (field === 'parentId' && id !== undefined && (await transportHubLineage(tx, linked)).includes(id))
        problems.push({ fieldName: field, message: 'organizations.parentAsSubsidiary' });
    }
    return problems;
  }

  async function existing(kind: HubKind, id: number) {
    const row = await findHubRow(db, kind, id);
    if (!row) throw notFound();
    return row;
  }

  function uniqueCode(error: unknown): never {
    if (isUniqueViolation(error)) throw refuse([{ fieldName: 'code', message: 'validation.unique' }]);
    throw error;
  }

  return {
    list: (kind, query, language) => listHubs(db, kind, query, language),
    listAll: (query, language) => listAllHubs(db, query, language),

    async get(kind, id, language) {
      const hub = await findHub(db, kind, id, language);
      if (!hub) throw notFound();
      return hub;
    },

    async create(caller, kind, input, language) {
      const id = await db
        .transaction(async (tx) => {
          await lockHubs(tx);
          const problems = await problemsOf(tx, kind, input);
          if (problems.length) throw refuse(problems);
          const row = await insertHub(tx, kind, valuesOf(kind, input));
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'hub',
            entityId: `${kind}:${row.id}`,
            action: 'create',
            after: row,
          });
          await bumpGeographyVersion(tx);
          return row.id;
        })
        .catch(uniqueCode);
      onChange();
      return this.get(kind, id, language);
    },

    async update(caller, kind, id, input, language) {
      const before = await existing(kind, id);
      await db
        .transaction(async (tx) => {
          await lockHubs(tx);
          const problems = await problemsOf(tx, kind, input, id);
          if (problems.length) throw refuse(problems);
          const after = await updateHub(tx, kind, id, valuesOf(kind, input));
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'hub',
            entityId: `${kind}:${id}`,
            action: 'update',
            before,
            after,
          });
          await bumpGeographyVersion(tx);
        })
        .catch(uniqueCode);
      onChange();
      return this.get(kind, id, language);
    },

    async remove(caller, kind, id) {
      const before = await existing(kind, id);
      await db.transaction(async (tx) => {
        await lockHubs(tx);
        if ((await hubDependants(tx, kind, id)) > 0)
          throw new AppError('CONFLICT', { message: 'geography.hubDeleteBlocked' });
        const blocked = await deleteGuard(tx, { type: 'hub', kind, id });
        if (blocked) throw blocked;
        await deleteHub(tx, kind, id);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'hub',
          entityId: `${kind}:${id}`,
          action: 'delete',
          before,
        });
        await bumpGeographyVersion(tx);
      });
      onChange();
    },
  };
}
