import { ERROR_CODES, type ErrorCode, type MessageKey, type MessageParams } from '@cargo/domain';

export interface FieldProblem {
  fieldName: string;
  message: MessageKey;
  params?: MessageParams;
}

/**
 * The one error a service or route throws. It carries message keys, not texts: the error
 * handler translates them into the caller's language.
 */
export class AppError extends Error {
  readonly messageKey: MessageKey;

  constructor(
    readonly code: ErrorCode,
    readonly details: {
      message?: MessageKey;
      params?: MessageParams;
      fields?: FieldProblem[];
      /** Seconds until a refused try may be made again: answered as Retry-After (429). */
      retryAfter?: number;
      /** Fields for programs beside `error` in the body (the token endpoint's `mfa_token`). */
      extra?: Readonly<Record<string, string>>;
    } = {},
  ) {
    const messageKey = details.message ?? ERROR_CODES[code].message;
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
    this.messageKey = messageKey;
  }
}

/**
 * A refusal of bad input: 400 with every field problem, the first one's message as the headline.
 * Nothing was changed.
 */
export function refuse(problems: readonly FieldProblem[]): AppError {
  const [first] = problems;
  return new AppError('BAD_REQUEST', { message: first!.message, params: first!.params, fields: [...problems] });
}
