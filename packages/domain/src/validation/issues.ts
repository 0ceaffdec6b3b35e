import type { core } from 'zod';
import type { FieldError } from '../contracts/common.js';
import type { Language } from '../languages.js';
import { translate, type MessageKey, type MessageParams } from '../messages/index.js';

interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

/**
 * The shape of a catalogue key (`validation.required`, `tariffScreens.carrier.sea-lines`). A schema's
 * own message is a key (scripts/schema-messages.test.ts checks each one the sources name is in the
 * catalogue); zod's default messages are English sentences, never of this shape. Telling them apart
 * by shape keeps the catalogue out of what the web app bundles with this function.
 */
const KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;

export const isKeyShaped = (message: string): message is MessageKey => KEY_SHAPE.test(message);

const SIZE_ORIGINS = new Set(['string', 'array', 'set', 'file']);

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

/**
 * The catalogue message for one zod issue. A schema names a catalogue key as its custom message
 * (`.refine(fn, { message: 'validation.invalidRange' })`) and that key wins; otherwise the issue
 * code decides. Issues must be produced with `reportInput: true` so a missing value can be told
 * from a wrong one.
 */
export function issueMessage(issue: core.$ZodIssue): MessageRef {
  if (isKeyShaped(issue.message)) {
    // A refinement may carry its placeholders' values: `{ message: 'validation.digits', params: { count: 9 } }`.
    const params = issue.code === 'custom' ? (issue.params as MessageParams | undefined) : undefined;
    return params ? { key: issue.message, params } : { key: issue.message };
  }
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue.input)) return { key: 'validation.required' };
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return { key: 'validation.invalidNumber' };
      if (issue.expected === 'date') return { key: 'validation.invalidDate' };
      return { key: 'validation.invalidValue' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' && min <= 1) return { key: 'validation.required' };
      if (issue.origin === 'string') return { key: 'validation.tooShort', params: { min } };
      if (SIZE_ORIGINS.has(issue.origin)) return { key: 'validation.tooFewItems', params: { min } };
      return { key: 'validation.tooSmall', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.tooLong', params: { max } };
      if (SIZE_ORIGINS.has(issue.origin)) return { key: 'validation.tooManyItems', params: { max } };
      return { key: 'validation.tooBig', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.invalidEmail' };
      if (issue.format === 'date' || issue.format === 'datetime') return { key: 'validation.invalidDate' };
      return { key: 'validation.invalidValue' };
    case 'invalid_value':
      if (isMissing(issue.input)) return { key: 'validation.required' };
      return { key: 'validation.oneOf', params: { options: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalidValue' };
  }
}

/** Dotted path of a field (`items.0.weight`); the root of the value is the empty name. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Zod issues as the API's field errors, in the caller's language; one entry per unknown key. */
export function fieldErrorsFromIssues(issues: readonly core.$ZodIssue[], language: Language): FieldError[] {
  return issues.flatMap((issue) => {
    const { key, params } = issueMessage(issue);
    const errorText = translate(language, key, params);
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((name) => ({ fieldName: fieldName([...issue.path, name]), errorText }));
    return [{ fieldName: fieldName(issue.path), errorText }];
  });
}
