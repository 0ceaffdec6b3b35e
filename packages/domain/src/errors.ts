import type { MessageKey } from './messages/index.js';

/**
 * Every error the API answers with has one of these codes. The code fixes the HTTP status
 * and the default message key (translated per request language); a thrower may name a more
 * specific message from the catalogue.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, message: 'error.badRequest' },
  UNAUTHORIZED: { status: 401, message: 'error.unauthorized' },
  FORBIDDEN: { status: 403, message: 'error.forbidden' },
  NOT_FOUND: { status: 404, message: 'error.notFound' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'error.methodNotAllowed' },
  CONFLICT: { status: 409, message: 'error.conflict' },
  /** A change guarded by If-Match whose version is no longer the object's: someone else changed it. */
  PRECONDITION_FAILED: { status: 412, message: 'error.editConflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'error.payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'error.unsupportedMediaType' },
  UNPROCESSABLE: { status: 422, message: 'error.unprocessable' },
  TOO_MANY_REQUESTS: { status: 429, message: 'error.tooManyRequests' },
  /** Sign-in: wrong e-mail or password, an unconfirmed or blocked account, a spent refresh token. */
  INVALID_GRANT: { status: 400, message: 'auth.incorrectLogin' },
  /** Sign-in: the OAuth2 client is unknown or its secret is wrong (RFC 6749 §5.2). */
  INVALID_CLIENT: { status: 401, message: 'auth.invalidClient' },
  /** Sign-in: too many failed attempts; the account waits 5 minutes. */
  ACCOUNT_SUSPENDED: { status: 429, message: 'auth.suspended' },
  /** Sign-in: the password was right; the second factor is due (the body carries an `mfa_token`). */
  MFA_REQUIRED: { status: 403, message: 'twoFactor.required' },
  /** Sign-in: the password was right; a second factor must be enrolled first (the `mfa_token` allows only that). */
  MFA_ENROLLMENT_REQUIRED: { status: 403, message: 'twoFactor.enrollmentRequired' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'service.unavailable' },
  INTERNAL: { status: 500, message: 'service.serverError' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The error code that stands for an HTTP status the API did not raise itself (e.g. a body parser's 415). */
export function errorCodeForStatus(status: number): ErrorCode {
  const found = (Object.keys(ERROR_CODES) as ErrorCode[]).find((code) => ERROR_CODES[code].status === status);
  if (found) return found;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
