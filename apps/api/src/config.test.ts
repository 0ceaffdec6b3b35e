import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to the embedded database under ./data/db on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ engine: 'pglite', dataDir: path.resolve('data', 'db') });
    expect(config.jobsEnabled).toBe(true);
  });

  it('moves the embedded database with DATA_DIR and treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: '/srv/cargo', PORT: '' }).database).toEqual({
      engine: 'pglite',
      dataDir: '/srv/cargo/db',
    });
    expect(loadConfig({ DATA_DIR: '/srv/cargo' }).filesDir).toBe('/srv/cargo/files');
    expect(loadConfig({ DATA_DIR: '/srv/cargo', FILES_DIR: '/mnt/shared/files' }).filesDir).toBe('/mnt/shared/files');
  });

  it('selects a throw-away database with memory://', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ engine: 'pglite', dataDir: undefined });
  });

  it('selects PostgreSQL with a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/cargo', DATABASE_POOL_SIZE: '20' }).database).toEqual({
      engine: 'postgres',
      url: 'postgres://u@db:5432/cargo',
      poolSize: 20,
    });
  });

  it('names every invalid variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JOBS_ENABLED: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must start with postgres/m);
    expect(problems).toMatch(/^JOBS_ENABLED: /m);
  });
});
