import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { TariffValues } from './tariffs.repo.js';

/**
 * The rows of an import that passed every check, waiting on disk for the transaction that saves
 * them: a 100,000-row sheet held as objects or JSON took 100 to 200 MB of the server's heap, on
 * disk it takes none. One JSON array of values a line, in the order of the first line's keys.
 */
export class StagedTariffs {
  private keys: (keyof TariffValues)[] | undefined;
  /** A failed write (a full disk), thrown by the next write or read: never an unhandled 'error'. */
  private failure: Error | undefined;

  private constructor(
    private readonly dir: string,
    private readonly file: string,
    private readonly out: WriteStream,
  ) {
    out.on('error', (error) => {
      this.failure ??= error;
    });
  }

  static async create(): Promise<StagedTariffs> {
    const dir = await mkdtemp(path.join(tmpdir(), 'cargo-import-'));
    const file = path.join(dir, 'rows.ndjson');
    return new StagedTariffs(dir, file, createWriteStream(file));
  }

  /** Appends rows; resolves when the file has taken them (so memory holds one batch at most). */
  async write(rows: readonly TariffValues[]): Promise<void> {
    if (this.failure) throw this.failure;
    if (!rows.length) return;
    const keys = (this.keys ??= Object.keys(rows[0]!) as (keyof TariffValues)[]);
    const text = rows.map((row) => JSON.stringify(keys.map((key) => row[key] ?? null))).join('\n');
    if (!this.out.write(`${text}\n`)) await once(this.out, 'drain');
  }

  /** The rows again, in order, `size` at a time. */
  async *chunks(size: number): AsyncGenerator<TariffValues[]> {
    this.out.end();
    if (!this.out.writableFinished) await once(this.out, 'finish');
    if (this.failure) throw this.failure;
    const keys = this.keys ?? [];
    let chunk: TariffValues[] = [];
    for await (const line of createInterface({ input: createReadStream(this.file), crlfDelay: Infinity })) {
      if (!line) continue;
      const values = JSON.parse(line) as unknown[];
      chunk.push(Object.fromEntries(keys.map((key, index) => [key, values[index]])) as TariffValues);
      if (chunk.length === size) {
        yield chunk;
        chunk = [];
      }
    }
    if (chunk.length) yield chunk;
  }

  /** Removes the file; safe to call twice. */
  async discard(): Promise<void> {
    this.out.destroy();
    await rm(this.dir, { recursive: true, force: true });
  }
}
