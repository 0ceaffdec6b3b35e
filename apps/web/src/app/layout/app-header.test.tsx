import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueTexts } from '../../test/catalogue-texts';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { CLIENT_USER } from '../../test/users';
import { setViewport } from '../../test/viewport';

const en = catalogueTexts('en');
const ru = catalogueTexts('ru');
const zh = catalogueTexts('zh');

describe('the header on a phone (width 768 or less)', () => {
  beforeEach(() => setViewport(390, 844));
  afterEach(() => setViewport(1024, 768));

  it('folds the language choice into a menu that changes the language', async () => {
    fakeApi();
    const { user } = renderApp('/agreement');
    const globe = await screen.findByRole('button', { name: en('shell.language.chosen', { language: 'English' }) });
    // The three names no longer sit in the header.
    expect(screen.queryByRole('radiogroup', { name: en('shell.language') })).toBeNull();
    expect(screen.getByRole('link', { name: en('app.name') })).toBeInstanceOf(HTMLElement);

    await user.click(globe);
    await user.click(await screen.findByRole('menuitem', { name: ru('language.ru') }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    const chosen = await screen.findByRole('button', { name: ru('shell.language.chosen', { language: 'Русский' }) });
    expect(screen.getByRole('button', { name: ru('shell.menu.open') })).toBeInstanceOf(HTMLElement);

    await user.click(chosen);
    await user.click(await screen.findByRole('menuitem', { name: zh('language.zh') }));
    await screen.findByRole('button', { name: zh('shell.language.chosen', { language: '中文' }) });
  });

  it("keeps a signed-in user's menu beside the language menu", async () => {
    fakeApi();
    renderApp('/client/profile', { language: 'ru', user: CLIENT_USER });
    await screen.findByRole('button', { name: ru('shell.language.chosen', { language: 'Русский' }) });
    expect(screen.getByRole('button', { name: new RegExp(ru('session.userMenu')) })).toBeInstanceOf(HTMLElement);
  });
});

describe('the header on a desktop', () => {
  it('keeps the three languages as a switch', async () => {
    fakeApi();
    renderApp('/agreement');
    expect(await screen.findByRole('radiogroup', { name: en('shell.language') })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: en('shell.language.chosen', { language: 'English' }) })).toBeNull();
  });
});
