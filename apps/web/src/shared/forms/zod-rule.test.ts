import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { applyFieldErrors } from './zod-rule';

/** The part of a form the helper reads and writes, over plain values. */
function formOf(values: Record<string, unknown>) {
  const placed: { name: (string | number)[]; errors: string[] }[][] = [];
  const form = {
    getFieldsValue: () => values,
    getFieldValue: (name: string) => values[name],
    setFields: (fields: { name: (string | number)[]; errors: string[] }[]) => void placed.push(fields),
  } as unknown as FormInstance;
  return { form, placed };
}

const refusal = (errors: { fieldName: string; errorText: string }[]) =>
  new ApiError(400, 'BAD_REQUEST', 'The request is invalid', errors);

describe('applyFieldErrors', () => {
  it('puts each error under its field and answers the ones no field of the form names', () => {
    const { form, placed } = formOf({ email: 'a@b.c', address: { city: '' } });
    const unplaced = applyFieldErrors(
      form,
      refusal([
        { fieldName: 'email', errorText: 'E-mail already registered' },
        { fieldName: 'address.city', errorText: 'This is a required field' },
        { fieldName: 'organizationId', errorText: 'Not found' },
      ]),
    );
    expect(placed[0]).toEqual([
      { name: ['email'], errors: ['E-mail already registered'] },
      { name: ['address', 'city'], errors: ['This is a required field'] },
    ]);
    expect(unplaced).toEqual(['Not found']);
  });

  it('an item of a list of plain values is shown under the list', () => {
    const { form, placed } = formOf({ countryCodes: ['RU', 'XX'], items: [{ weight: 1 }] });
    applyFieldErrors(
      form,
      refusal([
        { fieldName: 'countryCodes.1', errorText: 'Invalid value' },
        { fieldName: 'items.0.weight', errorText: 'Must be at least 2' },
      ]),
    );
    expect(placed[0]).toEqual([
      { name: ['countryCodes'], errors: ['Invalid value'] },
      { name: ['items', 0, 'weight'], errors: ['Must be at least 2'] },
    ]);
  });
});
