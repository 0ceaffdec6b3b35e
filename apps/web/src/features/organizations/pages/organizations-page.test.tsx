import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { columnTitles } from '../../../test/table';
import { organizationOf as organization } from '../../../test/users';
import { OrganizationsPage } from './organizations-page';

/** A first page of 20 of the 45 organizations. */
function serveOrganizations() {
  const items = Array.from({ length: 20 }, (_, index) => organization(index + 1, `Organization ${index + 1}`));
  return fakeApi({ 'GET /organizations': data({ items, total: 45 }) });
}

async function openPage() {
  const view = renderScreen(<OrganizationsPage />, { path: '/admin/organizations' });
  await screen.findByText('Organization 1', { selector: 'span' });
  return view;
}

describe('the organizations list', () => {
  // The table was a copy of its own that left the actions at the end of a 1080-pixel table: on a
  // desktop narrower than that (the left menu beside it) "Edit" and "Delete" scrolled out of sight.
  it('keeps the row actions in sight on a desktop, fixed at the end as on every list', async () => {
    serveOrganizations();
    const { text } = await openPage();
    const header = screen.getByRole('columnheader', { name: text('admin.common.actions') });
    expect(header.className).toContain('ant-table-cell-fix-end');
    const row = screen.getByText('Organization 1', { selector: 'span' }).closest('tr')!;
    const edit = within(row).getByRole('button', { name: text('admin.common.edit') });
    expect(edit.closest('td')!.className).toContain('ant-table-cell-fix-end');
  });

  // Eight columns beside the actions made the table 1080 px wide: wider than a 1366 px laptop's
  // card beside the menu. Columns that belong together share one now.
  it('shows the English name under the name and "international" under the type', async () => {
    const first = { ...organization(1, 'Organization 1'), nameEn: 'Org One Ltd', international: true };
    fakeApi({ 'GET /organizations': data({ items: [first], total: 1 }) });
    const { text } = await openPage();
    expect(columnTitles()).toEqual([
      text('admin.organizations.name'),
      text('admin.organizations.type'),
      text('admin.organizations.parent'),
      text('admin.organizations.domainColumn'),
      text('admin.profiles.title'),
      text('admin.common.actions'),
    ]);
    const [nameCell, typeCell] = within(
      screen.getByText('Organization 1', { selector: 'span' }).closest('tr')!,
    ).getAllByRole('cell');
    expect(nameCell!.textContent).toBe('Organization 1Org One Ltd');
    expect(typeCell!.textContent).toBe(
      `${text('admin.organizationType.CLIENT')}${text('admin.organizations.international')}`,
    );
  });

  it('puts a sort and a page in the address and asks the API for them', async () => {
    const api = serveOrganizations();
    const { user, text, location } = await openPage();
    // Ant Design draws the header twice (the second measures the widths): the first is the one seen.
    const [name] = screen.getAllByText(text('admin.organizations.name'), { selector: '.ant-table-column-title' });
    await user.click(name!);
    await waitFor(() => expect(location()).toContain('sort=name%2Casc'));
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(location()).toContain('page=2'));
    const last = api.sentTo('GET /organizations').at(-1)!.url.searchParams;
    expect(Object.fromEntries(last)).toMatchObject({ page: '1', size: '20', sort: 'name,asc' });
  });
});
