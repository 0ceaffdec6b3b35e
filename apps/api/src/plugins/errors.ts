import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  errorCodeForStatus,
  fieldErrorsFromIssues,
  translate,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
  type Language,
  type MessageKey,
  type MessageParams,
} from '@cargo/domain';
import { isForeignKeyViolation } from '../db/errors.js';
import { AppError } from '../errors.js';
import { issuesOf } from './validation.js';

export function errorBody(
  language: Language,
  code: ErrorCode,
  message: MessageKey = ERROR_CODES[code].message,
  params?: MessageParams,
  errors: FieldError[] = [],
): ErrorBody {
  return { error: { code, message: translate(language, message, params) }, errors };
}

export function sendError(reply: FastifyReply, code: ErrorCode, body: ErrorBody): FastifyReply {
  return reply.status(ERROR_CODES[code].status).type('application/json; charset=utf-8').send(body);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the caller is told when this route fails unexpectedly (a 500), instead of "Server
     * error": the spec's words for the case (Product specification, domain §8), e.g. "Failed to receive order
     * data" where a reader waits for one order. A delete says "An error occurred while deleting."
     */
    failure?: MessageKey;
  }
}

/** The message of a 500: the route's own, a delete's, or the default one. */
function failureOf(request: FastifyRequest): MessageKey {
  const { failure } = request.routeOptions.config;
  if (failure) return failure;
  return request.method === 'DELETE' ? 'service.deleteFailed' : ERROR_CODES.INTERNAL.message;
}

function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const language = request.language;
  if (error instanceof AppError) {
    const fields = (error.details.fields ?? []).map((field) => ({
      fieldName: field.fieldName,
      errorText: translate(language, field.message, field.params),
    }));
    if (error.details.retryAfter !== undefined) void reply.header('retry-after', String(error.details.retryAfter));
    return sendError(reply, error.code, {
      ...errorBody(language, error.code, error.messageKey, error.details.params, fields),
      ...error.details.extra,
    });
  }
  if (error.validation) {
    const issues = issuesOf(error.validation);
    const fields = issues.length
      ? fieldErrorsFromIssues(issues, language)
      : error.validation.map((item) => ({
          fieldName: item.instancePath.replace(/^\//, ''),
          errorText: item.message ?? '',
        }));
    return sendError(reply, 'BAD_REQUEST', errorBody(language, 'BAD_REQUEST', undefined, undefined, fields));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // The framework's own refusals: malformed JSON, a body over the limit, an unknown content type.
    request.log.info({ err: error }, 'request refused');
    const code = errorCodeForStatus(status);
    return sendError(reply, code, errorBody(language, code));
  }
  // A delete that a row still referring to the object refuses, where no rule of the spec names
  // the reference (the rules answer their own 409 before this): the object stays, nothing is
  // broken, the caller hears the spec's "An error occurred while deleting." (docs/decisions.md D106).
  if (request.method === 'DELETE' && isForeignKeyViolation(error)) {
    request.log.warn({ err: error }, 'delete refused by a reference no rule names');
    return sendError(reply, 'CONFLICT', errorBody(language, 'CONFLICT', 'service.deleteFailed'));
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 'INTERNAL', errorBody(language, 'INTERNAL', failureOf(request)));
}

/** One error shape for every failure (docs/architecture.md §3); 5xx internals stay in the log. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'errors' },
);
