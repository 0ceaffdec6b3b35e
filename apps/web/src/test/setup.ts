import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library unmounts what a test rendered only where the test runner's hooks are global;
// here they are imported, so the screens are unmounted and `fetch` given back after each test.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
