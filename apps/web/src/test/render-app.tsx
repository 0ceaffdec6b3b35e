import type { CurrentUser, Language } from '@cargo/domain';
import { render, type RenderResult } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent, type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { setLanguage } from '../shared/i18n/language-store';
import { sessionStore } from '../shared/session/session-store';

export interface RenderedApp extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * The whole app as `main.tsx` starts it (its route table under the shell, the access guard), at a
 * path, for a guest or the given user whose session has been asked about already. Call `fakeApi` first.
 */
export function renderApp(path: string, options: { language?: Language; user?: CurrentUser } = {}): RenderedApp {
  setLanguage(options.language ?? 'en');
  sessionStore.set({ status: 'ready', user: options.user ?? null });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    router,
  };
}
