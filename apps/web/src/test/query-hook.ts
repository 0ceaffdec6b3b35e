import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * A hook rendered with a query client of its own, and a server that answers one call with `data`
 * (the fetch of the platform is the boundary); any other call fails the test. `done()` unmounts
 * and gives fetch back: call it in afterEach.
 */
export function renderQueryHook<T>(hook: () => T, answers: { method: string; path: string; data: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, window.location.href).pathname;
    if ((init.method ?? 'GET') === answers.method && path === `/api/v1${answers.path}`)
      return new Response(JSON.stringify({ data: answers.data }), { headers: { 'content-type': 'application/json' } });
    throw new Error(`unexpected ${init.method ?? 'GET'} ${path}`);
  });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  const { result } = renderHook(hook, { wrapper });
  return {
    result,
    queryClient,
    done: () => {
      cleanup();
      queryClient.clear();
      vi.unstubAllGlobals();
    },
  };
}
