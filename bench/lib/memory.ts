import { readFileSync, writeFileSync } from 'node:fs';
import { round } from './stats.js';

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM…); undefined off Linux or once the process is gone. */
export function statusMB(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resets the kernel's peak RSS (VmHWM) of a process to its current RSS (`echo 5 > clear_refs`,
 * Linux 4.0+), so the peak read later is the peak of what came after, not of the start-up.
 * Answers whether it worked.
 */
export function resetPeakRss(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface RssSample {
  /** performance.now() of the runner. */
  at: number;
  rssMB: number;
}

/** Samples a process's RSS every `everyMs` until stopped; the kernel's VmHWM catches what falls between. */
export function sampleRss(pid: number | undefined, everyMs = 50): { samples: RssSample[]; stop(): RssSample[] } {
  const samples: RssSample[] = [];
  const take = () => {
    const rssMB = statusMB(pid, 'VmRSS');
    if (rssMB !== undefined) samples.push({ at: performance.now(), rssMB });
  };
  take();
  // Never what keeps the runner alive, should a failure skip the stop.
  const timer = setInterval(take, everyMs).unref();
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** The largest sample between two instants (runner clock), in MB. */
export function peakBetween(samples: readonly RssSample[], from: number, to: number): number | null {
  let peak: number | null = null;
  for (const sample of samples)
    if (sample.at >= from && sample.at <= to && (peak === null || sample.rssMB > peak)) peak = sample.rssMB;
  return peak === null ? null : round(peak, 0);
}

/** Milliseconds since a process started, from /proc (10 ms resolution); undefined off Linux. */
export function processAgeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const uptimeSeconds = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
    // USER_HZ is 100 on every Linux that matters here (see cpu.ts).
    return uptimeSeconds * 1000 - startTicks * 10;
  } catch {
    return undefined;
  }
}

export interface GcEvent {
  /** Milliseconds since the isolate started (V8's clock, close to the process's age). */
  atMs: number;
  kind: string;
  /** Heap in use before the collection, in MB: the highest point just before each GC. */
  usedBeforeMB: number;
  /** Heap reserved (committed) before the collection, in MB. */
  committedBeforeMB: number;
}

/**
 * One line of `node --trace-gc`, e.g.
 * `[123:0x5a…]    30512 ms: Mark-Compact 250.1 (270.3) -> 200.0 (260.0) MB, …`.
 */
export function parseGcLine(line: string): GcEvent | undefined {
  const match = /\]\s+(\d+) ms: ([A-Za-z-]+(?: \([^)]*\))?) ([\d.]+) \(([\d.]+)\) -> [\d.]+ \([\d.]+\) MB/.exec(line);
  if (!match) return undefined;
  return {
    atMs: Number(match[1]),
    kind: match[2]!,
    usedBeforeMB: Number(match[3]),
    committedBeforeMB: Number(match[4]),
  };
}
