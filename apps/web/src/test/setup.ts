import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionStore } from '../shared/session/session-store';

// `findBy…` and `waitFor` wait for a screen to answer: a second (the default) is what a form of
// Ant Design takes to validate in happy-dom on a busy two-core machine. A passing test waits no
// longer than its screen takes.
configure({ asyncUtilTimeout: 10_000 });

// Ant Design's scope loads with the first screen that uses it (shared/ui/antd-scope.tsx). Loaded
// here once per file, its seconds of transforming are not counted against the first test's waits.
await import('../shared/ui/antd-providers');

// Testing Library unmounts what a test rendered only where the test runner's hooks are global;
// here they are imported, so the screens are unmounted and `fetch` given back after each test.
// The files of the web project share one module graph (isolate: false), and this file runs for
// each of them (a hook registered by a shared module would run only in the first file that
// imported it): the session goes back to unknown after each test.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.set({ status: 'loading', user: null });
});
