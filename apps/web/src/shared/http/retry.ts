import { isApiError } from './api-error';

/**
 * A query's `retry`: a refusal or an unknown id is the answer, so only a failure of the server or
 * of the network is worth asking again, twice at most.
 */
export const retryServerFailures = (count: number, error: Error) =>
  count < 2 && !(isApiError(error) && error.status > 0 && error.status < 500);
