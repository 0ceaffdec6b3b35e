import type { FieldError } from '@cargo/domain';

/** The code of a call that never got an answer (no network, server down). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/**
 * A failed call: the HTTP status (0 when no answer came), the API's error code and translated
 * message (docs/architecture.md §3), and the field errors a form shows next to its fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The token endpoint's `mfa_token` of a correct password whose second factor is due (MFA_REQUIRED). */
  mfaToken?: string;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: readonly FieldError[] = [],
    readonly request: { method: string; path: string } = { method: 'GET', path: '' },
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The error text of one field, if the server named it. */
  fieldError(fieldName: string): string | undefined {
    return this.fieldErrors.find((field) => field.fieldName === fieldName)?.errorText;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the API's error shape `{ error: { code, message }, errors: [{ fieldName, errorText }] }`, leniently. */
export function errorFromBody(
  status: number,
  body: unknown,
  request: { method: string; path: string },
  statusText = '',
): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = typeof error.code === 'string' ? error.code : `HTTP_${status}`;
  const message = typeof error.message === 'string' ? error.message : statusText || `HTTP ${status}`;
  const list = isRecord(body) && Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  const fieldErrors = list.filter(
    (item): item is FieldError =>
      isRecord(item) && typeof item.fieldName === 'string' && typeof item.errorText === 'string',
  );
  const apiError = new ApiError(status, code, message, fieldErrors, request);
  if (isRecord(body) && typeof body.mfa_token === 'string') apiError.mfaToken = body.mfa_token;
  return apiError;
}
