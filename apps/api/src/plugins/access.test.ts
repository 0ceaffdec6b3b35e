import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// buildServer registering every module without throwing is the proof that each of its routes declares access.
it('refuses to register an API route that declares no access', () => {
  expect(() => t.app.get('/api/v1/test/open-by-accident', async () => ({ data: 1 }))).toThrow(
    'Route GET /api/v1/test/open-by-accident declares no access',
  );
});
