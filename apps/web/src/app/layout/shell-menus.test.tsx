import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueTexts } from '../../test/catalogue-texts';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { CLIENT_USER } from '../../test/users';
import { setViewport } from '../../test/viewport';

const en = catalogueTexts('en');

afterEach(() => window.localStorage.clear());

describe('the menu drawer on a phone', () => {
  beforeEach(() => setViewport(390, 844));
  afterEach(() => setViewport(1024, 768));

  it('takes the focus and the page scroll, and gives both back on Escape', async () => {
    fakeApi();
    const { user } = renderApp('/agreement');
    const toggle = await screen.findByRole('button', { name: en('shell.menu.open') });
    expect(screen.queryByRole('navigation', { name: en('shell.navigation') })).toBeNull();

    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: en('shell.navigation') });
    expect(within(drawer).getByRole('navigation', { name: en('shell.navigation') })).toBeInstanceOf(HTMLElement);
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: en('shell.menu.close') }));
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside, and closes on the overlay or on a link followed', async () => {
    fakeApi();
    const { user, router } = renderApp('/agreement');
    const toggle = await screen.findByRole('button', { name: en('shell.menu.open') });
    await user.click(toggle);
    const drawer = screen.getByRole('dialog');
    const close = within(drawer).getByRole('button', { name: en('shell.menu.close') });
    const links = within(drawer).getAllByRole('link');
    // Shift+Tab from the first control goes round to the last, Tab from the last back to the first.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(links.at(-1));
    await user.tab();
    expect(document.activeElement).toBe(close);

    await user.click(document.querySelector<HTMLElement>('.menu-drawer-overlay')!);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: en('nav.book.wizard') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/wizard'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the user menu', () => {
  it('opens from the keyboard, moves with the arrows and gives the focus back on Escape', async () => {
    fakeApi();
    const { user, router } = renderApp('/agreement', { user: CLIENT_USER });
    const trigger = await screen.findByRole('button', { name: new RegExp(en('session.userMenu')) });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const profile = within(menu).getByRole('menuitem', { name: en('session.profile') });
    const signOut = within(menu).getByRole('menuitem', { name: en('session.signOut') });
    expect(document.activeElement).toBe(profile);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(signOut);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(profile);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    // ↑ opens it on the last item; Enter chooses.
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: en('session.signOut') }));
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/profile'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the collapsed column on a desktop', () => {
  it('opens a group beside it, closed by Escape with the focus back on the group', async () => {
    fakeApi();
    const { user } = renderApp('/client/orders', { user: CLIENT_USER });
    await user.click(await screen.findByRole('button', { name: en('shell.menu.collapse') }));
    expect(window.localStorage.getItem('isLeftMenuOpen')).toBe('false');
    const nav = screen.getByRole('navigation', { name: en('shell.navigation') });
    // Collapsed, the area's entries keep their names for screen readers.
    expect(await within(nav).findByRole('link', { name: en('nav.dashboard') })).toBeInstanceOf(HTMLElement);
    const group = within(nav).getByRole('button', { name: en('nav.group.orders') });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: en('nav.client.orders') })).toBeNull();

    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    const orders = within(nav).getByRole('link', { name: en('nav.client.orders') });
    expect(orders.getAttribute('aria-current')).toBe('page');
    orders.focus();
    await user.keyboard('{Escape}');
    expect(within(nav).queryByRole('link', { name: en('nav.client.orders') })).toBeNull();
    expect(document.activeElement).toBe(group);
  });
});
