import { decodeFilters } from '@cargo/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FilterSpec } from './filter-model';
import { useFilterDrafts } from './use-filter-drafts';

const line: FilterSpec = {
  field: 'carrierId',
  label: 'dictionaries.field.code',
  type: 'int',
  modes: ['SELECT', 'EXISTS', 'NOT_EXISTS'],
  options: { source: 'reference', target: 'sea-lines' },
};

/**
 * The bar with an address that takes the bar's own changes only when the test lets it (a
 * navigation that arrives late, as on a busy machine while the list is fetched again).
 */
function renderBar(initial = '') {
  const sentToAddress: string[] = [];
  // One function for the bar's life, as a list page's navigate is.
  const apply = (text: string) => void sentToAddress.push(text);
  const hook = renderHook(({ address }) => useFilterDrafts([line], address, apply), {
    initialProps: { address: initial },
  });
  return { hook, sentToAddress, setAddress: (address: string) => hook.rerender({ address }) };
}

const kindsOf = (text: string | undefined) => decodeFilters(text ?? '').map((filter) => filter.kind);

describe('the filter bar and the address', () => {
  it('keeps a condition chosen while the address was still catching up with the value before it', async () => {
    const { hook, sentToAddress, setAddress } = renderBar();
    act(() => hook.result.current.add(line));
    const [control] = hook.result.current.drafts;
    act(() => hook.result.current.change({ ...control!, values: [7] }));
    await waitFor(() => expect(kindsOf(sentToAddress.at(-1))).toEqual(['SELECT']));

    // The user picks "is empty" before the address shows the line chosen; then it does.
    act(() => hook.result.current.change({ ...hook.result.current.drafts[0]!, mode: 'NOT_EXISTS' }));
    setAddress(sentToAddress.at(-1)!);
    expect(hook.result.current.drafts.map((draft) => draft.mode)).toEqual(['NOT_EXISTS']);

    // And the condition goes to the address in its turn.
    await waitFor(() => expect(kindsOf(sentToAddress.at(-1))).toEqual(['EXISTS']));
    setAddress(sentToAddress.at(-1)!);
    expect(hook.result.current.drafts.map((draft) => draft.mode)).toEqual(['NOT_EXISTS']);
  });

  it('takes a change of the address from elsewhere (Back, a saved filter), also one to a value it sent before', async () => {
    const { hook, sentToAddress, setAddress } = renderBar();
    act(() => hook.result.current.add(line));
    act(() => hook.result.current.change({ ...hook.result.current.drafts[0]!, values: [7] }));
    await waitFor(() => expect(sentToAddress).toHaveLength(1));
    const withLine = sentToAddress[0]!;
    setAddress(withLine);

    // Back to no filter, then Forward to the line: the controls follow the address each time.
    setAddress('');
    expect(hook.result.current.drafts).toEqual([]);
    setAddress(withLine);
    expect(hook.result.current.drafts.map((draft) => draft.values)).toEqual([[7]]);
  });
});
