import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ApiClient, NetworkError } from '../lib/api.js';
import { apiEntry, apiNodeFlags, apiServerArgs, ensureApiBuilt } from '../lib/build.js';
import { processCpuMs } from '../lib/cpu.js';
import {
  parseGcLine,
  peakBetween,
  processAgeMs,
  resetPeakRss,
  sampleRss,
  statusMB,
  type GcEvent,
} from '../lib/memory.js';
import { log, repoRoot } from '../lib/paths.js';
import { writeSeaSheet } from '../lib/sea-sheet.js';
import { startServer } from '../lib/server.js';
import { round } from '../lib/stats.js';

/** The target of the issue: a 100,000-row sea sheet imported in under 30 s and 600 MB. */
const ROWS = 100_000;
const TARGET_SECONDS = 30;
const TARGET_RSS_MB = 600;
/** A demo partner whose approved profiles include Sea_transportation (apps/api/src/db/seed/demo.ts). */
const PARTNER = 'partner@demo.local';
/** Countries whose ports the lanes join: sea trade of the marketplace's customers, a few hundred ports in all. */
const COUNTRIES = ['CN', 'RU', 'KR', 'JP', 'SG', 'IN', 'AE', 'TR', 'DE', 'NL', 'BE', 'GB', 'US', 'BR', 'VN', 'MY'];
const PORTS_PER_COUNTRY = 20;
const SEA_LINES = 8;
const POLL_MS = 100;
const IMPORT_TIMEOUT_MS = 20 * 60_000;

