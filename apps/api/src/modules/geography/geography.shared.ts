import type { PlaceRef } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import * as version from './geography-version.repo.js';
import * as places from './places.repo.js';

/**
 * What other modules do with places directly, with their own database or transaction. The SQL
 * is in the repositories, which the module's entry does not export.
 */

/** Marks the places as changed, so every instance's place search reloads them (D118). */
export const bumpGeographyVersion = (db: Db) => version.bumpGeographyVersion(db);

/** Which of the places referred to do not exist, to refuse a reference to a missing one. */
export const missingPlaces = (db: Db, refs: readonly PlaceRef[]) => places.missingPlaces(db, refs);
