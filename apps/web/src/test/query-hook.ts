import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import { data, fakeApi, type FakeApi, type Route } from './fake-api';

/**
 * A hook rendered with a query client of its own over the same fake server the screen tests use
 * (fake-api.ts), answering `route` with `value` as the API wraps it. `done()` unmounts and gives
 * fetch back: call it in afterEach.
 */
export function renderQueryHook<T>(hook: () => T, route: Route, value: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api: FakeApi = fakeApi({ [route]: data(value) });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const { result } = renderHook(hook, { wrapper });
  return {
    result,
    queryClient,
    api,
    done: () => {
      cleanup();
      queryClient.clear();
      vi.unstubAllGlobals();
    },
  };
}
