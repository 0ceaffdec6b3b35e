import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isCi, postgresMissingInCi } from '../apps/api/test/postgres-in-ci.js';

const root = fileURLToPath(new URL('..', import.meta.url));
// Port 1 is reserved and nothing listens there: a server that does not answer, at once.
const silentServer = 'postgres://postgres@127.0.0.1:1/postgres';

/** An environment without any database the caller's shell may have offered. */
function environment(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  if (!('TEST_DATABASE_URL' in extra)) delete env.TEST_DATABASE_URL;
  return env;
}

function vitest(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'api-pglite', 'src/config.test.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(output).toString('utf8') }));
  });
}

describe('in CI the integration tests need PostgreSQL', () => {
  it('reads CI as CI services set it', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '' })).toBe(false);
    expect(isCi({})).toBe(false);
  });

  it('outside CI, PGlite alone will do', async () => {
    expect(await postgresMissingInCi({})).toBeUndefined();
  });

  it('in CI, a server that does not answer is refused', async () => {
    expect(await postgresMissingInCi({ CI: 'true', TEST_DATABASE_URL: silentServer })).toMatch(/does not answer/);
  });

  it('in CI without TEST_DATABASE_URL the integration run fails, saying why', async () => {
    const { code, output } = await vitest(environment({ CI: 'true' }));
    expect(code).not.toBe(0);
    expect(output).toContain('CI is set and TEST_DATABASE_URL is not');
  });
});
