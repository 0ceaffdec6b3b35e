import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { containerTypesQuery } from '../../../shared/references/container-types';
import { useSaveRow } from './save-row';

/** The entry as the API answers the change with it. */
const HIGH_CUBE = {
  id: 4,
  dictionary: 'container-types',
  code: '45G1',
  names: { ru: "40'HC", en: "40'HC", zh: "40'HC" },
  name: "40'HC",
  attributes: { shortName: "40'HC", sizeFeet: 40 },
  organization: null,
  parentId: null,
  active: true,
  sortOrder: 3,
  version: 2,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-06T00:00:00.000Z',
};

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: queryClient }, children);

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The API takes the operator's change (the fetch of the platform is the boundary).
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, window.location.href).pathname;
    if (init.method === 'PUT' && path === '/api/v1/dictionaries/container-types/4')
      return new Response(JSON.stringify({ data: HIGH_CUBE }), { headers: { 'content-type': 'application/json' } });
    throw new Error(`unexpected ${init.method ?? 'GET'} ${path}`);
  });
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("an operator's change of a container type", () => {
  it('refreshes the container types every form reads (the booking, the wizard, the tariffs)', async () => {
    const readers = [containerTypesQuery(false).queryKey, containerTypesQuery(true).queryKey];
    for (const key of readers) queryClient.setQueryData(key, []);

    const { result } = renderHook(() => useSaveRow({ kind: 'entries', name: 'container-types' }), { wrapper });
    result.current.mutate({ key: 4, body: { name: "40'HC" }, version: 1 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    for (const key of readers) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });
});
