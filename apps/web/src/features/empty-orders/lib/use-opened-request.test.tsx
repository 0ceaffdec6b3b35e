import type { RefineRequest } from '@cargo/domain';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useOpenedRequest } from './use-opened-request';

// The request as loaded: its id is all the hook passes on; loading itself is the api module's.
vi.mock('../api/get-refine-request', () => ({
  useRefineRequest: (calculationId: string | null) => ({
    data: calculationId ? ({ id: 5, calculationId } as RefineRequest) : undefined,
  }),
}));

function mount(path: string) {
  const opened: RefineRequest[] = [];
  const at = { location: '', forget: () => {} };
  function Page() {
    const location = useLocation();
    at.location = `${location.pathname}${location.search}`;
    at.forget = useOpenedRequest((request) => opened.push(request)).forget;
    return null;
  }
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>
  );
  const view = render(tree);
  return { opened, at, again: () => view.rerender(tree) };
}

describe('a notice’s link to one price request', () => {
  it('opens that request’s drawer once, and closing it drops the request from the address', () => {
    const { opened, at, again } = mount('/partner/empty-orders?request=calc-1&page=2');
    again();
    expect(opened.map((request) => request.calculationId)).toEqual(['calc-1']);
    act(() => at.forget());
    expect(at.location).toBe('/partner/empty-orders?page=2');
    expect(opened).toHaveLength(1);
  });

  it('opens nothing on the plain list', () => {
    const { opened } = mount('/partner/empty-orders');
    expect(opened).toEqual([]);
  });
});
