import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PROFILE_SORT_FIELDS, type Profile, type Role } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  createOrganization,
  createProfile,
  selectRows,
  createActor,
  callApi,
  type Actor,
} from '../../../test/factories.js';

let t: TestApp;
const db = () => t.database.db;

const actor = (organizationId: number, role: Role) => createActor(t.app, db(), organizationId, role);

type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

let operatorsOrg: number;
let partnerA: number;
let partnerB: number;
let operator: Actor;
let adminA: Actor;
let managerA: Actor;
let adminB: Actor;
let profileB: number;

beforeAll(async () => {
  t = await createTestApp();
  operatorsOrg = await createOrganization(db(), { type: 'OPERATOR', name: 'Marketplace operator' });
  partnerA = await createOrganization(db(), { type: 'PARTNER', name: 'Alpha Freight' });
  partnerB = await createOrganization(db(), { type: 'PARTNER', name: 'Beta Lines' });
  operator = await actor(operatorsOrg, 'OPERATOR');
  adminA = await actor(partnerA, 'PARTNER_ADMIN');
  managerA = await actor(partnerA, 'PARTNER_MANAGER');
  adminB = await actor(partnerB, 'PARTNER_ADMIN');
  profileB = await createProfile(db(), partnerB, 'Air_carrier');
});
afterAll(() => t.close());

const ids = (profiles: Profile[]) => profiles.map((profile) => profile.id);

async function statusOf(id: number): Promise<string | undefined> {
  const [row] = await selectRows<{ status: string }>(
    db(),
    sql`select status from organization_profiles where id = ${id}`,
  );
  return row?.status;
}

