import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditRows, callApi, createActor, createOrganization, type Actor } from '../../../test/factories.js';

/** White-label domains take effect only once an operator has verified them (issue 27, finding 4). */

let t: TestApp;
const db = () => t.database.db;
let operator: Actor;
let adminA: Actor;
let adminB: Actor;
let partnerA: number;
let partnerB: number;

beforeAll(async () => {
  t = await createTestApp();
  const operatorsOrg = await createOrganization(db(), { type: 'OPERATOR' });
  operator = await createActor(t.app, db(), operatorsOrg, 'OPERATOR');
  partnerA = await createOrganization(db(), { type: 'PARTNER', name: 'Alpha Freight' });
  partnerB = await createOrganization(db(), { type: 'PARTNER', name: 'Beta Lines', domain: 'beta.example.com' });
  adminA = await createActor(t.app, db(), partnerA, 'PARTNER_ADMIN');
  adminB = await createActor(t.app, db(), partnerB, 'PARTNER_ADMIN');
});
afterAll(() => t.close());

const verify = (id: number, who: Actor, domain: string, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/organizations/${id}/verify-domain`,
    headers: { ...who.headers, 'accept-language': language },
    payload: { domain },
  });

async function setDomain(id: number, who: Actor, domain: string | null): Promise<Organization> {
  const organization = (await callApi(t.app, 'GET', `/organizations/${id}`, who)).json<{ data: Organization }>().data;
  const { id: _id, domainVerified: _verified, profiles: _profiles, createdAt: _createdAt, ...input } = organization;
  const res = await callApi(t.app, 'PUT', `/organizations/${id}`, who, { ...input, domain });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Organization }>().data;
}

describe('white-label domain verification', () => {
  it("a partner admin's new domain waits for an operator; any host may be typed, none takes effect", async () => {
    for (const domain of ['evil.example', 'localhost', 'alpha.example.com']) {
      const saved = await setDomain(partnerA, adminA, domain);
      expect(saved).toMatchObject({ domain, domainVerified: false });
    }
    const seen = await callApi(t.app, 'GET', `/organizations/${partnerA}`, adminA);
    expect(seen.json().data.domainVerified).toBe(false);
  });

  it('only an operator verifies: the partner admin of the organization or of another is refused', async () => {
    const own = await verify(partnerA, adminA, 'alpha.example.com');
    expect(own.statusCode).toBe(403);
    const other = await verify(partnerA, adminB, 'alpha.example.com');
    expect(other.statusCode).toBe(403);
    const guest = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${partnerA}/verify-domain`,
      payload: { domain: 'alpha.example.com' },
    });
    expect(guest.statusCode).toBe(401);
    const after = await callApi(t.app, 'GET', `/organizations/${partnerA}`, operator);
    expect(after.json().data.domainVerified).toBe(false);
  });

  it('the operator verifies the domain they name, with an audit row; a changed one is refused', async () => {
    const stale = await verify(partnerA, operator, 'evil.example', 'ru');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual([
      { fieldName: 'domain', errorText: 'Домен тем временем изменился: проверьте новый, прежде чем подтверждать его' },
    ]);
    const res = await verify(partnerA, operator, 'Alpha.Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: partnerA, domain: 'alpha.example.com', domainVerified: true });
    // The partner's own admin sees it verified, and the current user carries it for the web app.
    const me = await callApi(t.app, 'GET', '/users/current', adminA);
    expect(me.json().data.organization).toMatchObject({ domain: 'alpha.example.com', domainVerified: true });
    const audit = await auditRows(db(), 'organization', partnerA);
    expect(audit.at(-1)).toMatchObject({ actor_user_id: operator.id, action: 'verify-domain' });
  });

  it('saving other fields keeps the verification; changing the domain drops it, also by an operator', async () => {
    const renamed = await setDomain(partnerA, adminA, 'alpha.example.com');
    expect(renamed.domainVerified).toBe(true);
    const moved = await setDomain(partnerA, adminA, 'alpha2.example.com');
    expect(moved.domainVerified).toBe(false);
    expect((await verify(partnerA, operator, 'alpha2.example.com')).json().data.domainVerified).toBe(true);
    const byOperator = await setDomain(partnerA, operator, 'alpha3.example.com');
    expect(byOperator.domainVerified).toBe(false);
  });

  it('an organization without a domain has nothing to verify; an unknown one is not found', async () => {
    await setDomain(partnerA, adminA, null);
    const none = await verify(partnerA, operator, 'alpha.example.com', 'zh');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ fieldName: 'domain', errorText: '该组织没有需要验证的域名' }]);
    expect((await verify(2_000_000_000, operator, 'alpha.example.com')).statusCode).toBe(404);
    const malformed = await verify(partnerB, operator, 'not a host');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].fieldName).toBe('domain');
  });
});
