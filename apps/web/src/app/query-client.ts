import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/http';

/** How many times a failed query is tried again: never for a refusal (4xx), twice for the rest. */
function retry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
