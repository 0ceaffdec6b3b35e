#!/usr/bin/env node
/**
 * The committed schema and its migrations agree: `drizzle-kit generate`, run on a copy of
 * apps/api/migrations in a temporary directory, finds nothing to write. A schema change committed
 * without its migration would reach production as a table the code expects and no database has;
 * the server applies only the committed SQL (apps/api/src/db/migrate.ts).
 *
 * `drizzle-kit check` does not serve: it checks the migrations against each other, never against
 * the schema. And `generate` exits 0 on errors too, so success is read from its output as well as
 * from the folder: nothing new written, and "No schema changes" said.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');

/** Files of a folder and its subfolders, relative to it, sorted. */
async function files(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function run(command, args, cwd) {
  return new Promise((resolve) => {
    // stdin closed: a question (a rename?) ends the run instead of waiting for an answer.
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(output).toString('utf8') }));
  });
}

/**
 * What `drizzle-kit generate` would add to the committed migrations, or undefined when nothing.
 * `schema` replaces the config's schema file (a test offers one with a table too many).
 */
export async function pendingMigration({ schema } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cargo-migrations-'));
  try {
    const out = path.join(dir, 'migrations');
    await cp(path.join(api, 'migrations'), out, { recursive: true });
    const before = await files(out);
    // The project's own config with the output moved: drizzle-kit reads `out` relative to the
    // working directory (an absolute one comes out as ".//tmp/…"), so the path is made relative.
    const config = path.join(dir, 'drizzle.config.ts');
    await writeFile(
      config,
      `import config from ${JSON.stringify(pathToFileURL(path.join(api, 'drizzle.config.ts')).href)};\n` +
        `export default { ...config, out: ${JSON.stringify(path.relative(api, out))}` +
        (schema ? `, schema: ${JSON.stringify(path.relative(api, schema))}` : '') +
        ' };\n',
    );
    const { code, output } = await run('npx', ['drizzle-kit', 'generate', `--config=${config}`], api);
    const added = (await files(out)).filter((file) => !before.includes(file));
    if (code === 0 && added.length === 0 && output.includes('No schema changes')) return undefined;
    return { added, output };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pending = await pendingMigration();
  if (pending) {
    console.error(pending.output.trim());
    console.error(
      '\nThe schema (apps/api/src/db/schema.ts) and apps/api/migrations disagree: drizzle-kit would write ' +
        (pending.added.length ? pending.added.join(', ') : 'a migration, or failed') +
        '.\nRun `npm run db:generate -w @cargo/api` and commit the migration with the schema change.',
    );
    process.exit(1);
  }
  console.log('apps/api/migrations: the schema needs no new migration.');
}
