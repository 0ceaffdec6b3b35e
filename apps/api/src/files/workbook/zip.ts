import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { WORKBOOK_LIMITS, WorkbookLimitError } from './limits.js';
import { PartGuard, type PartRole, type WorkbookBudget } from './part-guard.js';

/**
 * Just enough of the zip format to open an .xlsx by its central directory: the entries by name,
 * each readable as a stream in whatever order the caller wants. exceljs' streaming reader walks
 * the zip front to back instead, and loses the workbook part now and then when it comes last
 * (as in the files exceljs itself writes).
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** Where the entry's local header starts. */
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_32 = 0xffffffff;
/** Compressed bytes handed to the inflater at a time. */
const FEED_BYTES = 4 * 1024;

export class NotAZip extends Error {
  constructor(reason: string) {
    super(`Not a zip file: ${reason}`);
    this.name = 'NotAZip';
  }
}

function endOfDirectory(zip: Buffer): number {
  // The record is 22 bytes and may be followed by a comment of up to 65,535 bytes.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--)
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw new NotAZip('no end of central directory');
}

/** Sizes and offsets too large for 32 bits stand in the ZIP64 extra field, in this order. */
function zip64Values(extra: Buffer, wanted: { compressedSize: boolean; offset: boolean; uncompressed: boolean }) {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      const uncompressed = wanted.uncompressed ? next() : undefined;
      const compressedSize = wanted.compressedSize ? next() : undefined;
      const offset = wanted.offset ? next() : undefined;
      return { uncompressed, compressedSize, offset };
    }
    at += 4 + size;
  }
  return {};
}

/** The entries of a zip held in memory, by name; more than `maxEntries` is a WorkbookLimitError. */
export function zipEntries(zip: Buffer, maxEntries: number = WORKBOOK_LIMITS.parts): Map<string, ZipEntry> {
  if (zip.length < 22) throw new NotAZip('too short');
  const end = endOfDirectory(zip);
  let count = zip.readUInt16LE(end + 10);
  let directory = zip.readUInt32LE(end + 16);
  if (directory === MAX_32 && end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_LOCATOR) {
    const record = Number(zip.readBigUInt64LE(end - 20 + 8));
    if (zip.readUInt32LE(record) !== ZIP64_END) throw new NotAZip('bad ZIP64 record');
    count = Number(zip.readBigUInt64LE(record + 32));
    directory = Number(zip.readBigUInt64LE(record + 48));
  }
  if (count > maxEntries) throw new WorkbookLimitError('parts', maxEntries);
  const entries = new Map<string, ZipEntry>();
  let at = directory;
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new NotAZip('bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    let compressedSize = zip.readUInt32LE(at + 20);
    let offset = zip.readUInt32LE(at + 42);
    if (compressedSize === MAX_32 || offset === MAX_32) {
      const extra = zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
      const wide = zip64Values(extra, {
        uncompressed: zip.readUInt32LE(at + 24) === MAX_32,
        compressedSize: compressedSize === MAX_32,
        offset: offset === MAX_32,
      });
      compressedSize = wide.compressedSize ?? compressedSize;
      offset = wide.offset ?? offset;
    }
    entries.set(name, { name, method: zip.readUInt16LE(at + 10), compressedSize, offset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * An entry's content as text, inflated through a PartGuard: its unpacked size, compression ratio
 * and what its XML holds are counted against the workbook's budget as it streams, and the stream
 * fails at the first limit crossed. Decoding here, not in the XML parser, keeps a Cyrillic or
 * Chinese character whole when it straddles two chunks (exceljs decodes each chunk on its own).
 */
export function entryText(zip: Buffer, entry: ZipEntry, budget: WorkbookBudget, role: PartRole): Readable {
  const at = entry.offset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new NotAZip(`bad entry ${entry.name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method !== 0 && entry.method !== 8) throw new NotAZip(`compression ${entry.method} of ${entry.name}`);
  // Fed in small slices so the guard knows how much of the part made what it has unpacked: a
  // bomb's ratio shows within its first megabytes, not after 100 times its whole length.
  const fed = { bytes: 0 };
  function* slices() {
    for (let from = 0; from < data.length; from += FEED_BYTES) {
      const slice = data.subarray(from, from + FEED_BYTES);
      fed.bytes += slice.length;
      yield slice;
    }
  }
  const guard = new PartGuard(budget, role, () => fed.bytes);
  const source = Readable.from(slices(), { objectMode: false });
  const raw = entry.method === 0 ? source : source.pipe(createInflateRaw());
  // pipe() forwards no errors: a damaged deflate stream fails the part as well.
  raw.once('error', (error) => guard.destroy(error));
  guard.once('close', () => raw.destroy());
  return raw.pipe(guard);
}
