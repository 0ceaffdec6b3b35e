import type { CurrentUser } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { manualBookingPath, resultActionsOf, templatesPathOf } from './result-actions';

function user(role: string): CurrentUser {
  return {
    roles: [{ id: role }],
    organization: { id: 1, profiles: [], domain: null, parentId: null, disableIntegratorReward: false },
  } as unknown as CurrentUser;
}

const shown = { readOnly: false, isWidget: false };

describe('the results’ own actions', () => {
  it('saves a template for anyone signed in on a calculation they may act on; books by hand for operators', () => {
    expect(resultActionsOf({ editable: true }, user('CLIENT'), shown)).toEqual({
      saveTemplate: true,
      bookManually: false,
    });
    expect(resultActionsOf({ editable: true }, user('PARTNER_MANAGER'), shown)).toEqual({
      saveTemplate: true,
      bookManually: false,
    });
    expect(resultActionsOf({ editable: true }, user('OPERATOR'), shown)).toEqual({
      saveTemplate: true,
      bookManually: true,
    });
  });

  it('offers neither to a guest, on someone else’s calculation, read-only or in a widget', () => {
    const none = { saveTemplate: false, bookManually: false };
    expect(resultActionsOf({ editable: true }, null, shown)).toEqual(none);
    expect(resultActionsOf({ editable: false }, user('OPERATOR'), shown)).toEqual(none);
    expect(resultActionsOf({ editable: true }, user('OPERATOR'), { ...shown, readOnly: true })).toEqual(none);
    expect(resultActionsOf({ editable: true }, user('OPERATOR'), { ...shown, isWidget: true })).toEqual(none);
  });

  it('links the templates page of the user’s area: partners’ and operators’, none for clients', () => {
    expect(templatesPathOf(user('PARTNER_ADMIN'))).toBe('/partner/orders-template');
    expect(templatesPathOf(user('OPERATOR_ADMIN'))).toBe('/admin/orders-template');
    expect(templatesPathOf(user('CLIENT'))).toBeNull();
  });

  it('opens the manual booking on the calculation', () => {
    expect(manualBookingPath('0b1c2d3e-0000-4000-8000-000000000001')).toBe(
      '/admin/orders/new?calculationId=0b1c2d3e-0000-4000-8000-000000000001',
    );
  });
});
