import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pinning, runToCompletion } from './processes.js';

/** One request of a rotation: a path of the `url`'s origin. */
export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  /**
   * Requests per second over all connections, instead of as many as the server answers.
   * autocannon: `--overallRate` (each connection at most rate/connections requests per
   * one-second window, back to back), latencies recorded as measured (`-C`: its own
   * correction assumes a 1 ms interval whatever the rate). wrk, which has no fixed rate: the
   * requests follow one schedule of arrivals at the rate with random (exponential) gaps, and each
   * connection as it comes free waits for the next arrival, or sends at once when that is due
   * (wrkScript), so the rate holds however long answers take while a connection is free. Latency
   * is measured from the send, as wrk does.
   */
  rate?: number;
  /** Sent in turn on every connection instead of GET `url`. */
  requests?: readonly LoadRequest[];
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

/** Debian's wrk; BENCH_WRK names another build of wrk 4 (one unpacked from the package, say). */
const WRK = process.env.BENCH_WRK || '/usr/bin/wrk';

/** A temporary directory for a tool's script or request file, removed after `work`. */
async function withTemporaryFile<T>(name: string, content: string, work: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cargo-bench-load-'));
  try {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return await work(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A Lua long string that no body can end early. */
function luaString(text: string): string {
  let level = '';
  while (text.includes(`]${level}]`)) level += '=';
  return `[${level}[${text}]${level}]`;
}

/**
 * The wrk script of a rotation and of a paced rate (see LoadOptions.rate). The requests are made
 * in `init`, which wrk.init calls once it has set the Host header a request needs.
 */
export function wrkScript(options: Pick<LoadOptions, 'connections' | 'rate' | 'requests'>): string {
  const lines = ['local requests = {}', 'local at = 0', 'init = function(args)'];
  if (options.rate) lines.push('  math.randomseed(os.time())');
  for (const one of options.requests ?? []) {
    const headers = Object.entries(one.headers ?? {})
      .map(([name, value]) => `[ ${luaString(name)} ] = ${luaString(value)}`)
      .join(', ');
    const body = one.body === undefined ? 'nil' : luaString(one.body);
    lines.push(
      `  requests[#requests + 1] = wrk.format(${luaString(one.method)}, ${luaString(one.path)}, { ${headers} }, ${body})`,
    );
  }
  lines.push('end');
  if (options.requests?.length)
    lines.push('request = function()', '  at = at % #requests + 1', '  return requests[at]', 'end');
  if (options.rate) {
    // One schedule of arrivals at the rate with exponential gaps (a Poisson process), which every
    // connection draws its next send time from as it comes free: a slow answer delays no later
    // arrival, and one behind its time goes at once. The clock is the monotonic one, through
    // LuaJIT's ffi (wrk's own Lua has no clock finer than a second).
    const gapMs = 1000 / options.rate;
    lines.unshift(
      'local ffi = require("ffi")',
      'ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } bench_timespec; int clock_gettime(int clock, bench_timespec *at); ]]',
      'local clock = ffi.new("bench_timespec")',
      'local function nowMs() ffi.C.clock_gettime(1, clock); return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_nsec) / 1e6 end',
      'local nextAt = nil',
    );
    lines.push(
      'delay = function()',
      '  local now = nowMs()',
      `  nextAt = (nextAt or now) - math.log(1 - math.random()) * ${gapMs}`,
      '  if nextAt <= now then return 0 end',
      '  return math.floor(nextAt - now)',
      'end',
    );
  }
  return `${lines.join('\n')}\n`;
}

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
    async run(options) {
      const { url, connections, durationSeconds } = options;
      // One thread: the load generator has one core of its own.
      const args = ['-t', '1', '-c', String(connections), '-d', `${durationSeconds}s`, '--latency'];
      const timeoutMs = (durationSeconds + 30) * 1000;
      const run = (extra: string[]) =>
        runToCompletion(WRK, [...args, ...extra, url], { cpus: pinning?.load, timeoutMs }).then(parseWrk);
      if (!options.rate && !options.requests?.length) return run([]);
      return withTemporaryFile('load.lua', wrkScript(options), (script) => run(['-s', script]));
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
    async run({ url, connections, durationSeconds, rate, requests }) {
      const args = [bin, '--json', '-c', String(connections), '-d', String(durationSeconds)];
      if (rate) args.push('-R', String(rate), '-C');
      const timeoutMs = (durationSeconds + 30) * 1000;
      const run = (extra: string[]) =>
        runToCompletion(process.execPath, [...args, ...extra, url], { cpus: pinning?.load, timeoutMs });
      const { origin } = new URL(url);
      const har = requests?.length
        ? {
            log: {
              entries: requests.map((one) => ({
                request: {
                  method: one.method,
                  url: origin + one.path,
                  headers: Object.entries(one.headers ?? {}).map(([name, value]) => ({ name, value })),
                  ...(one.body !== undefined && { postData: { mimeType: 'application/json', text: one.body } }),
                },
              })),
            },
          }
        : undefined;
      const output = har
        ? await withTemporaryFile('requests.har', JSON.stringify(har), (file) => run(['--har', file]))
        : await run([]);
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
