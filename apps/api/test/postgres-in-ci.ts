import pg from 'pg';

/**
 * CI=true as CI services set it (GitHub Actions, GitLab, CircleCI and the rest; .ci/run sets it
 * itself). "false" and "0" are read as they are meant.
 */
export function isCi(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}

/**
 * Why the integration tests may not run here, or undefined when they may. Outside CI, PGlite
 * alone is a developer's quick run; in CI it is not enough: the product runs on PostgreSQL, and a
 * run that quietly fell back to the embedded engine would pass without ever having met it.
 */
export async function postgresMissingInCi(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  if (!isCi(env)) return undefined;
  const url = env.TEST_DATABASE_URL;
  if (!url) {
    return (
      'CI is set and TEST_DATABASE_URL is not: in CI the integration tests run on PostgreSQL, not on PGlite ' +
      'alone. Set TEST_DATABASE_URL to a server that answers (.ci/run starts the machine’s own).'
    );
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    return `CI is set and the PostgreSQL of TEST_DATABASE_URL does not answer (${reason}): in CI the integration tests run on PostgreSQL, not on PGlite alone.`;
  } finally {
    await client.end().catch(() => undefined);
  }
}
