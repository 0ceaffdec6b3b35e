import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, TariffFile } from '@cargo/domain';
import { createLogger } from '../../logger.js';
import { buildServer } from '../../server.js';
import { createActor, createOrganization, selectRows, type Actor } from '../../../test/factories.js';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness.js';
import { PROCESS_OWNER } from '../../jobs/job-owner.js';
import { importSheet } from '../../../test/tariff-sheet-uploads.js';
import ExcelJS from 'exceljs';

/**
 * Issue 27, finding 1: an import interrupted by a crash does not stay in progress for ever. A
 * start ends the unfinished jobs of processes that are gone (silent too long, or on this host a
 * pid that runs nothing) with `jobs.interrupted`, and their files say so; a job of a live
 * process is left alone.
 */

let t: TestApp;
let owner: Actor;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const profiles = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  owner = await createActor(t.app, db(), await createOrganization(db(), { profiles }), 'PARTNER_ADMIN');
});
afterAll(() => t.close());

/** A pid that ran a process and runs none now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

/** An import job and its file as a process left them: running, owned by `jobOwner`, silent for `quietSeconds`. */
async function leftImport(jobOwner: string, quietSeconds: number): Promise<{ jobId: string; fileId: number }> {
  const [job] = await selectRows<{ id: string }>(
    db(),
    sql`insert into job_progress (kind, organization_id, user_id, phase, done, owner, heartbeat_at)
        values ('tariff-import', ${owner.organizationId}, ${owner.id}, 'PROGRESS', 5000, ${jobOwner},
                now() - make_interval(secs => ${quietSeconds}))
        returning id`,
  );
  const [file] = await selectRows<{ id: number }>(
    db(),
    sql`insert into tariff_files (organization_id, kind, original_name, size, stored_name, uploaded_by, job_id)
        values (${owner.organizationId}, 'sea', 'rates.xlsx', 1000, 'tariff-files/00000000-0000-4000-8000-000000000000.xlsx',
                ${owner.id}, ${job!.id})
        returning id`,
  );
  return { jobId: job!.id, fileId: file!.id };
}

async function jobOf(jobId: string): Promise<Job> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${jobId}`, headers: owner.headers });
  return response.json().data as Job;
}

async function fileOf(fileId: number): Promise<TariffFile> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/tariffs/sea/files', headers: owner.headers });
  return (response.json().data.items as TariffFile[]).find((file) => file.id === fileId)!;
}

describe('a start after a crash', () => {
  it('fails the jobs of a dead process, says why on their files, and leaves a live one alone', async () => {
    const silent = await leftImport('elsewhere:4242:crashed', 600);
    const deadHere = await leftImport(`${hostname()}:${deadPid()}:crashed`, 1);
    const alive = await leftImport('elsewhere:4343:running', 1);

    // The restarted process: a server started on the same database.
    const restarted = await buildServer({ config: testConfig(), database: t.database, logger: createLogger('silent') });
    await restarted.close();

    for (const { jobId, fileId } of [silent, deadHere]) {
      expect(await jobOf(jobId)).toMatchObject({ phase: 'END', error: 'jobs.interrupted', result: null });
      expect(await fileOf(fileId)).toMatchObject({ imported: null, errorCount: null, failure: 'jobs.interrupted' });
    }
    expect(await jobOf(alive.jobId)).toMatchObject({ phase: 'PROGRESS', error: null });
    expect(await fileOf(alive.fileId)).toMatchObject({ failure: null });
  });

  it('owns the imports this process runs, and records itself as their owner', { timeout: 120_000 }, async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['nothing to import']);
    const { jobId, fileId } = await importSheet(t.app, owner, 'sea', Buffer.from(await workbook.xlsx.writeBuffer()));
    const [row] = await selectRows<{ owner: string | null; phase: string }>(
      db(),
      sql`select owner, phase from job_progress where id = ${jobId}`,
    );
    expect(row).toEqual({ owner: PROCESS_OWNER, phase: 'END' });
    expect(await fileOf(fileId)).toMatchObject({ imported: 0, errorCount: 1, failure: null });
  });
});
