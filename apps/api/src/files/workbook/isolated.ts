import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ErrorCode } from '@cargo/domain';
import { AppError } from '../../errors.js';
import { WorkbookLimitError, type WorkbookLimit } from './limits.js';

/**
 * Reading an uploaded workbook in a process of its own (docs/decisions.md D89). The guards of
 * WORKBOOK_LIMITS stop every bomb we know of, but a parser can still
 * fail in ways no limit foresees, and V8 answers some of them ("invalid size error", a heap out of
 * memory) by aborting the whole process, worker threads included. A child process with its own
 * small heap takes that down instead of the API: its death fails the one file.
 */

/** The child's heap: a rate sheet of 100,000 rows reads in well under it. */
export const READER_OLD_SPACE_MB = 256;
/** The child's young generation, set explicitly: never the API's 64 MB semi-spaces (apps/api/package.json). */
export const READER_SEMI_SPACE_MB = 8;

type Failure =
  | { kind: 'limit'; limit: WorkbookLimit; max: number }
  | { kind: 'app'; code: ErrorCode; details: AppError['details'] }
  | { kind: 'other'; message: string };

/** Parent → child: the task once, then a `next` for each batch wanted. */
type ToChild = { type: 'start'; request: unknown } | { type: 'next' };
/** Child → parent: a batch of items, the end, or the failure. */
type ToParent = { type: 'items'; items: unknown[] } | { type: 'done' } | { type: 'error'; failure: Failure };

