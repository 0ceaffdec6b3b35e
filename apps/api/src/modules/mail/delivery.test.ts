import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { startSmtpSink, until } from '../../../test/smtp-sink.js';

/** The subject and the text of a single-part message as a mail client shows them (RFC 2045, RFC 2047). */
function readMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const subject = header('Subject').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    text = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return { subject, text };
}

const registration = (email: string) => ({
  email,
  password: 'Cargo2026',
  firstName: 'Li',
  lastName: 'Wei',
  phone: '+86 21 5555 0100',
  organizationName: 'Shanghai Export Co',
});

describe('delivery over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ jobs: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Cargo <robot@cargo.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a registration code arrives at the SMTP server and the outbox row becomes SENT', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/clients/register',
      payload: registration('li.wei@test.local'),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(201);
    const message = await until(
      async () => smtp.received.find((mail) => mail.to.includes('li.wei@test.local')),
      (mail) => mail !== undefined,
    );
    expect(message).toBeDefined();
    expect(message!.from).toBe('robot@cargo.test');
    const mail = await until(
      () => t.app.services.mail.list({ page: 0, size: 1, recipient: 'li.wei@test.local' }),
      (page) => page.items[0]?.status === 'SENT',
    );
    expect(mail.items[0]).toMatchObject({ status: 'SENT', sentAt: expect.any(String), error: null });
    const code = /\d{6}/.exec(mail.items[0]!.subject)![0];
    const { subject, text } = readMessage(message!.raw);
    expect(subject).toBe(`您的验证码：${code}`);
    expect(text).toContain(`您的验证码是 ${code}`);
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobs: true });
  });
  afterAll(() => t.close());

  it('records the mail and marks it SKIP', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/clients/register', payload: registration('skip@test.local') });
    const page = await until(
      () => t.app.services.mail.list({ page: 0, size: 1, recipient: 'skip@test.local' }),
      (result) => result.items[0]?.status === 'SKIP',
    );
    expect(page.items[0]).toMatchObject({ status: 'SKIP', sentAt: null, kind: 'registration.code' });
  });
});

describe('a server that refuses the mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink({ refuse: true });
    // No job queue: the test drives the attempts itself instead of waiting for back-off.
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stays NEW with the error while retries remain, then becomes ERROR', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/clients/register',
      payload: registration('refused@test.local'),
    });
    const { items } = await t.app.services.mail.list({ page: 0, size: 1, recipient: 'refused@test.local' });
    const id = items[0]!.id;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expect(t.app.services.mail.deliver(id)).rejects.toThrow(/mailbox unavailable/);
      const now = await t.app.services.mail.list({ page: 0, size: 1, recipient: 'refused@test.local' });
      expect(now.items[0]).toMatchObject({ status: 'NEW', error: expect.stringContaining('mailbox unavailable') });
    }
    expect(await t.app.services.mail.deliver(id)).toBe('ERROR');
    expect(await t.app.services.mail.deliver(id)).toBe('ERROR');
  });
});
