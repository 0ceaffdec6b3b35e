import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginLocation } from '../../../shared/session';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { LoginPage } from './login-page';

const BOOKING = '/client/orders/new?calculationId=c1&quotationId=2';

describe('the login page', () => {
  it('says why when a guest’s Book opened it, in the guest’s language', async () => {
    fakeApi({});
    const view = renderScreen(<LoginPage />, { language: 'zh', path: loginLocation(BOOKING, { reason: 'book' }) });
    expect(await screen.findByText(view.text('login.reason.book'))).toBeTruthy();
    expect(screen.getByLabelText(view.text('account.field.email'))).toBeTruthy();
  });

  it('gives no reason when opened without one', async () => {
    fakeApi({});
    const view = renderScreen(<LoginPage />, { path: loginLocation(BOOKING) });
    expect(await screen.findByLabelText(view.text('account.field.email'))).toBeTruthy();
    expect(screen.queryByText(view.text('login.reason.book'))).toBeNull();
  });
});