describe('who may call the profile endpoints', () => {
  it.each<[Method, string, object?]>([
    ['GET', '/organizations/profiles'],
    ['GET', '/organizations/1/profiles'],
    ['POST', '/organizations/1/profiles', { kind: 'Agent' }],
    ['DELETE', '/organizations/1/profiles/1'],
    ['PUT', '/organizations/profiles/1/approve'],
    ['PUT', '/organizations/profiles/1/reject'],
  ])('%s %s answers 401 without a token', async (method, url, body) => {
    const res = await call(method, url, undefined, body);
    expect(res.statusCode).toBe(401);
  });

  it.each<[Method, string, () => Actor[]]>([
    ['GET', '/organizations/profiles', () => [adminA, managerA]],
    ['POST', '/organizations/1/profiles', () => [managerA]],
    ['DELETE', '/organizations/1/profiles/1', () => [managerA]],
    ['PUT', '/organizations/profiles/1/approve', () => [adminA, managerA]],
    ['PUT', '/organizations/profiles/1/reject', () => [adminA, managerA]],
  ])('%s %s answers 403 to the wrong roles', async (method, url, refused) => {
    for (const who of refused()) {
      const res = await call(method, url, who, method === 'POST' ? { kind: 'Agent' } : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });
});

describe('POST /organizations/{id}/profiles', () => {
  it("lets the organization's admin apply for a profile, NEW until decided, and audits it", async () => {
    const res = await call('POST', `/organizations/${partnerA}/profiles`, adminA, { kind: 'Sea_transportation' });
    expect(res.statusCode).toBe(201);
    const profile = res.json<{ data: Profile }>().data;
    expect(profile).toEqual({
      id: expect.any(Number),
      organizationId: partnerA,
      organizationName: 'Alpha Freight',
      kind: 'Sea_transportation',
      status: 'NEW',
      createdAt: expect.any(String),
      decidedAt: null,
    });
    expect(await auditRows(db(), 'organizationProfile', profile.id)).toEqual([
      {
        actor_user_id: adminA.id,
        action: 'create',
        before: null,
        after: { organizationId: partnerA, kind: 'Sea_transportation', status: 'NEW' },
      },
    ]);
    // The organization shows it too.
    const organization = (await call('GET', `/organizations/${partnerA}`, managerA)).json().data;
    expect(organization.profiles).toContainEqual({ id: profile.id, kind: 'Sea_transportation', status: 'NEW' });
  });

  it('lets an operator add a profile to any organization', async () => {
    const res = await call('POST', `/organizations/${partnerB}/profiles`, operator, { kind: 'Forwarder' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ organizationId: partnerB, kind: 'Forwarder', status: 'NEW' });
  });

  it('refuses a kind the organization already has, whatever its status', async () => {
    const org = await createOrganization(db(), { type: 'PARTNER', name: 'Twice' });
    await createProfile(db(), org, 'Pallet', 'REJECTED');
    const res = await call('POST', `/organizations/${org}/profiles`, operator, { kind: 'Pallet' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The organization already has this profile' },
      errors: [{ fieldName: 'kind', errorText: 'The organization already has this profile' }],
    });
    expect(
      await selectRows(db(), sql`select id from organization_profiles where organization_id = ${org}`),
    ).toHaveLength(1);
  });

  it('of two applications for one kind at the same moment, one wins', async () => {
    const org = await createOrganization(db(), { type: 'PARTNER', name: 'Racing' });
    const answers = await Promise.all([
      call('POST', `/organizations/${org}/profiles`, operator, { kind: 'Agent' }),
      call('POST', `/organizations/${org}/profiles`, operator, { kind: 'Agent' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
  });

  it('refuses an unknown kind and a missing one', async () => {
    const unknown = await call('POST', `/organizations/${partnerA}/profiles`, adminA, { kind: 'Spaceship' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      {
        fieldName: 'kind',
        errorText:
          'Choose one of: Integrator, Port_agent, Road_transportation, Railway_transportation, Customs_Road_transportation, Sea_transportation, Air_carrier, Forwarder, Pallet, Agent',
      },
    ]);
    const missing = await call('POST', `/organizations/${partnerA}/profiles`, adminA, {});
    expect(missing.json().errors).toEqual([{ fieldName: 'kind', errorText: 'This is a required field' }]);
    expect(
      await selectRows(
        db(),
        sql`select id from organization_profiles where organization_id = ${partnerA} and kind = 'Spaceship'`,
      ),
    ).toEqual([]);
  });

  it('answers 404 to a partner admin for another organization', async () => {
    const res = await call('POST', `/organizations/${partnerB}/profiles`, adminA, { kind: 'Integrator' });
    expect(res.statusCode).toBe(404);
    expect(
      await selectRows(
        db(),
        sql`select id from organization_profiles where organization_id = ${partnerB} and kind = 'Integrator'`,
      ),
    ).toEqual([]);
  });
});

describe('GET /organizations/{id}/profiles', () => {
  it("answers a member their organization's profiles and an operator any organization's", async () => {
    const org = await createOrganization(db(), { type: 'PARTNER', name: 'Listed' });
    const member = await actor(org, 'PARTNER_MANAGER');
    const first = await createProfile(db(), org, 'Road_transportation', 'APPROVED');
    const second = await createProfile(db(), org, 'Agent');
    for (const who of [member, operator]) {
      const res = await call('GET', `/organizations/${org}/profiles`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        items: [
          expect.objectContaining({ id: first, kind: 'Road_transportation', status: 'APPROVED' }),
          expect.objectContaining({ id: second, kind: 'Agent', status: 'NEW' }),
        ],
        total: 2,
      });
    }
  });

  it("answers 404 for another organization's profiles", async () => {
    for (const who of [adminA, managerA]) {
      const res = await call('GET', `/organizations/${partnerB}/profiles`, who);
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', '/organizations/999999/profiles', operator)).statusCode).toBe(404);
  });
});

describe('DELETE /organizations/{id}/profiles/{profileId}', () => {
  it("lets the organization's admin remove a profile, and audits it", async () => {
    const id = await createProfile(db(), partnerA, 'Port_agent', 'APPROVED');
    const res = await call('DELETE', `/organizations/${partnerA}/profiles/${id}`, adminA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });
    expect(await statusOf(id)).toBeUndefined();
    expect(await auditRows(db(), 'organizationProfile', id)).toEqual([
      {
        actor_user_id: adminA.id,
        action: 'delete',
        before: { organizationId: partnerA, kind: 'Port_agent', status: 'APPROVED' },
        after: null,
      },
    ]);
  });

  it("answers 404 for another organization's profile, also under the caller's own organization id", async () => {
    for (const url of [
      `/organizations/${partnerB}/profiles/${profileB}`,
      `/organizations/${partnerA}/profiles/${profileB}`,
      `/organizations/${partnerA}/profiles/999999`,
    ]) {
      const res = await call('DELETE', url, adminA);
      expect(res.statusCode).toBe(404);
    }
    expect(await statusOf(profileB)).toBe('NEW');
  });

  it('refuses ids that are not numbers', async () => {
    const res = await call('DELETE', `/organizations/${partnerA}/profiles/x`, adminA);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ fieldName: 'profileId', errorText: 'Enter a number' }]);
  });
});

describe('PUT /organizations/profiles/{profileId}/approve and /reject', () => {
  it('an operator approves a NEW profile once; it is audited', async () => {
    const id = await createProfile(db(), partnerA, 'Railway_transportation');
    const res = await call('PUT', `/organizations/profiles/${id}/approve`, operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'APPROVED', decidedAt: expect.any(String) });
    for (const action of ['approve', 'reject']) {
      const again = await call('PUT', `/organizations/profiles/${id}/${action}`, operator);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'This profile has already been reviewed' },
        errors: [],
      });
    }
    expect(await statusOf(id)).toBe('APPROVED');
    expect(await auditRows(db(), 'organizationProfile', id)).toEqual([
      { actor_user_id: operator.id, action: 'approve', before: { status: 'NEW' }, after: { status: 'APPROVED' } },
    ]);
  });

  it('an operator rejects a NEW profile', async () => {
    const id = await createProfile(db(), partnerA, 'Customs_Road_transportation');
    const res = await call('PUT', `/organizations/profiles/${id}/reject`, operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('REJECTED');
    expect((await call('PUT', `/organizations/profiles/${id}/approve`, operator)).statusCode).toBe(400);
    expect(await auditRows(db(), 'organizationProfile', id)).toEqual([
      { actor_user_id: operator.id, action: 'reject', before: { status: 'NEW' }, after: { status: 'REJECTED' } },
    ]);
  });

  it('of an approval and a rejection at the same moment, one decides', async () => {
    const id = await createProfile(db(), partnerA, 'Integrator');
    const answers = await Promise.all([
      call('PUT', `/organizations/profiles/${id}/approve`, operator),
      call('PUT', `/organizations/profiles/${id}/reject`, operator),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await auditRows(db(), 'organizationProfile', id)).toHaveLength(1);
  });

  it('answers 404 for a profile that does not exist', async () => {
    expect((await call('PUT', '/organizations/profiles/999999/approve', operator)).statusCode).toBe(404);
  });
});

