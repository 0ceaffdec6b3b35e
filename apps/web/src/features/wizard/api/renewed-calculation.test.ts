import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculationQueryOptions, useUpdateCalculation } from '../../../shared/calculations';
import { CALCULATION } from '../lib/test-fixtures';

const outdated = { ...CALCULATION, outdated: true };
const renewed = { ...CALCULATION, outdated: false, createdAt: '2026-05-06T08:00:00.000Z' };

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: queryClient }, children);

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The API answers the update with the same calculation priced again (the fetch of the platform is the boundary).
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, window.location.href).pathname;
    if (init.method === 'POST' && path === `/api/v1/orders/calculations/${CALCULATION.id}/update`)
      return new Response(JSON.stringify({ data: renewed }), { headers: { 'content-type': 'application/json' } });
    throw new Error(`unexpected ${init.method ?? 'GET'} ${path}`);
  });
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('a calculation renewed on the booking page', () => {
  it('is what the wizard shows when the booking page sends the user back to it', async () => {
    // The wizard's results showed the calculation, outdated, before the user went on to book it.
    const wizardView = calculationQueryOptions(CALCULATION.id, false);
    queryClient.setQueryData(wizardView.queryKey, outdated);

    const { result } = renderHook(() => useUpdateCalculation(), { wrapper });
    result.current.mutate(CALCULATION.id);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(queryClient.getQueryData(wizardView.queryKey)).toEqual(renewed);
    expect(queryClient.getQueryState(wizardView.queryKey)?.isInvalidated).toBe(false);
  });

  it('leaves the other views of it to be read again', async () => {
    const widgetView = calculationQueryOptions(CALCULATION.id, true).queryKey;
    queryClient.setQueryData(widgetView, outdated);

    const { result } = renderHook(() => useUpdateCalculation(), { wrapper });
    result.current.mutate(CALCULATION.id);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(queryClient.getQueryState(widgetView)?.isInvalidated).toBe(true);
  });
});
