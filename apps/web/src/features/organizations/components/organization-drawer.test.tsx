import type { Organization } from '@cargo/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { OrganizationDrawer } from './organization-drawer';
import { emptyOrganizationValues } from './organization-form-values';

/** Demo Sea Lines, a partner with every switch off, as the list hands it to the drawer. */
const organization: Organization = {
  ...emptyOrganizationValues(),
  id: 5,
  name: 'Demo Sea Lines',
  nameEn: null,
  type: 'PARTNER',
  domain: null,
  domainVerified: false,
  profiles: [],
  version: 2,
  createdAt: '2026-05-20T00:00:00.000Z',
};

describe('the organization drawer', () => {
  it('says above the form, as every form drawer does, that someone else changed the organization', async () => {
    fakeApi({
      'PUT /organizations/5': json(412, { error: { code: 'PRECONDITION_FAILED', message: 'Changed meanwhile' } }),
    });
    const view = renderScreen(<OrganizationDrawer open organization={organization} onClose={() => undefined} />);
    const drawer = await screen.findByRole('dialog', { name: 'Demo Sea Lines' });
    const footer = within(drawer.querySelector<HTMLElement>('.ant-drawer-footer')!);
    // It stays open after a save (bank details and profiles follow): Close, not Cancel.
    expect(footer.getAllByRole('button').map((button) => button.textContent)).toEqual([
      view.text('admin.common.close'),
      view.text('admin.common.save'),
    ]);
    await view.user.click(footer.getByRole('button', { name: view.text('admin.common.save') }));

    const conflict = await within(drawer).findByText(view.text('admin.common.editConflict'));
    const firstField = within(drawer).getByLabelText(view.text('admin.organizations.name'));
    expect(conflict.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(firstField.getAttribute('value')).toBe('Demo Sea Lines');
  });
});
