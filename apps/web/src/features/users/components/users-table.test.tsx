import type { User } from '@cargo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListQuery } from '../../../shared/lists';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { columnTitles } from '../../../test/table';
import { CLIENT_USER } from '../../../test/users';
import { UsersTable } from './users-table';

const USER: User = { ...CLIENT_USER, phone: '+7 999 123-45-67' };

function Users() {
  const list = useListQuery({ sortFields: ['lastName', 'email', 'organizationName', 'createdAt'], filters: [] });
  return (
    <UsersTable
      users={[USER]}
      loading={false}
      showOrganization
      canManage={() => true}
      selfId={1}
      list={list}
      total={1}
      onEdit={() => undefined}
      onBlock={() => undefined}
      onUnblock={() => undefined}
    />
  );
}

describe('the users list on a desktop', () => {
  // Eight columns and three actions were wider than a 1366 px laptop's card beside the menu.
  it('shows the e-mail and the phone in one column that sorts by the e-mail', async () => {
    fakeApi();
    const { text, user, location } = renderScreen(<Users />, { path: '/admin/users' });
    await screen.findByText('Smirnova Olga');
    expect(columnTitles()).toEqual([
      text('admin.users.name'),
      text('admin.users.contacts'),
      text('admin.users.organization'),
      text('admin.users.roles'),
      text('admin.users.status'),
      text('admin.common.created'),
      text('admin.common.actions'),
    ]);
    const contacts = within(screen.getByText('Smirnova Olga').closest('tr')!).getAllByRole('cell')[1]!;
    expect(contacts.textContent).toBe('client@demo.local+7 999 123-45-67');
    const [title] = screen.getAllByText(text('admin.users.contacts'), { selector: '.ant-table-column-title' });
    await user.click(title!);
    await waitFor(() => expect(location()).toContain('sort=email%2Casc'));
  });
});
