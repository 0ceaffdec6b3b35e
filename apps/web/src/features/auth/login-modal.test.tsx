import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthModal, openAuthModal } from '../../shared/session';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { LoginModal } from './login-modal';

/** The modal's form loads lazily (issue 30's size budget): it must still come when the modal opens. */
describe('the login modal', () => {
  afterEach(() => act(() => closeAuthModal()));

  it('shows nothing until opened, then the hint and the sign-in form', async () => {
    fakeApi({});
    const view = renderScreen(<LoginModal />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openAuthModal('Your session has ended.'));
    const dialog = await screen.findByRole('dialog', { name: view.text('session.modal.title') });
    expect(await screen.findByLabelText(view.text('account.field.email'))).toBeTruthy();
    expect(screen.getByLabelText(view.text('account.field.password'))).toBeTruthy();
    expect(dialog.textContent).toContain('Your session has ended.');
  });
});
