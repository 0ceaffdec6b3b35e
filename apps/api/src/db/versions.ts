import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors.js';
import type { ExpectedVersions } from '../plugins/edit-version.js';

/**
 * Optimistic concurrency of edits (docs/decisions.md D94). Every UPDATE of a
 * versioned table sets `version = version + 1`; an edit guarded by If-Match adds
 * `AND version IN (…)` to the same statement, so of two writers holding one version exactly one
 * updates a row: the other's WHERE is evaluated again on the committed row (PostgreSQL's READ
 * COMMITTED), matches nothing and is told 412.
 */
export const nextVersion = (column: PgColumn): SQL => sql`${column} + 1`;

/** The UPDATE's condition on the version; undefined when the edit is not guarded. */
export function versionGuard(column: PgColumn, expected: ExpectedVersions): SQL | undefined {
  if (expected === undefined) return undefined;
  return expected.length ? inArray(column, [...expected]) : sql`false`;
}

/** Someone else changed the object since the caller read it. */
export const staleEdit = (): AppError => new AppError('PRECONDITION_FAILED');

/** Refuses a guarded edit at once when the version read is not one the caller named. */
export function assertCurrent(expected: ExpectedVersions, current: number): void {
  if (expected !== undefined && !expected.includes(current)) throw staleEdit();
}

/**
 * An UPDATE that changed no row: a guarded edit lost a race (412; RFC 9110 §13.1.1 also answers
 * 412 when the object is gone), an unguarded one found the object deleted meanwhile (404).
 */
export const lostEdit = (expected: ExpectedVersions): AppError =>
  expected === undefined ? new AppError('NOT_FOUND') : staleEdit();
