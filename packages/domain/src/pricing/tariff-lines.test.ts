import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IndexedLine } from './engine-types.js';
import { containerLine, inRange, linePrice, packLines, palletLine, rangeLine, vehicleLine } from './tariff-lines.js';
import { lineAt, unpackLines } from './engine-world.fixtures.js';

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
    expect(rangeLine(packed, 11_999.5)).toBe(11_999);
    expect(rangeLine(packed, 12_000)).toBe(-1);
  });

  it('finds the line a quote picks as a search of the lines as objects does', () => {
    const small = fc.integer({ min: 1, max: 4 });
    // Whole numbers too, so that a value falls on a range's edge.
    const measure = fc.oneof(fc.integer({ min: 0, max: 45 }), fc.double({ min: 0, max: 45, noNaN: true }));
    const edge = nullable(fc.integer({ min: 0, max: 40 }));
    const line = fc.record({
      containerTypeId: nullable(small),
      vehicleTypeId: nullable(small),
      palletTypeId: nullable(small),
      from: edge,
      to: edge,
      price: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        small,
        measure,
        nullable(measure),
        fc.boolean(),
        (lines, type, value, distance, radius) => {
          const packed = packLines(lines);
          expect(rangeLine(packed, value)).toBe(lines.findIndex((one) => inRange(value, one.from, one.to)));
          expect(containerLine(packed, type)).toBe(lines.findIndex((one) => one.containerTypeId === type));
          expect(palletLine(packed, type, value)).toBe(
            lines.findIndex((one) => one.palletTypeId === type && inRange(value, one.from, one.to)),
          );
          const band = (one: IndexedLine) =>
            distance === null ? (one.from ?? 0) <= 0 && one.to === null : inRange(distance, one.from, one.to);
          expect(vehicleLine(packed, type, radius, distance)).toBe(
            lines.findIndex((one) => one.vehicleTypeId === type && (!radius || band(one))),
          );
        },
      ),
    );
  });
});
