import type { BenchLane } from './quote-lanes.js';
import type { LoadRequest } from './load.js';
import { round } from './stats.js';

export const CALCULATIONS = '/api/v1/orders/calculations';
export const HEALTH = '/api/v1/health';

/** The web app's public OAuth2 client (docs/api.md), as lib/api.ts signs in. */
const WEB_CLIENT_AUTHORIZATION = 'Basic d2ViOg==';

/** An access token of a demo login: the load generator sends it with every quote. */
export async function accessToken(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/oauth2/token`, {
    method: 'POST',
    headers: { authorization: WEB_CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return body.access_token;
}

/** The quote of each lane as the load generator sends it. */
export function quoteRequests(lanes: readonly BenchLane[], token: string): LoadRequest[] {
  return lanes.map((lane) => ({
    method: 'POST',
    path: CALCULATIONS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(lane.request),
  }));
}

export interface LaneAnswer {
  name: string;
  status: number;
  ms: number;
  quotations: number | null;
  /** The answer's JSON text, bytes (UTF-8): what the server serializes and the socket carries. */
  bytes: number | null;
  /** The first answer of a PGlite server waits for its index; so does a quote that catches up with changes. */
  error?: string;
}

/** One quote of the lane, timed as the client sees it (the answer read to its end). */
export async function quoteOnce(
  origin: string,
  request: LoadRequest,
  name: string,
  timeoutMs: number,
): Promise<LaneAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(origin + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const ms = round(performance.now() - started, 1);
    // A quote is a creation: 201 (docs/decisions.md D114).
    if (response.status !== 201)
      return { name, status: response.status, ms, quotations: null, bytes: null, error: text.slice(0, 300) };
    const body = JSON.parse(text) as { data?: { quotations?: unknown[] } };
    return {
      name,
      status: 201,
      ms,
      quotations: body.data?.quotations?.length ?? null,
      bytes: Buffer.byteLength(text),
    };
  } catch (error) {
    return {
      name,
      status: 0,
      ms: round(performance.now() - started, 1),
      quotations: null,
      bytes: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** A JSON log line of the server (pino), or undefined for anything else (--trace-gc lines). */
export function logLine(line: string): { msg?: string; time?: number; [key: string]: unknown } | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line) as { msg?: string };
  } catch {
    return undefined;
  }
}

/** The heap in use after a full collection of a `--trace-gc` line, MB: what stays live. */
export function heapAfterMarkCompact(line: string): number | undefined {
  const match = /\]\s+(\d+) ms: Mark-Compact(?: \([^)]*\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/.exec(line);
  return match ? Number(match[2]) : undefined;
}

export interface GcPause {
  kind: 'scavenge' | 'full';
  /** The main thread's pause, ms: the first figure after the sizes (`3.2 / 0.0 ms`). */
  ms: number;
  /** A full collection's incremental marking steps, ms: main-thread work spread between tasks before it. */
  stepsMs: number;
}

/**
 * The pause of a `--trace-gc` line: `Scavenge … MB, 3.2 / 0.0 ms …`, `Mark-Compact … MB, 41.0 / 0.0
 * ms (+ 230 ms in 96 steps since start of marking …)`.
 */
export function gcPause(line: string): GcPause | undefined {
  const match =
    /\]\s+\d+ ms: (Scavenge|Minor Mark-Sweep|Mark-Compact|Mark-Sweep)\b[^,]*MB, ([\d.]+) \/ [\d.]+ ms(?:\s+\(\+ ([\d.]+) ms in)?/.exec(
      line,
    );
  if (!match) return undefined;
  const minor = match[1] === 'Scavenge' || match[1] === 'Minor Mark-Sweep';
  return { kind: minor ? 'scavenge' : 'full', ms: Number(match[2]), stepsMs: Number(match[3] ?? 0) };
}

/** Pauses of one kind: how many, their sum and the longest, and the full collections' marking steps, ms. */
export function gcSummary(pauses: readonly GcPause[]) {
  const of = (kind: GcPause['kind']) => {
    const own = pauses.filter((one) => one.kind === kind);
    const sum = (ms: (one: GcPause) => number) =>
      round(
        own.reduce((total, one) => total + ms(one), 0),
        1,
      );
    return {
      count: own.length,
      totalMs: sum((one) => one.ms),
      maxMs: round(Math.max(0, ...own.map((one) => one.ms)), 1),
      ...(kind === 'full' && { markingStepsMs: sum((one) => one.stepsMs) }),
    };
  };
  return { scavenge: of('scavenge'), full: of('full') };
}
