import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { containerTypesQuery } from '../../../shared/references/container-types';
import { renderQueryHook } from '../../../test/query-hook';
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

let done = () => {};
afterEach(() => done());

describe("an operator's change of a container type", () => {
  it('refreshes the container types every form reads (the booking, the wizard, the tariffs)', async () => {
    const rendered = renderQueryHook(
      () => useSaveRow({ kind: 'entries', name: 'container-types' }),
      'PUT /dictionaries/container-types/4',
      HIGH_CUBE,
    );
    ({ done } = rendered);
    const { result, queryClient } = rendered;
    const readers = [containerTypesQuery(false).queryKey, containerTypesQuery(true).queryKey];
    for (const key of readers) queryClient.setQueryData(key, []);

    result.current.mutate({ key: 4, body: { name: "40'HC" }, version: 1 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    for (const key of readers) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });
});
