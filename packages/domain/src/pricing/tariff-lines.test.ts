import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IndexedLine } from './engine-types.js';
import { findLine, lineAt, linePrice, packLines, unpackLines } from './tariff-lines.js';

const nullable = (value: fc.Arbitrary<number>) => fc.option(value, { nil: null });
const lineArbitrary: fc.Arbitrary<IndexedLine> = fc.record({
  containerTypeId: nullable(fc.integer({ min: 1, max: 50 })),
  vehicleTypeId: nullable(fc.integer({ min: 1, max: 50 })),
  palletTypeId: nullable(fc.integer({ min: 1, max: 50 })),
  from: nullable(fc.double({ min: 0, max: 1e6, noNaN: true })),
  to: nullable(fc.double({ min: 0, max: 1e6, noNaN: true })),
  price: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
});

describe('packed tariff lines', () => {
  it('gives back every line as it was packed, nulls as nulls, across blocks', () => {
    fc.assert(
      fc.property(fc.array(fc.array(lineArbitrary, { maxLength: 12 }), { minLength: 1, maxLength: 60 }), (tariffs) => {
        const packed = tariffs.map((lines) => packLines(lines));
        packed.forEach((one, at) => expect(unpackLines(one)).toEqual(tariffs[at]));
      }),
    );
  });

  it('keeps tariffs packed later in a new block apart from those before', () => {
    // 65,536 numbers a block, 6 a line: 4,000 tariffs of 7 lines fill three blocks.
    const tariffs = Array.from({ length: 4_000 }, (_, tariff) =>
      Array.from({ length: 7 }, (_, at): IndexedLine => ({
        containerTypeId: at,
        vehicleTypeId: null,
        palletTypeId: null,
        from: at * 10,
        to: at === 6 ? null : at * 10 + 10,
        price: tariff * 100 + at,
      })),
    );
    const packed = tariffs.map((lines) => packLines(lines));
    expect(new Set(packed.map((one) => one.lines)).size).toBeGreaterThan(2);
    packed.forEach((one, tariff) => {
      expect(one.lineCount).toBe(7);
      expect(linePrice(one, 6)).toBe(tariff * 100 + 6);
      expect(lineAt(one, 0)).toEqual(tariffs[tariff]![0]);
    });
  });

  it('packs a tariff larger than a block on its own', () => {
    const lines = Array.from({ length: 12_000 }, (_, at): IndexedLine => ({
      containerTypeId: null,
      vehicleTypeId: null,
      palletTypeId: null,
      from: at,
      to: at + 1,
      price: at,
    }));
    const packed = packLines(lines);
    const after = packLines([lines[0]!]);
    expect(packed.lines).not.toBe(after.lines);
    expect(unpackLines(packed)).toEqual(lines);
    expect(findLine(packed, (at) => linePrice(packed, at) === 11_999)).toBe(11_999);
    expect(findLine(packed, (at) => linePrice(packed, at) < 0)).toBe(-1);
  });
});
