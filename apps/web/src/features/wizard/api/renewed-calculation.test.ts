import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { calculationQueryOptions, useUpdateCalculation } from '../../../shared/calculations';
import { renderQueryHook } from '../../../test/query-hook';
import { CALCULATION } from '../lib/test-fixtures';

const outdated = { ...CALCULATION, outdated: true };
const renewed = { ...CALCULATION, outdated: false, createdAt: '2026-05-06T08:00:00.000Z' };

let done = () => {};
afterEach(() => done());

/** The booking page's Update, answered by the API with the same calculation priced again. */
function renewOnBookingPage(seed: (set: (key: readonly unknown[]) => void) => void) {
  const rendered = renderQueryHook(
    () => useUpdateCalculation(),
    `POST /orders/calculations/${CALCULATION.id}/update`,
    renewed,
  );
  done = rendered.done;
  seed((key) => rendered.queryClient.setQueryData(key, outdated));
  rendered.result.current.mutate(CALCULATION.id);
  return rendered;
}

describe('a calculation renewed on the booking page', () => {
  it('is what the wizard shows when the booking page sends the user back to it', async () => {
    // The wizard's results showed the calculation, outdated, before the user went on to book it.
    const wizardView = calculationQueryOptions(CALCULATION.id, false).queryKey;
    const { result, queryClient } = renewOnBookingPage((set) => set(wizardView));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(queryClient.getQueryData(wizardView)).toEqual(renewed);
    expect(queryClient.getQueryState(wizardView)?.isInvalidated).toBe(false);
  });

  it('leaves the other views of it to be read again', async () => {
    const widgetView = calculationQueryOptions(CALCULATION.id, true).queryKey;
    const { result, queryClient } = renewOnBookingPage((set) => set(widgetView));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(queryClient.getQueryState(widgetView)?.isInvalidated).toBe(true);
  });
});
