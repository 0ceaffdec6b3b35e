import type { IndexedLine } from './engine-types.js';

/**
 * Numbers of many tariffs' price lines, LINE_WIDTH a line, null stored as NaN: a Float64Array of
 * 512 KB outside the JavaScript heap. Read-only: a block is shared.
 */
export type LineBlock = ArrayLike<number> & { readonly __lineBlock: true };

/**
 * A tariff's price lines as the index keeps them: `lineCount` lines from `lineStart` of a block
 * shared by many tariffs. A million tariffs held their lines as ~3.5 million small objects and
 * arrays, and then as a million typed-array views, which every full collection of the server's
 * heap marked one by one (docs/decisions.md D62).
 */
export interface PackedLines {
  lines: LineBlock;
  lineStart: number;
  lineCount: number;
}

const CONTAINER = 0;
const VEHICLE = 1;
const PALLET = 2;
const FROM = 3;
const TO = 4;
const PRICE = 5;
const LINE_WIDTH = 6;

/** Numbers a block holds (512 KB). */
const BLOCK = 65_536;
let block = new Float64Array(BLOCK);
let used = 0;

const stored = (value: number | null): number => (value === null ? Number.NaN : value);
const read = (value: number): number | null => (Number.isNaN(value) ? null : value);

/**
 * Packs lines into the current block (a new one when it is full; lines larger than a block get
 * their own). A tariff replaced leaves its numbers in the block until no tariff of the block is
 * left: a day's edits waste a few megabytes, a rebuild of the index none. Tariffs refer to their
 * block, so one that nothing refers to any more is collected.
 */
export function packLines(lines: readonly IndexedLine[]): PackedLines {
  const size = lines.length * LINE_WIDTH;
  let target = block;
  let start = used;
  if (size > BLOCK) {
    target = new Float64Array(size);
    start = 0;
  } else if (used + size > BLOCK) {
    block = target = new Float64Array(BLOCK);
    start = 0;
    used = size;
  } else used += size;
  lines.forEach((line, at) => {
    const base = start + at * LINE_WIDTH;
    target[base + CONTAINER] = stored(line.containerTypeId);
    target[base + VEHICLE] = stored(line.vehicleTypeId);
    target[base + PALLET] = stored(line.palletTypeId);
    target[base + FROM] = stored(line.from);
    target[base + TO] = stored(line.to);
    target[base + PRICE] = line.price;
  });
  return { lines: target as unknown as LineBlock, lineStart: start, lineCount: lines.length };
}

const field = (packed: PackedLines, at: number, offset: number): number =>
  packed.lines[packed.lineStart + at * LINE_WIDTH + offset] as number;

export function linePrice(packed: PackedLines, at: number): number {
  return field(packed, at, PRICE);
}

export function lineFrom(packed: PackedLines, at: number): number | null {
  return read(field(packed, at, FROM));
}

export function lineTo(packed: PackedLines, at: number): number | null {
  return read(field(packed, at, TO));
}

export function lineContainerTypeId(packed: PackedLines, at: number): number | null {
  return read(field(packed, at, CONTAINER));
}

export function linePalletTypeId(packed: PackedLines, at: number): number | null {
  return read(field(packed, at, PALLET));
}

export function lineVehicleTypeId(packed: PackedLines, at: number): number | null {
  return read(field(packed, at, VEHICLE));
}

/*
 * The finders below are the loops a quote runs over a tariff's lines, written out rather than one
 * finder given a closure at each site, a call TurboFan could not inline: with it quotes were 4–15 %
 * slower than over lines as objects, written out they are 3–8 % faster (in process, issue 6's
 * benchmark).
 */

/** A range holds a value from its start (null = 0), included, to its end (null = open), excluded. */
export function inRange(value: number, from: number | null, to: number | null): boolean {
  return value >= (from ?? 0) && (to === null || value < to);
}

/** `inRange` of a line's stored ends. */
const holds = (from: number, to: number, value: number): boolean => inRange(value, read(from), read(to));

/** The position of the first line whose range holds the value, or -1: how a GENERAL tariff prices. */
export function rangeLine(packed: PackedLines, value: number): number {
  const { lines, lineStart, lineCount } = packed;
  for (let at = 0, base = lineStart; at < lineCount; at++, base += LINE_WIDTH)
    if (holds(lines[base + FROM] as number, lines[base + TO] as number, value)) return at;
  return -1;
}

/** The position of the first line of the container type, or -1. */
export function containerLine(packed: PackedLines, containerTypeId: number): number {
  const { lines, lineStart, lineCount } = packed;
  for (let at = 0, base = lineStart; at < lineCount; at++, base += LINE_WIDTH)
    if (lines[base + CONTAINER] === containerTypeId) return at;
  return -1;
}

/** The position of the first line of the pallet type whose range holds the count, or -1. */
export function palletLine(packed: PackedLines, palletTypeId: number, count: number): number {
  const { lines, lineStart, lineCount } = packed;
  for (let at = 0, base = lineStart; at < lineCount; at++, base += LINE_WIDTH)
    if (lines[base + PALLET] === palletTypeId && holds(lines[base + FROM] as number, lines[base + TO] as number, count))
      return at;
  return -1;
}

/**
 * The position of the first line of the vehicle type, or -1; with `radius`, the first whose
 * radius band holds the distance, and where the distance is unknown only a band holding every
 * distance.
 */
export function vehicleLine(
  packed: PackedLines,
  vehicleTypeId: number,
  radius: boolean,
  distanceKm: number | null,
): number {
  const { lines, lineStart, lineCount } = packed;
  for (let at = 0, base = lineStart; at < lineCount; at++, base += LINE_WIDTH) {
    if (lines[base + VEHICLE] !== vehicleTypeId) continue;
    if (!radius) return at;
    const from = lines[base + FROM] as number;
    const to = lines[base + TO] as number;
    if (distanceKm === null ? (read(from) ?? 0) <= 0 && read(to) === null : holds(from, to, distanceKm)) return at;
  }
  return -1;
}
