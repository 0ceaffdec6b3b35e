export { ApiError, NETWORK_ERROR_CODE, isApiError } from './api-error';
export {
  setHttpHooks,
  type HttpHooks,
  type HttpMethod,
  type HttpRequestInfo,
  type UnauthorizedHandler,
  type UnauthorizedOutcome,
} from './hooks';
export {
  CACHE_BUST_PARAMETER,
  http,
  type EmptySuccess,
  type QueryParams,
  type RequestOptions,
  type ResponseSchema,
} from './http-client';
export { isServerAvailable, useServerAvailable } from './server-status';
export { retryServerFailures } from './retry';
export { ifMatch } from './if-match';
