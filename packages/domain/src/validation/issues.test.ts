import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue } from '../messages/index.js';
import { fieldErrorsFromIssues, isKeyShaped, issueMessage } from './issues.js';

const schema = z
  .object({
    email: z.email(),
    name: z.string().min(1),
    password: z.string().min(8),
    weight: z.number().max(9_999_999),
    amount: z.number().int().min(1),
    mode: z.enum(['SEA', 'AIR']),
    items: z.array(z.object({ length: z.number() })).min(1),
    from: z.number(),
    to: z.number(),
  })
  .strict()
  .refine((value) => value.from <= value.to, { message: 'validation.invalidRange', path: ['to'] });

function errorsOf(input: unknown, language: 'en' | 'ru' = 'en') {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return fieldErrorsFromIssues(result.error.issues, language);
}

const valid = {
  email: 'a@b.co',
  name: 'Ann',
  password: 'Secret123',
  weight: 10,
  amount: 1,
  mode: 'SEA',
  items: [{ length: 1 }],
  from: 1,
  to: 2,
};

describe('fieldErrorsFromIssues', () => {
  it('tells a missing field from a wrong one', () => {
    expect(errorsOf({ ...valid, email: undefined, name: '' })).toEqual([
      { fieldName: 'email', errorText: 'This is a required field' },
      { fieldName: 'name', errorText: 'This is a required field' },
    ]);
    expect(errorsOf({ ...valid, email: 'nope' })).toEqual([{ fieldName: 'email', errorText: 'Invalid email' }]);
  });

  it('names limits and nested paths', () => {
    expect(errorsOf({ ...valid, password: 'short', weight: 10_000_000, amount: 0, items: [{ length: 'x' }] })).toEqual([
      { fieldName: 'password', errorText: 'Must be at least 8 characters' },
      { fieldName: 'weight', errorText: 'Must be at most 9999999' },
      { fieldName: 'amount', errorText: 'Must be at least 1' },
      { fieldName: 'items.0.length', errorText: 'Enter a number' },
    ]);
  });

  it('lists the options of an enum and reports each unknown field', () => {
    expect(errorsOf({ ...valid, mode: 'RAIL', extra: 1, other: 2 })).toEqual([
      { fieldName: 'mode', errorText: 'Choose one of: SEA, AIR' },
      { fieldName: 'extra', errorText: 'Unknown field' },
      { fieldName: 'other', errorText: 'Unknown field' },
    ]);
  });

  it('uses a catalogue key given as a custom message, translated', () => {
    expect(errorsOf({ ...valid, from: 5, to: 1 }, 'ru')).toEqual([
      { fieldName: 'to', errorText: 'Некорректный диапазон' },
    ]);
  });

  it('asks for at least one item of an empty list', () => {
    expect(errorsOf({ ...valid, items: [] })).toEqual([{ fieldName: 'items', errorText: 'Add at least 1' }]);
  });
});

describe('a custom message told from zod’s own by its shape', () => {
  it('takes every catalogue key for a key', () => {
    const misshapen = Object.keys(catalogue).filter((key) => !isKeyShaped(key));
    expect(misshapen).toEqual([]);
  });

  it('never takes one of zod’s default messages for a key', () => {
    const result = schema.safeParse({ ...valid, email: 'nope', name: 5, mode: 'RAIL', extra: 1 });
    if (result.success) throw new Error('expected a failure');
    const defaults = z.string().min(3).safeParse('a').error?.issues ?? [];
    for (const issue of [...result.error.issues, ...defaults]) {
      expect(isKeyShaped(issue.message), issue.message).toBe(false);
      expect(issueMessage(issue).key).not.toBe(issue.message);
    }
  });
});
