import { coreBusyMs, processCpuMs } from './cpu.js';
import { loadTool, type LoadResult } from './load.js';
import { log } from './paths.js';
import { pinning } from './processes.js';
import type { RunningServer } from './server.js';
import { settings } from './settings.js';
import { median, round } from './stats.js';

export interface RoundResult extends LoadResult {
  /** Server CPU time (user + system) per answered request: robust against a busy machine. */
  cpuUsPerRequest: number | null;
  /**
   * Share of the round's wall time the server's core was busy with anything but the server
   * (other processes, and kernel network work not charged to it). High values mean the
   * requests-per-second figures of that round are disturbed.
   */
  otherLoadOnServerCorePct: number | null;
}

export interface SideSummary {
  rpsMedian: number;
  p99MsMedian: number;
  p50MsMedian: number;
  cpuUsPerRequestMedian: number | null;
  rounds: RoundResult[];
}

export interface Comparison {
  tool: string;
  toolVersion: string;
  rounds: number;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  pinning: { server: string; load: string } | null;
  a: SideSummary;
  b: SideSummary;
  /** Anything that makes the figures doubtful (errors, non-2xx answers, a busy machine). */
  warnings: string[];
}

/** Largest share of a core that may go to others before a round counts as disturbed. */
const DISTURBED_PCT = 10;

function summarize(results: RoundResult[]): SideSummary {
  const cpu = results.flatMap((r) => (r.cpuUsPerRequest === null ? [] : [r.cpuUsPerRequest]));
  return {
    rpsMedian: round(median(results.map((r) => r.rps)), 1),
    p99MsMedian: round(median(results.map((r) => r.p99Ms)), 3),
    p50MsMedian: round(median(results.map((r) => r.p50Ms)), 3),
    cpuUsPerRequestMedian: cpu.length === results.length ? round(median(cpu), 1) : null,
    rounds: results,
  };
}

/** One load run against `server`, with the server's CPU time and its core's other load measured around it. */
export async function measuredRound(run: () => Promise<LoadResult>, server: RunningServer): Promise<RoundResult> {
  const core = pinning?.server;
  const cpuBefore = processCpuMs(server.pid);
  const coreBefore = core === undefined ? undefined : coreBusyMs(core);
  const started = performance.now();
  const result = await run();
  const wallMs = performance.now() - started;
  const cpuAfter = processCpuMs(server.pid);
  const coreAfter = core === undefined ? undefined : coreBusyMs(core);
  const serverCpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const coreCpuMs = coreBefore === undefined || coreAfter === undefined ? undefined : coreAfter - coreBefore;
  return {
    ...result,
    cpuUsPerRequest:
      serverCpuMs === undefined || result.requests === 0 ? null : round((serverCpuMs * 1000) / result.requests, 1),
    otherLoadOnServerCorePct:
      serverCpuMs === undefined || coreCpuMs === undefined
        ? null
        : round(Math.max(0, (100 * (coreCpuMs - serverCpuMs)) / wallMs), 1),
  };
}

/**
 * Loads two running servers in turn, A/B/A/B…, after one warm-up run each, with the same
 * connection count and duration, so slow drifts of the machine hit both sides alike.
 */
export async function compareServers(a: RunningServer, b: RunningServer, path: string): Promise<Comparison> {
  const tool = loadTool();
  const { rounds, durationSeconds, warmupSeconds, connections } = settings;
  const load = (server: RunningServer, seconds: number) => () =>
    tool.run({ url: server.origin + path, connections, durationSeconds: seconds });

  for (const server of [a, b]) {
    log(`warm-up ${server.name}: ${warmupSeconds}s`);
    await load(server, warmupSeconds)();
  }
  const results: [RoundResult[], RoundResult[]] = [[], []];
  for (let i = 1; i <= rounds; i++) {
    for (const [side, server] of [a, b].entries()) {
      const result = await measuredRound(load(server, durationSeconds), server);
      results[side as 0 | 1].push(result);
      log(
        `round ${i}/${rounds} ${server.name}: ${round(result.rps, 0)} req/s, p99 ${round(result.p99Ms, 2)} ms, ` +
          `${result.cpuUsPerRequest ?? '?'} µs CPU/request, others on its core ${result.otherLoadOnServerCorePct ?? '?'} %` +
          (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
      );
    }
  }
  const warnings: string[] = [];
  if (!pinning) warnings.push('not pinned: taskset or a second core is missing');
  for (const [side, server] of [a, b].entries()) {
    const sideResults = results[side as 0 | 1];
    const bad = sideResults.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
    if (bad) warnings.push(`${server.name}: ${bad} non-2xx answers or socket errors`);
    const disturbed = sideResults.filter((r) => (r.otherLoadOnServerCorePct ?? 0) > DISTURBED_PCT).length;
    if (disturbed)
      warnings.push(
        `${server.name}: in ${disturbed} of ${sideResults.length} rounds other work took over ${DISTURBED_PCT} % ` +
          `of the server's core; trust cpuUsPerRequest more than rps there`,
      );
  }
  return {
    tool: tool.name,
    toolVersion: tool.version,
    rounds,
    durationSeconds,
    warmupSeconds,
    connections,
    pinning: pinning ?? null,
    a: summarize(results[0]),
    b: summarize(results[1]),
    warnings,
  };
}
