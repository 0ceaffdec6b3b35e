/** PostgreSQL's error, as node-postgres and PGlite both report it; Drizzle wraps it as `cause`. */
interface PgError {
  code?: string;
  constraint?: string;
}

function pgErrorOf(error: unknown): PgError | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if (typeof (current as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((current as PgError).code!))
      return current as PgError;
  }
  return undefined;
}

/** A unique constraint refused a row (SQLSTATE 23505), optionally a named one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

/** A foreign key refused a change (SQLSTATE 23503): a row still refers to the one being deleted. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23503';
}