function failureOf(error: unknown): Failure {
  if (error instanceof WorkbookLimitError) return { kind: 'limit', limit: error.limit, max: error.max };
  if (error instanceof AppError) return { kind: 'app', code: error.code, details: error.details };
  return { kind: 'other', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

function errorOf(failure: Failure): Error {
  if (failure.kind === 'limit') return new WorkbookLimitError(failure.limit, failure.max);
  if (failure.kind === 'app') return new AppError(failure.code, failure.details);
  return new Error(`workbook reader failed: ${failure.message}`);
}

/** Node's flags for the child: its own heap limits; tsx where the entry is TypeScript (tests, `npm run dev`). */
function childArgs(entry: URL): string[] {
  const flags = [`--max-old-space-size=${READER_OLD_SPACE_MB}`, `--max-semi-space-size=${READER_SEMI_SPACE_MB}`];
  if (!entry.pathname.endsWith('.ts')) return flags;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return [...flags, '--conditions=source', `--import=${tsx}`];
}

/** The entry of a child beside `module` (its `import.meta.url`): `.ts` in sources, `.js` once built. */
export function entryBeside(module: string, name: string): URL {
  return new URL(`./${name}${module.endsWith('.ts') ? '.ts' : '.js'}`, module);
}

/**
 * Readers working at once, across every entry. Each may grow to its heap limit, so uploads
 * arriving together wait their turn instead of multiplying the memory the machine must have.
 */
export const MAX_READERS = 2;
let working = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<void> {
  if (working < MAX_READERS) {
    working++;
    return;
  }
  // The reader that ends hands its place straight to the next in line.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else working--;
}

/** How long a reader waits idle for its next file before it exits. */
const IDLE_MS = 60_000;

/** A reading process: its channel, what it sent, and whether it has exited. */
class Reader {
  readonly inbox: ToParent[] = [];
  exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  stderr = '';
  private wake: (() => void) | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(readonly child: ChildProcess) {
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      this.stderr = (this.stderr + text).slice(-2000);
    });
    child.on('message', (message: ToParent) => {
      this.inbox.push(message);
      this.wake?.();
    });
    child.once('exit', (code, signal) => {
      this.exited = { code, signal };
      this.wake?.();
    });
    // A failed spawn is an exit too (no `exit` event follows an `error` of spawning).
    child.once('error', () => {
      this.exited ??= { code: null, signal: null };
      this.wake?.();
    });
  }

  send(message: ToChild): void {
    if (this.child.connected) this.child.send(message);
  }

  async next(): Promise<ToParent> {
    while (!this.inbox.length) {
      if (this.exited) {
        const died = new WorkbookLimitError('memory', READER_OLD_SPACE_MB);
        const last = this.stderr.trim().split('\n').slice(-3).join(' ');
        died.cause = `reader exited (${this.exited.signal ?? this.exited.code}): ${last}`;
        throw died;
      }
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
    return this.inbox.shift()!;
  }

  /** Busy: keeps the API's event loop alive. Idle: does not, and exits after IDLE_MS. */
  busy(on: boolean, onIdleEnd: () => void): void {
    clearTimeout(this.idleTimer);
    if (on) {
      this.child.ref();
      this.child.channel?.ref();
      return;
    }
    this.child.unref();
    this.child.channel?.unref();
    this.idleTimer = setTimeout(onIdleEnd, IDLE_MS).unref();
  }

  kill(): void {
    clearTimeout(this.idleTimer);
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

/**
 * One idle reader per entry, kept a minute for the next file: starting one costs a Node process
 * and its modules (a fraction of a second built, seconds under tsx). A reader serves one file at
 * a time; one that failed, was left early or died is never reused.
 */
const idle = new Map<string, Reader>();

function takeReader(entry: URL): Reader {
  const kept = idle.get(entry.href);
  idle.delete(entry.href);
  if (kept && !kept.exited && kept.child.connected) return kept;
  kept?.kill();
  return new Reader(
    fork(fileURLToPath(entry), [], {
      execArgv: childArgs(entry),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    }),
  );
}

function giveBack(entry: URL, reader: Reader): void {
  if (reader.exited || idle.has(entry.href)) return reader.kill();
  idle.set(entry.href, reader);
  reader.busy(false, () => {
    if (idle.get(entry.href) === reader) idle.delete(entry.href);
    reader.kill();
  });
}

/** Ends the idle readers (a server closing; tests). */
export function stopIdleReaders(): void {
  for (const reader of idle.values()) reader.kill();
  idle.clear();
}

/**
 * The items a child at `entry` (a module calling serveIsolated) makes of `request`, pulled a batch
 * at a time so neither side holds more than one; at most MAX_READERS files are read at once. A
 * reader left early, or dead, is killed; one that finished or refused the file waits for the next. Its death before the end (out of memory,
 * aborted) throws WorkbookLimitError('memory'); its errors come back as they were thrown
 * (WorkbookLimitError, AppError), anything else as a plain Error.
 */
export async function* isolatedItems<T>(entry: URL, request: unknown): AsyncGenerator<T, void, undefined> {
  await turn();
  let reader: Reader;
  try {
    reader = takeReader(entry);
  } catch (error) {
    endTurn();
    throw error;
  }
  reader.busy(true, () => undefined);
  let finished = false;
  try {
    reader.send({ type: 'start', request });
    for (;;) {
      reader.send({ type: 'next' });
      const message = await reader.next();
      if (message.type === 'error') {
        // The reader caught it and is idle again: it may read the next file.
        finished = true;
        throw errorOf(message.failure);
      }
      if (message.type === 'done') {
        finished = true;
        return;
      }
      for (const item of message.items) yield item as T;
    }
  } finally {
    if (finished) giveBack(entry, reader);
    else reader.kill();
    endTurn();
  }
}

/** The one item a child makes of `request` (an annotated workbook, a parsed file). */
export async function isolatedResult<T>(entry: URL, request: unknown): Promise<T> {
  const items: T[] = [];
  // Read to the end, so that the reader is given back rather than killed.
  for await (const item of isolatedItems<T>(entry, request)) items.push(item);
  if (!items.length) throw new Error('workbook reader answered nothing');
  return items[0]!;
}

/**
 * The child's side: answers the parent's `start` with `work(request)`, `batch` items for each
 * `next`. Call once, at the top of the child's entry module.
 */
export function serveIsolated<R>(work: (request: R) => AsyncIterable<unknown>, batch = 500): void {
  let items: AsyncIterator<unknown> | undefined;
  const reply = (message: ToParent) => process.send!(message);
  process.on('message', (message: ToChild) => {
    void (async () => {
      try {
        if (message.type === 'start') {
          items = work(message.request as R)[Symbol.asyncIterator]();
          return;
        }
        const out: unknown[] = [];
        while (out.length < batch) {
          const step = await items!.next();
          if (step.done) break;
          out.push(step.value);
        }
        if (out.length) reply({ type: 'items', items: out });
        else reply({ type: 'done' });
      } catch (error) {
        reply({ type: 'error', failure: failureOf(error) });
      }
    })();
  });
  // The parent gone, nobody waits for the answer.
  process.once('disconnect', () => process.exit(0));
}
