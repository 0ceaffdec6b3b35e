import { createRequire } from 'node:module';
import { apiEntry, apiServerArgs, compiledServer, ensureApiBuilt } from '../lib/build.js';
import { compareServers } from '../lib/compare.js';
import { log, repoRoot } from '../lib/paths.js';
import { startServer, type RunningServer } from '../lib/server.js';
import { median, round } from '../lib/stats.js';

const HEALTH = '/api/v1/health';
const TARGET = 0.8;

function fastifyVersion(from: string): string {
  return (createRequire(from)('fastify/package.json') as { version: string }).version;
}

/**
 * `GET /api/v1/health` on the production server (every plugin, logging at info to /dev/null;
 * health successes stay out of the log as in production) against a bare Fastify route answering
 * the same body. Target: at least 80 % of the bare throughput.
 */
export async function run(): Promise<object> {
  await ensureApiBuilt();
  const versions = { api: fastifyVersion(apiEntry), bare: fastifyVersion(import.meta.url) };
  const servers: RunningServer[] = [];
  try {
    log('starting the production server');
    const health = await startServer({
      name: 'health',
      nodeArgs: apiServerArgs,
      cwd: repoRoot,
      env: { DATABASE_URL: 'memory://', JOBS_ENABLED: 'false', LOG_LEVEL: 'info', NODE_ENV: 'production' },
      readyPath: HEALTH,
    });
    servers.push(health);
    // The bare route answers exactly what the production one does.
    const body = await (await fetch(health.origin + HEALTH)).text();
    log(`starting bare Fastify answering ${body}`);
    const bare = await startServer({
      name: 'bare',
      nodeArgs: [await compiledServer('bare-fastify')],
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