describe('GET /organizations/profiles', () => {
  let org: number;
  let made: Record<string, number>;
  beforeAll(async () => {
    org = await createOrganization(db(), { type: 'PARTNER', name: 'Profiles list' });
    made = {
      agent: await createProfile(db(), org, 'Agent', 'APPROVED'),
      air: await createProfile(db(), org, 'Air_carrier'),
      pallet: await createProfile(db(), org, 'Pallet', 'REJECTED'),
    };
  });
  const list = async (query: string) =>
    (await call('GET', `/organizations/profiles?organizationId=${org}&${query}`, operator)).json().data;

  it('answers operators every profile with its organization, filtered by status and kind', async () => {
    const all = (await call('GET', '/organizations/profiles?size=100', operator)).json().data;
    expect(ids(all.items)).toEqual(expect.arrayContaining([profileB, made.agent]));
    expect(all.items.find((p: Profile) => p.id === profileB)).toMatchObject({
      organizationId: partnerB,
      organizationName: 'Beta Lines',
    });
    expect(ids((await list('')).items)).toEqual([made.agent, made.air, made.pallet]);
    expect(ids((await list('status=NEW')).items)).toEqual([made.air]);
    expect(ids((await list('kind=Pallet')).items)).toEqual([made.pallet]);
    expect(ids((await list('kind=Pallet&status=NEW')).items)).toEqual([]);
  });

  it('sorts and pages', async () => {
    expect(ids((await list('sort=kind,desc')).items)).toEqual([made.pallet, made.air, made.agent]);
    expect(ids((await list('sort=status,asc')).items)).toEqual([made.agent, made.air, made.pallet]);
    expect(ids((await list('sort=id,desc')).items)).toEqual([made.pallet, made.air, made.agent]);
    const page = await list('sort=kind&size=2&page=1');
    expect(page).toEqual({ items: [expect.objectContaining({ id: made.pallet })], total: 3 });
    const other = await createOrganization(db(), { type: 'PARTNER', name: 'aardvark logistics' });
    await createProfile(db(), other, 'Agent');
    const byName = async (direction: string) =>
      (await call('GET', `/organizations/profiles?kind=Agent&sort=organizationName,${direction}&size=100`, operator))
        .json()
        .data.items.map((p: Profile) => p.organizationName.toLowerCase());
    // Case-insensitive: the lower-case name comes first, not after every capitalised one.
    const ascending = await byName('asc');
    expect(ascending[0]).toBe('aardvark logistics');
    expect(ascending).toEqual([...ascending].sort());
    expect(await byName('desc')).toEqual([...ascending].reverse());
  });

  it('refuses bad query parameters', async () => {
    const res = await call('GET', '/organizations/profiles?status=DONE&sort=owner', operator);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        fieldName: 'sort',
        errorText: `Choose one of: ${PROFILE_SORT_FIELDS.flatMap((f) => [`${f},asc`, `${f},desc`]).join(', ')}`,
      },
      { fieldName: 'status', errorText: 'Choose one of: NEW, APPROVED, REJECTED' },
    ]);
  });
});

it("partner B's profiles never show for partner A", async () => {
  const own = (await call('GET', `/organizations/${partnerA}/profiles`, adminA)).json().data;
  expect(own.items.every((profile: Profile) => profile.organizationId === partnerA)).toBe(true);
  expect(ids(own.items)).not.toContain(profileB);
  expect((await call('GET', `/organizations/${partnerB}/profiles`, adminB)).json().data.items).toContainEqual(
    expect.objectContaining({ id: profileB }),
  );
});