interface Job {
  phase: 'START' | 'PROGRESS' | 'END';
  done: number;
  total: number;
  result: { imported: number; errorCount: number; errors: unknown[] } | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

interface Sheet {
  path: string;
  bytes: number;
  generateSeconds: number;
  ports: number;
  seaLines: string[];
}

interface Engine {
  name: 'pglite' | 'postgres';
  /** DATABASE_URL of the server: unset for PGlite in DATA_DIR, as `npm start` runs. */
  databaseUrl: string;
  dataDir: string;
}

const seconds = (ms: number) => round(ms / 1000, 2);

/** Ports of the seeded world, as the public hub list gives them: the first by name in each country. */
async function seededPorts(client: ApiClient): Promise<string[]> {
  const codes: string[] = [];
  for (const country of COUNTRIES) {
    const page = await client.data<{ items: { code: string }[] }>(
      `/api/v1/common/dictionaries/sea-port-hubs?country=${country}&size=${PORTS_PER_COUNTRY}`,
    );
    codes.push(...page.items.map((port) => port.code));
  }
  return [...new Set(codes)];
}

async function seededSeaLines(client: ApiClient): Promise<string[]> {
  const page = await client.data<{ items: { code: string | null }[] }>(
    `/api/v1/common/dictionaries/sea-lines?size=${SEA_LINES}`,
  );
  return page.items.flatMap((line) => (line.code ? [line.code] : []));
}

/** The 100,000-row sheet, written once from the first server's template, ports and sea lines. */
async function makeSheet(client: ApiClient, dir: string): Promise<Sheet> {
  const template = await client.bytes('/api/v1/tariffs/sea/template');
  const ports = await seededPorts(client);
  const seaLines = await seededSeaLines(client);
  const file = path.join(dir, `sea-rates-${ROWS}.xlsx`);
  log(`writing ${ROWS} rows over ${ports.length} ports and sea lines ${seaLines.join(', ')} to ${file}`);
  const started = performance.now();
  const bytes = await writeSeaSheet({ template, rows: ROWS, ports, seaLines, path: file });
  const generateSeconds = seconds(performance.now() - started);
  log(`${round(bytes / 1024 / 1024, 2)} MB in ${generateSeconds} s`);
  return { path: file, bytes, generateSeconds, ports: ports.length, seaLines };
}

async function seaTotal(client: ApiClient): Promise<number> {
  return (await client.data<{ total: number }>('/api/v1/tariffs/sea?size=1')).total;
}

/** A change of the job as the uploader sees it, seconds from the start of the upload. */
type Step = [atSeconds: number, phase: Job['phase'], done: number, total: number];

/**
 * One engine: the production server started on a new database (it seeds the world and the demo
 * logins; the sheet is written from its template), stopped and started again on it; the partner
 * signs in, then the upload and the job followed to END (timed), with the server's RSS (VmHWM
 * reset just before the upload) and V8 heap (--trace-gc) over that window.
 */
async function importOn(engine: Engine, sheetFor: (client: ApiClient) => Promise<Sheet>): Promise<object> {
  mkdirSync(engine.dataDir, { recursive: true });
  const env = {
    DATABASE_URL: engine.databaseUrl,
    DATA_DIR: engine.dataDir,
    DEMO_DATA: 'true',
    JOBS_ENABLED: 'true',
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
  };
  log(`${engine.name}: starting the production server on an empty database (it seeds the world)`);
  let started = performance.now();
  const seeding = await startServer({
    name: `seed-${engine.name}`,
    nodeArgs: apiServerArgs,
    cwd: repoRoot,
    env,
    readyPath: '/api/v1/health',
    readyTimeoutMs: 600_000,
  });
  const startWithSeedingSeconds = round((performance.now() - started) / 1000, 1);
  let sheet: Sheet;
  try {
    sheet = await sheetFor(new ApiClient(seeding.origin, PARTNER));
  } finally {
    await seeding.stop();
  }

  // A running installation seeded long ago: the seeding's memory (PGlite's WASM memory never
  // shrinks) is no part of what an import costs.
  log(`${engine.name}: restarting it on the seeded database`);
  const gc: GcEvent[] = [];
  const extraNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  started = performance.now();
  const server = await startServer({
    name: `import-${engine.name}`,
    nodeArgs: ['--trace-gc', ...apiNodeFlags, ...extraNodeArgs, apiEntry],
    cwd: repoRoot,
    env,
    readyPath: '/api/v1/health',
    readyTimeoutMs: 600_000,
    onStdoutLine: (line) => {
      const event = parseGcLine(line);
      if (event) gc.push(event);
    },
  });
  const restartSeconds = round((performance.now() - started) / 1000, 1);
  try {
    const client = new ApiClient(server.origin, PARTNER);
    await client.signIn();
    // The place index is built in the background after start; the first search waits for it, so
    // it is not building during the import.
    await client.data('/api/v1/geo/search?searchString=Shanghai&limit=1');
    const bytes = readFileSync(sheet.path);
    const before = await seaTotal(client);
    await sleep(1000);

    const baselineRssMB = statusMB(server.pid, 'VmRSS');
    const peakReset = resetPeakRss(server.pid);
    const serverAgeAtUpload = processAgeMs(server.pid);
    const rss = sampleRss(server.pid);
    const cpuBefore = processCpuMs(server.pid);
    log(`${engine.name}: uploading ${round(bytes.length / 1024 / 1024, 2)} MB as ${PARTNER}`);
    const uploadStart = performance.now();
    const form = new FormData();
    form.append('file', new Blob([bytes]), path.basename(sheet.path));
    const { jobId } = await client.data<{ jobId: string; fileId: number }>(
      '/api/v1/tariffs/sea/import',
      { method: 'POST', body: form },
      202,
    );
    const uploaded = performance.now();

    const steps: Step[] = [];
    let job: Job | undefined;
    /** When the first poll left that found every row read (total > 0), or the job ended. */
    let allReadAt: number | undefined;
    let lostPolls = 0;
    for (;;) {
      if (performance.now() - uploadStart > IMPORT_TIMEOUT_MS) throw new Error(`the import did not end in 20 min`);
      const polled = performance.now();
      try {
        job = await client.data<Job>(`/api/v1/jobs/${jobId}`);
      } catch (error) {
        // A poll is safe to repeat; a connection lost now and then must not lose the run.
        if (!(error instanceof NetworkError) || ++lostPolls > 3) throw error;
        log(`${engine.name}: poll failed (${error.message}); polling again`);
        await sleep(POLL_MS);
        continue;
      }
      const last = steps.at(-1);
      if (!last || last[1] !== job.phase || last[2] !== job.done || last[3] !== job.total)
        steps.push([seconds(performance.now() - uploadStart), job.phase, job.done, job.total]);
      // PGlite answers a poll only after the import's transaction: the poll that waited for it
      // left after every row had been read.
      if (allReadAt === undefined && (job.total > 0 || job.phase === 'END')) allReadAt = polled;
      if (job.phase === 'END') break;
      await sleep(POLL_MS);
    }
    const ended = performance.now();
    const cpuAfter = processCpuMs(server.pid);
    rss.stop();
    const peakRssMB = statusMB(server.pid, 'VmHWM');
    const result = job.result;
    log(
      `${engine.name}: END after ${seconds(ended - uploadStart)} s: ` +
        (job.error ?? `imported ${result?.imported}, ${result?.errorCount} errors`),
    );
    const after = await seaTotal(client);
    const problems: string[] = [];
    if (job.error) problems.push(`the job failed: ${job.error}`);
    if (result?.imported !== ROWS) problems.push(`imported ${result?.imported}, not ${ROWS}`);
    if (result?.errorCount !== 0 || result.errors.length !== 0)
      problems.push(`${result?.errorCount} errors, first ${JSON.stringify(result?.errors.slice(0, 3))}`);
    if (after - before !== ROWS) problems.push(`GET /tariffs/sea total went from ${before} to ${after}`);

    const totalSeconds = seconds(ended - uploadStart);
    const window = gc.filter(
      (event) =>
        serverAgeAtUpload !== undefined &&
        event.atMs >= serverAgeAtUpload &&
        event.atMs <= serverAgeAtUpload + (ended - uploadStart),
    );
    const heapPeak = (events: GcEvent[]) =>
      events.length ? round(Math.max(...events.map((event) => event.usedBeforeMB)), 0) : null;
    const readEnd = allReadAt ?? ended;
    const readWindow = window.filter((event) => event.atMs <= serverAgeAtUpload! + (readEnd - uploadStart));
    const rssMB = peakRssMB ?? peakBetween(rss.samples, uploadStart, ended);
    return {
      engine: engine.name,
      met: problems.length === 0 && totalSeconds < TARGET_SECONDS && rssMB !== null && rssMB < TARGET_RSS_MB,
      problems,
      startWithSeedingSeconds,
      restartSeconds,
      imported: result?.imported ?? null,
      errorCount: result?.errorCount ?? null,
      seaTariffsListed: { before, after },
      uploadAndImportSeconds: totalSeconds,
      // CPU time (all its threads) the server spent from the upload to END: steadier than wall
      // time on a shared machine, where the server waits for a core.
      serverCpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? null : seconds(cpuAfter - cpuBefore),
      phases: {
        uploadSeconds: seconds(uploaded - uploadStart),
        // From the 202 to the first poll that found every row read and resolved (PGlite: to the
        // poll that waited for the transaction, so within POLL_MS of its start).
        readResolveSeconds: seconds(readEnd - uploaded),
        checkAndSaveSeconds: seconds(ended - readEnd),
        // The job row's own clock, creation to END (the upload's reading excluded).
        jobRowSeconds: seconds(Date.parse(job.updatedAt) - Date.parse(job.createdAt)),
      },
      memory: {
        baselineRssMB: baselineRssMB === undefined ? null : round(baselineRssMB, 0),
        peakRssMB: rssMB === null ? null : round(rssMB, 0),
        peakFrom: peakRssMB !== undefined && peakReset ? 'VmHWM reset at the upload' : 'VmRSS sampled every 50 ms',
        peakRssReadResolveMB: peakBetween(rss.samples, uploadStart, readEnd),
        peakRssCheckAndSaveMB: peakBetween(rss.samples, readEnd, ended),
        peakHeapUsedMB: heapPeak(window),
        peakHeapUsedReadResolveMB: heapPeak(readWindow),
        peakHeapUsedCheckAndSaveMB: heapPeak(window.filter((event) => !readWindow.includes(event))),
        gcPauses: window.length,
      },
      timeline: steps,
    };
  } finally {
    await server.stop();
  }
}

/** An empty database on the PostgreSQL server of `adminUrl`, dropped by the answer's `drop`. */
async function freshDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cargo_bench_import_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      try {
        await again.query(`drop database if exists ${name} with (force)`);
      } finally {
        await again.end();
      }
    },
  };
}

