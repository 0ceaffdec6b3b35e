import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { AppError } from '../errors.js';

let t: TestApp;
const seen: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
  t.app.post(
    '/api/v1/test/cargo',
    {
      config: { access: 'public' },
      schema: {
        body: z.strictObject({
          email: z.email(),
          weight: z.number().positive().max(9_999_999),
          mode: z.enum(['SEA', 'AIR']),
        }),
      },
    },
    async (request) => {
      seen.push(request.body);
      return { data: true };
    },
  );
  t.app.get('/api/v1/test/conflict', { config: { access: 'public' } }, async () => {
    throw new AppError('CONFLICT', {
      message: 'validation.unique',
      fields: [{ fieldName: 'code', message: 'validation.unique' }],
    });
  });
  // Answers what the query names: the contract's shape, a secret on top of it, or a wrong shape.
  t.app.get(
    '/api/v1/test/answer',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ kind: z.enum(['exact', 'extra', 'wrong']) }),
        response: { 200: z.object({ data: z.object({ id: z.number() }) }) },
      },
    },
    async (request) => {
      const answers = { exact: { id: 7 }, extra: { id: 7, passwordHash: 'x' }, wrong: { id: 'seven' } };
      return { data: answers[request.query.kind] } as never;
    },
  );
  t.app.get('/api/v1/test/crash', { config: { access: 'public' } }, async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
});
afterAll(() => t.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/test/cargo',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('the error shape', () => {
  it('lists every invalid field, translated, and runs no handler', async () => {
    const res = await post(JSON.stringify({ email: 'nope', weight: -1, mode: 'RAIL', extra: true }), {
      'accept-language': 'ru',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Некорректный запрос' },
      errors: [
        { fieldName: 'email', errorText: 'Некорректный адрес электронной почты' },
        { fieldName: 'weight', errorText: 'Значение должно быть не меньше 0' },
        { fieldName: 'mode', errorText: 'Выберите одно из значений: SEA, AIR' },
        { fieldName: 'extra', errorText: 'Неизвестное поле' },
      ],
    });
    expect(seen).toEqual([]);
  });

  it('passes a valid body through', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', weight: 12.5, mode: 'SEA' }));
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual([{ email: 'a@b.co', weight: 12.5, mode: 'SEA' }]);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request is invalid' }, errors: [] });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', weight: 1, mode: 'SEA', pad: 'x'.repeat(4096) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown content type with 415', async () => {
    const res = await post('email=a', { 'content-type': 'application/x-unknown' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('translates an AppError and its field problems', async () => {
    const res = await t.app.inject({ url: '/api/v1/test/conflict', headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'CONFLICT', message: '此值必须唯一' },
      errors: [{ fieldName: 'code', errorText: '此值必须唯一' }],
    });
  });

  it('hides the internals of an unexpected failure', async () => {
    const res = await t.app.inject({ url: '/api/v1/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Server error' }, errors: [] });
    expect(res.body).not.toContain('postgres://');
  });

  it('answers only what the response contract declares', async () => {
    const exact = await t.app.inject({ url: '/api/v1/test/answer?kind=exact' });
    expect(exact.json()).toEqual({ data: { id: 7 } });
    const extra = await t.app.inject({ url: '/api/v1/test/answer?kind=extra' });
    expect(extra.statusCode).toBe(200);
    expect(extra.body).toBe('{"data":{"id":7}}');
  });

  it('turns an answer that breaks its contract into a 500, not a wrong answer', async () => {
    const res = await t.app.inject({ url: '/api/v1/test/answer?kind=wrong', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    expect(res.body).not.toContain('seven');
  });

  it('nothing of the refused requests was kept', () => {
    expect(seen).toHaveLength(1);
  });
});
