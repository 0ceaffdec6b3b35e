import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pinning, runToCompletion } from './processes.js';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers outside 2xx/3xx: any at all means the run measured something else. */
  non2xx: number;
  /** Connect, read, write errors and timeouts together. */
  errors: number;
}

export interface LoadTool {
  name: 'wrk' | 'autocannon';
  version: string;
  run(options: LoadOptions): Promise<LoadResult>;
}

const WRK = '/usr/bin/wrk';

/** wrk prints latencies as `850.00us`, `1.23ms`, `2.01s`. */
function wrkMilliseconds(value: string, unit: string): number {
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const factor = scale[unit];
  if (factor === undefined) throw new Error(`unknown wrk time unit ${unit}`);
  return Number(value) * factor;
}

export function parseWrk(output: string): LoadResult {
  const need = (pattern: RegExp, what: string): RegExpMatchArray => {
    const match = output.match(pattern);
    if (!match) throw new Error(`no ${what} in wrk output:\n${output}`);
    return match;
  };
  const percentile = (p: string) => {
    const [, value, unit] = need(new RegExp(`^\\s*${p}%\\s+([\\d.]+)([a-z]+)\\s*$`, 'm'), `${p}th percentile`);
    return wrkMilliseconds(value!, unit!);
  };
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps: Number(need(/^Requests\/sec:\s+([\d.]+)/m, 'Requests/sec')[1]),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    requests: Number(need(/(\d+) requests in /, 'request count')[1]),
    non2xx: Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0),
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

function wrk(): LoadTool {
  return {
    name: 'wrk',
    // `wrk -v` prints `wrk <version> [epoll] Copyright …` and exits with 1.
    version: spawnSync(WRK, ['-v'], { encoding: 'utf8' }).stdout?.split(' ')[1] ?? 'unknown',
    async run({ url, connections, durationSeconds }) {
      // One thread: the load generator has one core of its own.
      const args = ['-t', '1', '-c', String(connections), '-d', `${durationSeconds}s`, '--latency', url];
      const timeoutMs = (durationSeconds + 30) * 1000;
      return parseWrk(await runToCompletion(WRK, args, { cpus: pinning?.load, timeoutMs }));
    },
  };
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

function autocannon(): LoadTool {
  const packageJson = createRequire(import.meta.url).resolve('autocannon/package.json');
  const bin = path.join(path.dirname(packageJson), 'autocannon.js');
  const { version } = createRequire(import.meta.url)('autocannon/package.json') as { version: string };
  return {
    name: 'autocannon',
    version,
    async run({ url, connections, durationSeconds }) {
      const args = [bin, '--json', '-c', String(connections), '-d', String(durationSeconds), url];
      const timeoutMs = (durationSeconds + 30) * 1000;
      const output = await runToCompletion(process.execPath, args, { cpus: pinning?.load, timeoutMs });
      const result = JSON.parse(output) as AutocannonJson;
      return {
        rps: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      };
    },
  };
}

/** wrk (Debian's package) when installed, else autocannon in a process of its own; BENCH_TOOL forces one. */
export function loadTool(): LoadTool {
  const wanted = process.env.BENCH_TOOL;
  if (wanted === 'autocannon') return autocannon();
  if (wanted === 'wrk' && !existsSync(WRK)) throw new Error(`BENCH_TOOL=wrk but ${WRK} is not installed`);
  if (wanted !== undefined && wanted !== '' && wanted !== 'wrk') throw new Error(`unknown BENCH_TOOL ${wanted}`);
  return existsSync(WRK) ? wrk() : autocannon();
}