/**
 * `POST /api/v1/tariffs/sea/import` of a 100,000-row FCL sheet (a few hundred seeded ports, eight
 * sea lines, three container prices a row, validities over 2026) by a demo partner, followed at
 * `GET /api/v1/jobs/{id}` to END, on the production server as `npm start` runs it: PGlite in a
 * data directory, jobs on. With BENCH_POSTGRES_URL (a server's admin URL, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres) the same on a database created and dropped there.
 * BENCH_SERVER_NODE_ARGS adds flags to the server's node (`--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function run(): Promise<object> {
  await ensureApiBuilt();
  const work = mkdtempSync(path.join(tmpdir(), 'cargo-bench-import-'));
  let sheet: Sheet | undefined;
  const sheetFor = async (client: ApiClient) => (sheet ??= await makeSheet(client, work));
  try {
    const runs: object[] = [];
    runs.push(await importOn({ name: 'pglite', databaseUrl: '', dataDir: path.join(work, 'pglite') }, sheetFor));
    const postgresUrl = process.env.BENCH_POSTGRES_URL;
    if (postgresUrl) {
      const database = await freshDatabase(postgresUrl);
      try {
        runs.push(
          await importOn(
            { name: 'postgres', databaseUrl: database.url, dataDir: path.join(work, 'postgres') },
            sheetFor,
          ),
        );
      } finally {
        await database.drop();
      }
    } else log('BENCH_POSTGRES_URL is not set: PGlite only');
    return {
      target: `${ROWS} rows in < ${TARGET_SECONDS} s and < ${TARGET_RSS_MB} MB peak RSS`,
      met: runs.every((result) => (result as { met: boolean }).met),
      rows: ROWS,
      fileMB: sheet ? round(sheet.bytes / 1024 / 1024, 2) : null,
      generateSeconds: sheet?.generateSeconds ?? null,
      ports: sheet?.ports ?? null,
      seaLines: sheet?.seaLines ?? null,
      node: process.version,
      runs,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
