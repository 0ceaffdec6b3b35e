import { isApiError } from '../../../shared/http';
import type { Translate } from '../../../shared/i18n';

/**
 * What a form says when its call failed: the server's own message, already in the interface
 * language (docs/architecture.md §3); no answer at all reads "Server is not available now".
 */
export function errorText(error: unknown, t: Translate): string {
  if (isApiError(error)) return error.isNetworkError ? t('service.unavailable') : error.message;
  return t('service.serverError');
}
