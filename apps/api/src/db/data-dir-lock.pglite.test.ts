import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from './connection.js';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

const root = mkdtempSync(path.join(tmpdir(), 'cargo-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('refuses a second server on an embedded database in use, and lets one in once the first has closed', async () => {
  const dataDir = path.join(root, 'db');
  const first = await openPglite(dataDir);
  try {
    await expect(openPglite(dataDir)).rejects.toThrow(DataDirInUseError);
    await expect(openPglite(dataDir)).rejects.toThrow(`is in use by process ${process.pid}`);
    // The first one is unharmed.
    expect((await first.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await first.close();
  }
  expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  const again = await openPglite(dataDir);
  await again.close();
  // A database on disk is made (initdb) and opened twice: slow on a busy machine.
}, 180_000);

it('takes over the lock of a process that is gone, never that of one that runs or of another host', () => {
  const dataDir = path.join(root, 'locks');
  mkdirSync(dataDir);
  const lockOf = (pid: number, host = hostname()) =>
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid, host }));
  const ended = spawnSync(process.execPath, ['-e', ''], { encoding: 'utf8' }).pid!;

  // Ours, but this process never took it: a process before us had our pid.
  for (const pid of [ended, process.pid]) {
    lockOf(pid);
    lockDataDir(dataDir)();
  }
  lockOf(ended);
  const release = lockDataDir(dataDir);
  expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
  release();
  expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

  // The process that started this one runs; a host we cannot ask is taken to run.
  for (const [pid, host] of [
    [process.ppid, hostname()],
    [ended, 'elsewhere'],
  ] as const) {
    lockOf(pid, host);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
  }
});
