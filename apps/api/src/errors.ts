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
    readonly details: { message?: MessageKey; params?: MessageParams; fields?: FieldProblem[] } = {},
  ) {
    const messageKey = details.message ?? ERROR_CODES[code].message;
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
    this.messageKey = messageKey;
  }
}
