import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from './connection.js';
import { migrateDatabase } from './migrate.js';
import { readSetting, writeSetting } from '../modules/system/index.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cargo-persistence-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('keeps a row across a clean restart of the embedded database', async () => {
  const dir = path.join(dataDir, 'clean');
  const first = await openPglite(dir);
  await migrateDatabase(first);
  await writeSetting(first.db, 'probe', { written: 'before restart' });
  await first.close();

  const second = await openPglite(dir);
  await migrateDatabase(second);
  expect(await readSetting(second.db, 'probe')).toEqual({ written: 'before restart' });
  await second.close();
});

it('keeps a committed row when the process is killed', async () => {
  const dir = path.join(dataDir, 'killed');
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      path.join(import.meta.dirname, '../../test/fixtures/write-and-hang.ts'),
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('written')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;

  const reopened = await openPglite(dir);
  expect(await readSetting(reopened.db, 'probe')).toEqual({ written: 'before kill -9' });
  await reopened.close();
}, 60_000);
