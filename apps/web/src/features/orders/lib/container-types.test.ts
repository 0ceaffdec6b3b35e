import { describe, expect, it } from 'vitest';
import { containerTypeOf, feetById } from './container-types';

describe('a container type of the booking', () => {
  it('is named by its short name and classed by its length', () => {
    const highCube = containerTypeOf({
      id: 4,
      name: '40 ft high cube',
      attributes: { shortName: "40'HC", sizeFeet: 40 },
    });
    expect(highCube).toEqual({ id: 4, label: "40'HC", sizeFeet: 40, sizeClass: 'FORTY' });
    const twenty = containerTypeOf({ id: 3, name: '20 ft', attributes: { sizeFeet: 20 } });
    expect(twenty).toEqual({ id: 3, label: '20 ft', sizeFeet: 20, sizeClass: 'TWENTY' });
    const odd = containerTypeOf({ id: 5, name: 'Flexitank', attributes: { shortName: ' ', sizeFeet: 'x' } });
    expect(odd).toEqual({ id: 5, label: 'Flexitank', sizeFeet: null, sizeClass: null });
    expect(feetById([highCube, odd])).toEqual(
      new Map([
        [4, 40],
        [5, null],
      ]),
    );
  });
});
