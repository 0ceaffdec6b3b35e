import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ListPager } from './list-pager';
import { useListQuery } from './use-list-query';

/** A list of 45 that is no table, sorted newest first unless the address says otherwise. */
function Pager() {
  const list = useListQuery({
    sortFields: ['createdAt', 'id'],
    filters: ['show'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
  });
  return <ListPager list={list} total={45} />;
}

describe('the pager of a list that is no table', () => {
  // The notifications page called the table's change with an empty sorter, which reads as
  // "sorting switched off": on a list with a sort, a page turn would have dropped it.
  it('turns the page in the address and keeps the sort and the filters', async () => {
    fakeApi();
    const { user, location } = renderScreen(<Pager />, { path: '/client/notifications?sort=id%2Casc&show=unread' });
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    await waitFor(() => expect(location()).toBe('/client/notifications?sort=id%2Casc&show=unread&page=2'));
  });

  it('goes back to the first page when another size is chosen', async () => {
    fakeApi();
    const { user, location } = renderScreen(<Pager />, { path: '/client/notifications?page=3' });
    await user.click(await screen.findByRole('combobox'));
    await user.click((await screen.findAllByTitle('50 / page')).at(-1)!);
    await waitFor(() => expect(location()).toBe('/client/notifications?size=50'));
  });
});
