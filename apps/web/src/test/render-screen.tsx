import type { Language } from '@cargo/domain';
import { render, screen, type RenderResult } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent, type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import type { Translate } from '../shared/i18n';
import { setLanguage } from '../shared/i18n/language-store';
import { AntdScope } from '../shared/ui/antd-scope';
import { catalogueTexts } from './catalogue-texts';

export interface ScreenOptions {
  /** The interface language (the user's choice, as the language menu stores it). */
  language?: Language;
  /** The address the screen is shown at. */
  path?: string;
}

export interface RenderedScreen extends RenderResult {
  user: UserEvent;
  /** The interface's text in the screen's language, as the user reads it. */
  text: Translate;
  /** Where the app has navigated to (pathname, search and hash). */
  location: () => string;
}

/**
 * Renders a screen as the app does (its providers: server state, language, and the route's Ant
 * Design scope: theme, locale and messages) at an address; a spinner shows until the messages have arrived, so find
 * the screen's first element with `findBy…`. Call `fakeApi` first: every request goes through it.
 */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}): RenderedScreen {
  const language = options.language ?? 'en';
  setLanguage(language);
  let current = '';
  function Where() {
    const { pathname, search, hash } = useLocation();
    current = `${pathname}${search}${hash}`;
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <AppProviders>
        <Where />
        <Routes>
          <Route path="*" element={<AntdScope>{ui}</AntdScope>} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  return {
    ...view,
    // No pause between keys, and no check of `pointer-events` up the tree at each click: that
    // check asks happy-dom for the computed style of every ancestor, most of a click's time.
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    text: catalogueTexts(language),
    location: () => current,
  };
}

/**
 * Picks an option of an Ant Design select as a user does: opens its list and clicks the option's
 * line (the list's `role="option"` elements are a hidden copy for screen readers).
 */
export async function choose(user: UserEvent, select: HTMLElement, option: string): Promise<void> {
  await user.click(select);
  const lines = await screen.findAllByTitle(option);
  await user.click(lines.at(-1)!);
}
