import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueTexts } from '../../test/catalogue-texts';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { CLIENT_USER } from '../../test/users';

const en = catalogueTexts('en');
const ru = catalogueTexts('ru');
const zh = catalogueTexts('zh');

/** The tab's title of a page: its name, then the product's. */
const titleOf = (t: typeof en, page: string) => t('shell.documentTitle', { page, product: t('app.name') });

describe('the browser tab names the page', () => {
  it('in the language chosen, following navigation and a language switch', async () => {
    fakeApi();
    const { user, router } = renderApp('/agreement');
    await waitFor(() => expect(document.title).toBe(titleOf(en, en('nav.agreement'))));
    expect(document.title).toBe('User agreement · Cargo marketplace');

    await act(() => router.navigate('/code'));
    await waitFor(() => expect(document.title).toBe(titleOf(en, en('nav.code'))));

    await user.click(screen.getByText(ru('language.ru'), { selector: '[lang="ru"]' }));
    await waitFor(() => expect(document.title).toBe(titleOf(ru, ru('nav.code'))));
    expect(document.title).toBe('Код подтверждения · Грузовой маркетплейс');
  });

  it('by its deepest name, in Chinese from the start', async () => {
    fakeApi();
    renderApp('/auth/login', { language: 'zh' });
    await waitFor(() => expect(document.title).toBe(titleOf(zh, zh('nav.auth.login'))));
    expect(document.title).toBe('登录 · 货运市场');
  });

  it("is the product's name alone on the home page", async () => {
    fakeApi();
    const { router } = renderApp('/agreement', { language: 'ru' });
    await waitFor(() => expect(document.title).toBe(titleOf(ru, ru('nav.agreement'))));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe(ru('app.name')));
  });

  it('says a page is not found, and goes back to the route name when left', async () => {
    fakeApi();
    const { router } = renderApp('/no-such-page', { language: 'zh' });
    await waitFor(() => expect(document.title).toBe(titleOf(zh, zh('page.notFound'))));
    await act(() => router.navigate('/agreement'));
    await waitFor(() => expect(document.title).toBe(titleOf(zh, zh('nav.agreement'))));
  });

  it('says access is denied to a signed-in user on a page not theirs', async () => {
    fakeApi();
    renderApp('/admin/users', { language: 'en', user: CLIENT_USER });
    await screen.findByRole('heading', { name: en('page.accessDenied') });
    await waitFor(() => expect(document.title).toBe(titleOf(en, en('page.accessDenied'))));
  });
});
