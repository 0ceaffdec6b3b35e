import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('publishes OpenAPI 3 built from the zod contracts', async () => {
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  const health = doc.paths['/api/v1/health'].get;
  expect(health.responses['200'].content['application/json'].schema.properties.data.properties.database.enum).toEqual([
    'pglite',
    'postgres',
  ]);
  expect(doc.paths['/api/v1/common/l10n/messages.json'].get.parameters).toContainEqual(
    expect.objectContaining({ name: 'lang', in: 'query', required: true }),
  );
});

it('serves the API viewer at /api/docs', async () => {
  const res = await t.app.inject({ url: '/api/docs/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('swagger');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
});
