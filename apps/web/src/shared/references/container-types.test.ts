import { describe, expect, it } from 'vitest';
import { containerTypeOf } from './container-types';

const entry = (id: number, name: string, attributes: Record<string, unknown>, code: string | null = null) => ({
  id,
  code,
  name,
  attributes,
});

describe('a container type', () => {
  it('is named by its short name and classed by its length', () => {
    expect(
      containerTypeOf(entry(4, '40 ft high cube', { shortName: "40'HC", sizeFeet: 40, maxLoadKg: 28_000 }, '45G1')),
    ).toEqual({
      id: 4,
      code: '45G1',
      label: "40'HC",
      name: '40 ft high cube',
      sizeFeet: 40,
      sizeClass: 'FORTY',
      maxLoadKg: 28_000,
    });
    expect(containerTypeOf(entry(3, '20 ft', { sizeFeet: 20 }))).toMatchObject({ label: '20 ft', sizeClass: 'TWENTY' });
  });

  it('goes by its name where the short name is blank, and has no length where it is not a number', () => {
    expect(containerTypeOf(entry(5, 'Flexitank', { shortName: ' ', sizeFeet: 'x' }))).toMatchObject({
      label: 'Flexitank',
      sizeFeet: null,
      sizeClass: null,
      maxLoadKg: null,
    });
  });
});
