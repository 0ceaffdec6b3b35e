import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiEntry, apiNodeFlags, apiServerArgs, compiledServer, ensureApiBuilt } from '../lib/build.js';
import { compareServers } from '../lib/compare.js';
import { log, repoRoot } from '../lib/paths.js';
import { startServer, type RunningServer } from '../lib/server.js';
import { median, round } from '../lib/stats.js';

const HEALTH = '/api/v1/health';
const TARGET = 0.8;
/** What the server logs once each in-memory index is built in the background after it listens. */
const INDEX_LINES = ['place index built', 'pricing index built'];
const INDEX_FAILURES = ['place index failed', 'pricing index failed'];
/** Start-up with the reference data seeded into memory://: about a minute, several on a busy machine. */
const START_TIMEOUT_MS = 600_000;

function fastifyVersion(from: string): string {
  return (createRequire(from)('fastify/package.json') as { version: string }).version;
}

/**
 * `GET /api/v1/health` on the production server (every plugin, logging at info to /dev/null;
 * health successes stay out of the log as in production) against a bare Fastify route answering
 * the same body. Target: at least 80 % of the bare throughput.
 *
 * Fair to both sides (docs/decisions.md D17): the load starts once the
 * production server has built its place and pricing indexes, which it does in the background after
 * it listens (seconds of CPU that would otherwise be charged to the first rounds' requests); and
 * bare Fastify runs on the same node flags (apps/api/package.json "nodeFlags": heap sizes and GC
 * settings chosen for the quote engine), so the ratio is what our code adds to a request, not what
 * a differently tuned V8 does.
 */
export async function run(): Promise<object> {
  await ensureApiBuilt();
  const versions = { api: fastifyVersion(apiEntry), bare: fastifyVersion(import.meta.url) };
  const servers: RunningServer[] = [];
  try {
    log('starting the production server');
    const pending = new Set(INDEX_LINES);
    let indexesBuilt: () => void = () => {};
    let indexFailed: (error: Error) => void = () => {};
    const indexes = new Promise<void>((resolve, reject) => {
      indexesBuilt = resolve;
      indexFailed = reject;
    });
    const health = await startServer({
      name: 'health',
      nodeArgs: apiServerArgs,
      cwd: repoRoot,
      env: { DATABASE_URL: 'memory://', JOBS_ENABLED: 'false', LOG_LEVEL: 'info', NODE_ENV: 'production' },
      readyPath: HEALTH,
      readyTimeoutMs: START_TIMEOUT_MS,
      // Production logs go to /dev/null; reading them here costs the server nothing more.
      onStdoutLine: (line) => {
        const message = line.startsWith('{') ? (JSON.parse(line) as { msg?: unknown }).msg : undefined;
        if (typeof message !== 'string') return;
        if (INDEX_FAILURES.includes(message)) indexFailed(new Error(`the server logged: ${line}`));
        else if (pending.delete(message) && pending.size === 0) indexesBuilt();
      },
    });
    servers.push(health);
    log('waiting for the server to build its indexes');
    await Promise.race([
      indexes,
      sleep(START_TIMEOUT_MS, undefined, { ref: false }).then(() => {
        throw new Error(`the server did not log ${[...pending].join(', ')} in ${START_TIMEOUT_MS / 1000} s`);
      }),
    ]);
    // The bare route answers exactly what the production one does.
    const body = await (await fetch(health.origin + HEALTH)).text();
    log(`starting bare Fastify answering ${body}`);
    const bare = await startServer({
      name: 'bare',
      nodeArgs: [...apiNodeFlags, await compiledServer('bare-fastify')],
      cwd: repoRoot,
      env: { ROUTE: HEALTH, BODY: body },
      readyPath: HEALTH,
    });
    servers.push(bare);

    const { a, b, ...comparison } = await compareServers(health, bare, HEALTH);
    const ratio = round(a.rpsMedian / b.rpsMedian, 3);
    if (versions.api !== versions.bare)
      comparison.warnings.push(`Fastify versions differ: ${JSON.stringify(versions)}`);
    return {
      name: 'health-vs-bare-fastify',
      ...comparison,
      fastifyVersion: versions.api,
      node: process.version,
      nodeFlags: apiNodeFlags,
      health: a,
      bare: b,
      ratio,
      // Each round's health figure over the bare one measured right after it: drifts of a shared
      // machine cancel within a pair, so this is the steadier of the two ratios.
      pairedRatio: round(median(a.rounds.map((r, i) => r.rps / b.rounds[i]!.rps)), 3),
      p99Ratio: round(a.p99MsMedian / b.p99MsMedian, 3),
      // The throughput ratio the CPU cost per request predicts; steadier than `ratio` on a busy machine.
      cpuRatio:
        a.cpuUsPerRequestMedian && b.cpuUsPerRequestMedian
          ? round(b.cpuUsPerRequestMedian / a.cpuUsPerRequestMedian, 3)
          : null,
      target: TARGET,
      meetsTarget: ratio >= TARGET,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
