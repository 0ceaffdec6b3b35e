import { describe, expect, it } from 'vitest';
import { containerTypeOf } from '../../../shared/references/container-types';
import { feetById } from './container-types';

const type = (id: number, sizeFeet: unknown) =>
  containerTypeOf({ id, code: null, name: `#${id}`, attributes: { sizeFeet } });

describe('the container types of a booking', () => {
  it('give the booking rules each type’s length by its id', () => {
    expect(feetById([type(4, 40), type(5, 'x')])).toEqual(
      new Map([
        [4, 40],
        [5, null],
      ]),
    );
  });
});
