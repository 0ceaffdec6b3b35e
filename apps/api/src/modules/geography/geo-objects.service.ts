import {
  GEO_PARENT_TYPES,
  type geoObjectInputSchema,
  type GeoObject,
  type GeoObjectType,
  type Language,
  type WorldRegion,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { noDeleteGuard, type DeleteGuard } from '../../delete-guard.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Page } from '../../db/list.js';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { notFound } from '../organizations/index.js';
import { bumpGeographyVersion } from './geography-version.repo.js';
import { listWorldRegions } from './world-regions.repo.js';
import {
  deleteGeoObject,
  dependantsOf,
  findGeoObject,
  geoObjectLineage,
  insertGeoObject,
  listGeoObjects,
  lockGeoObjects,
  toGeoObject,
  updateGeoObject,
  type GeoListQuery,
  type GeoObjectValues,
} from './geo-objects.repo.js';

type GeoObjectInput = z.output<typeof geoObjectInputSchema>;

export interface GeoObjectsService {
  list(query: GeoListQuery, language: Language): Promise<Page<GeoObject>>;
  /** The UN M49 sub-regions with their countries. */
  worldRegions(language: Language): Promise<WorldRegion[]>;
  get(id: number, language: Language): Promise<GeoObject>;
  create(caller: Caller, input: GeoObjectInput, language: Language): Promise<GeoObject>;
  update(caller: Caller, id: number, input: GeoObjectInput, language: Language): Promise<GeoObject>;
  remove(caller: Caller, id: number): Promise<void>;
}

/**
 * The geography tree (Product specification, domain §3, §5): countries, regions and cities with coordinates in
 * range, parents of a fitting level in the same country and without cycles, and no delete while
 * hubs or child objects depend on an object.
 */
export function createGeoObjectsService(
  db: Db,
  onChange: () => void = () => undefined,
  deleteGuard: DeleteGuard = noDeleteGuard,
): GeoObjectsService {
  async function existing(id: number) {
    const found = await findGeoObject(db, id);
    if (!found) throw notFound();
    return found;
  }

  async function problemsOf(tx: Db, input: GeoObjectInput, id?: number): Promise<FieldProblem[]> {
    const problems: FieldProblem[] = [];
    const allowed = GEO_PARENT_TYPES[input.type];
    if (input.type === 'COUNTRY' && input.code && input.code.toUpperCase() !== input.countryCode)
      problems.push({ fieldName: 'code', message: 'validation.invalidValue' });
    if (input.parentId == null) {
      if (allowed.length) problems.push({ fieldName: 'parentId', message: 'validation.required' });
      return problems;
    }
    if (!allowed.length) return [...problems, { fieldName: 'parentId', message: 'geography.parentLevel' }];
    if (input.parentId === id) return [...problems, { fieldName: 'parentId', message: 'organizations.linkToItself' }];
    const parent = await findGeoObject(tx, input.parentId);
    if (!parent) return [...problems, { fieldName: 'parentId', message: 'error.notFound' }];
    if (!allowed.includes(parent.row.type as GeoObjectType))
      problems.push({ fieldName: 'parentId', message: 'geography.parentLevel' });
    else if (parent.row.countryCode !== input.countryCode)
      problems.push({ fieldName: 'parentId', message: 'geography.parentCountry' });
    else if (id !== undefined && (await geoObjectLineage(tx, input.parentId)).includes(id))
      problems.push({ fieldName: 'parentId', message: 'organizations.parentAsSubsidiary' });
    return problems;
  }

  function valuesOf(input: GeoObjectInput): GeoObjectValues {
    return {
      type: input.type,
      parentId: input.parentId ?? null,
      countryCode: input.countryCode,
      code: input.type === 'COUNTRY' ? input.countryCode : (input.code ?? null),
      names: input.names,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      population: input.population ?? null,
      iso3: input.type === 'COUNTRY' ? (input.iso3 ?? null) : null,
      continent: input.type === 'COUNTRY' ? (input.continent ?? null) : null,
      worldRegionId: input.type === 'COUNTRY' ? (input.worldRegionId ?? null) : null,
    };
  }

  function uniqueCode(error: unknown): never {
    if (isUniqueViolation(error, 'geo_objects_code_idx'))
      throw refuse([{ fieldName: 'code', message: 'validation.unique' }]);
    throw error;
  }

  return {
    list: (query, language) => listGeoObjects(db, query, language),
    worldRegions: (language) => listWorldRegions(db, language),

    async get(id, language) {
      const { row, childCount } = await existing(id);
      return toGeoObject(row, childCount, language);
    },

    async create(caller, input, language) {
      const id = await db
        .transaction(async (tx) => {
          await lockGeoObjects(tx);
          const problems = await problemsOf(tx, input);
          if (problems.length) throw refuse(problems);
          const row = await insertGeoObject(tx, valuesOf(input));
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'geoObject',
            entityId: row.id,
            action: 'create',
            after: row,
          });
          await bumpGeographyVersion(tx);
          return row.id;
        })
        .catch(uniqueCode);
      onChange();
      return this.get(id, language);
    },

    async update(caller, id, input, language) {
      const { row: before, childCount } = await existing(id);
      await db
        .transaction(async (tx) => {
          await lockGeoObjects(tx);
          const problems = await problemsOf(tx, input, id);
          // A level with objects under it keeps its level and country: they would no longer fit.
          if (childCount > 0 && input.type !== before.type)
            problems.push({ fieldName: 'type', message: 'geography.parentLevel' });
          if (childCount > 0 && input.countryCode !== before.countryCode)
            problems.push({ fieldName: 'countryCode', message: 'geography.parentCountry' });
          if (problems.length) throw refuse(problems);
          const after = await updateGeoObject(tx, id, valuesOf(input));
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'geoObject',
            entityId: id,
            action: 'update',
            before,
            after,
          });
          await bumpGeographyVersion(tx);
        })
        .catch(uniqueCode);
      onChange();
      return this.get(id, language);
    },

    async remove(caller, id) {
      const { row } = await existing(id);
      await db.transaction(async (tx) => {
        await lockGeoObjects(tx);
        if ((await dependantsOf(tx, id)) > 0) throw new AppError('CONFLICT', { message: 'geography.deleteBlocked' });
        if (row.type === 'CITY') {
          const blocked = await deleteGuard(tx, { type: 'city', id });
          if (blocked) throw blocked;
        }
        await deleteGeoObject(tx, id);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'geoObject',
          entityId: id,
          action: 'delete',
          before: row,
        });
        await bumpGeographyVersion(tx);
      });
      onChange();
    },
  };
}
