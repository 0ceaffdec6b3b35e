import { expect, it } from 'vitest';
import { createTestApp } from '../test/harness.js';
import { isSecretName, redactUrl } from './log-redaction.js';

it('redacts the values of secret parameters only, keeping the rest verbatim', () => {
  expect(redactUrl('/api/v1/orders?page=2&sort=id,desc')).toBe('/api/v1/orders?page=2&sort=id,desc');
  expect(redactUrl('/x?token=a&token=b&q=%20c')).toBe('/x?token=[redacted]&token=[redacted]&q=%20c');
  expect(redactUrl('/x?mfa_code=1&recovery-code=2&countryCode=RU&currencyCode=USD')).toBe(
    '/x?mfa_code=[redacted]&recovery-code=[redacted]&countryCode=RU&currencyCode=USD',
  );
  expect(redactUrl('/x?resetToken=1&client_secret=2&new_password=3&api_key=4')).toBe(
    '/x?resetToken=[redacted]&client_secret=[redacted]&new_password=[redacted]&api_key=[redacted]',
  );
  // A name that cannot be decoded may be anything: it counts as secret.
  expect(redactUrl('/x?%E0%A4%A=1&flag')).toBe('/x?%E0%A4%A=[redacted]&flag');
  expect(redactUrl('/no-query')).toBe('/no-query');
});

it('tells secret names from ordinary ones', () => {
  for (const name of ['token', 'Code', 'access_token', 'refresh_token', 'password', 'handover', 'otp', 'key'])
    expect(isSecretName(name), name).toBe(true);
  for (const name of ['page', 'size', 'sort', 'name', 'countryCode', 'redirectTo', 'lang', 'kind'])
    expect(isSecretName(name), name).toBe(false);
});

it('no route carries a secret in its path, where the log could not tell it from an id', async () => {
  const t = await createTestApp();
  try {
    const urls = [...t.app.routeAccess.keys()].map((route) => route.split(' ')[1]!);
    const parameters = urls.flatMap((url) =>
      [...url.matchAll(/([\w-]+)\/:(\w+)/g)].map(([, parent, name]) => ({ url, parent, name: name! })),
    );
    expect(parameters.length).toBeGreaterThan(50);
    // A currency's code (ISO 4217) is no secret.
    const secret = parameters.filter(
      ({ parent, name }) => isSecretName(name) && !(parent === 'currencies' && name === 'code'),
    );
    expect(secret).toEqual([]);
  } finally {
    await t.close();
  }
});
