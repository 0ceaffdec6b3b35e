import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { USER_SORT_FIELDS, WEB_CLIENT_AUTHORIZATION, type Role, type User } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  createOrganization,
  createUser,
  selectRows,
  signIn,
  createActor,
  callApi,
  type Actor,
} from '../../../test/factories.js';

let t: TestApp;
const db = () => t.database.db;

const actor = (organizationId: number, role: Role, overrides: { lastName?: string } = {}) =>
  createActor(t.app, db(), organizationId, role, overrides);

type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

let operatorsOrg: number;
let partnerA: number;
let partnerB: number;
let clientsOrg: number;
let operatorAdmin: Actor;
let operator: Actor;
let adminA: Actor;
let managerA: Actor;
let adminB: Actor;
let managerB: Actor;
let client: Actor;

beforeAll(async () => {
  t = await createTestApp();
  operatorsOrg = await createOrganization(db(), { type: 'OPERATOR', name: 'Marketplace operator' });
  partnerA = await createOrganization(db(), { type: 'PARTNER', name: 'Alpha Freight' });
  partnerB = await createOrganization(db(), { type: 'PARTNER', name: 'Beta Lines' });
  clientsOrg = await createOrganization(db(), { type: 'CLIENT', name: 'Cargo Owner' });
  operatorAdmin = await actor(operatorsOrg, 'OPERATOR_ADMIN');
  operator = await actor(operatorsOrg, 'OPERATOR');
  adminA = await actor(partnerA, 'PARTNER_ADMIN');
  managerA = await actor(partnerA, 'PARTNER_MANAGER');
  adminB = await actor(partnerB, 'PARTNER_ADMIN');
  managerB = await actor(partnerB, 'PARTNER_MANAGER');
  client = await actor(clientsOrg, 'CLIENT');
});
afterAll(() => t.close());

const ids = (users: User[]) => users.map((user) => user.id);

async function userRow(id: number) {
  const [row] = await selectRows<{
    first_name: string;
    organization_id: number;
    roles: string[];
    blocked: boolean;
    confirmed: boolean;
  }>(db(), sql`select first_name, organization_id, roles, blocked, confirmed from users where id = ${id}`);
  return row;
}

const newUser = (organizationId: number, roles: Role[], overrides: object = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@test.local`,
  password: 'Passw0rdOk',
  firstName: 'Ivan',
  lastName: 'Petrov',
  organizationId,
  roles,
  ...overrides,
});

describe('who may call the users admin', () => {
  const endpoints: [Method, string, object?][] = [
    ['GET', '/users'],
    ['GET', '/users/1'],
    ['POST', '/users', {}],
    ['PUT', '/users/1', {}],
    ['PUT', '/users/1/block'],
    ['PUT', '/users/1/unblock'],
  ];

  it.each(endpoints)(
    '%s %s: 401 without a token, 403 for a partner manager and a client',
    async (method, url, body) => {
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please log in' }, errors: [] });
      for (const who of [managerA, client]) {
        const res = await call(method, url, who, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({
          code: 'FORBIDDEN',
          message: 'You do not have authorised access to this page',
        });
      }
    },
  );
});

describe('GET /users', () => {
  it("operators see every organization's users; the answer is a page of users", async () => {
    const res = await call('GET', '/users?size=100', operator);
    expect(res.statusCode).toBe(200);
    const page = res.json<{ data: { items: User[]; total: number } }>().data;
    expect(page.total).toBeGreaterThanOrEqual(7);
    expect(ids(page.items)).toEqual(expect.arrayContaining([adminA.id, adminB.id, client.id, operatorAdmin.id]));
    const a = page.items.find((user) => user.id === adminA.id)!;
    expect(a).toEqual({
      id: adminA.id,
      email: adminA.email,
      firstName: expect.any(String),
      lastName: expect.any(String),
      middleName: null,
      phone: null,
      roles: [{ id: 'PARTNER_ADMIN' }],
      generalRole: 'PARTNER_ADMIN',
      lang: null,
      confirmed: true,
      blocked: false,
      organization: { id: partnerA, name: 'Alpha Freight' },
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(page)).not.toContain('scrypt');
  });

  it("a partner admin sees only their organization's users, whatever filter they send", async () => {
    const own = (await call('GET', '/users?size=100', adminA)).json().data;
    expect(own.items.every((user: User) => user.organization.id === partnerA)).toBe(true);
    expect(ids(own.items)).toEqual(expect.arrayContaining([adminA.id, managerA.id]));
    expect(ids(own.items)).not.toContain(adminB.id);
    for (const query of [
      `organizationId=${partnerB}`,
      `search=${encodeURIComponent(managerB.email)}`,
      'role=CLIENT',
      'role=OPERATOR_ADMIN',
    ]) {
      const res = await call('GET', `/users?${query}`, adminA);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ items: [], total: 0 });
    }
  });

  it('filters by search, organization, role and blocked', async () => {
    const org = await createOrganization(db(), { type: 'PARTNER', name: 'Filter Freight' });
    const anna = await createUser(db(), { organizationId: org, roles: ['PARTNER_ADMIN'], lastName: 'Zubova' });
    const boris = await createUser(db(), { organizationId: org, roles: ['PARTNER_MANAGER'], blocked: true });
    const list = async (query: string) =>
      ids((await call('GET', `/users?organizationId=${org}&${query}`, operator)).json().data.items);
    expect(await list('')).toEqual([anna.id, boris.id]);
    expect(await list('search=zUBo')).toEqual([anna.id]);
    expect(await list(`search=${boris.email.split('@')[0]!}`)).toEqual([boris.id]);
    // The user's % and _ are literal characters, not wildcards.
    expect(await list('search=%25')).toEqual([]);
    expect(await list('role=PARTNER_MANAGER')).toEqual([boris.id]);
    expect(await list('blocked=true')).toEqual([boris.id]);
    expect(await list('blocked=false')).toEqual([anna.id]);
  });

  it('sorts by each field both ways and pages without overlap', async () => {
    const org = await createOrganization(db(), { type: 'PARTNER', name: 'Sort Freight' });
    const made = [];
    for (const [lastName, email] of [
      ['Carlsen', 'c@sort.test'],
      ['Abbott', 'b@sort.test'],
      ['Bauer', 'a@sort.test'],
    ])
      made.push(await createUser(db(), { organizationId: org, roles: ['PARTNER_MANAGER'], lastName, email }));
    const [carlsen, abbott, bauer] = made.map((user) => user.id);
    const list = async (query: string) =>
      (await call('GET', `/users?organizationId=${org}&${query}`, operator)).json().data;
    expect(ids((await list('sort=lastName,asc')).items)).toEqual([abbott, bauer, carlsen]);
    expect(ids((await list('sort=lastName,desc')).items)).toEqual([carlsen, bauer, abbott]);
    expect(ids((await list('sort=email')).items)).toEqual([bauer, abbott, carlsen]);
    expect(ids((await list('sort=id,desc')).items)).toEqual([bauer, abbott, carlsen]);
    expect(ids((await list('sort=createdAt,asc')).items)).toEqual([carlsen, abbott, bauer]);
    const first = await list('sort=lastName,asc&size=2&page=0');
    const second = await list('sort=lastName,asc&size=2&page=1');
    expect(first).toMatchObject({ total: 3 });
    expect(ids(first.items)).toEqual([abbott, bauer]);
    expect(second).toMatchObject({ total: 3 });
    expect(ids(second.items)).toEqual([carlsen]);
    // A page past the end still knows the total.
    expect(await list('size=2&page=5')).toEqual({ items: [], total: 3 });
  });

  it('sorts by organization name', async () => {
    const zeta = await createOrganization(db(), { type: 'PARTNER', name: 'Zeta sort-by-org' });
    const aleph = await createOrganization(db(), { type: 'PARTNER', name: 'Aleph sort-by-org' });
    const inZeta = await createUser(db(), { organizationId: zeta, roles: ['PARTNER_MANAGER'], lastName: 'Orgsort' });
    const inAleph = await createUser(db(), { organizationId: aleph, roles: ['PARTNER_MANAGER'], lastName: 'Orgsort' });
    const list = async (direction: string) =>
      ids((await call('GET', `/users?search=Orgsort&sort=organizationName,${direction}`, operator)).json().data.items);
    expect(await list('asc')).toEqual([inAleph.id, inZeta.id]);
    expect(await list('desc')).toEqual([inZeta.id, inAleph.id]);
  });

  it('refuses bad query parameters with field errors', async () => {
    const res = await call('GET', '/users?size=0&page=-1&sort=password,asc&role=KING&blocked=maybe', operator);
    expect(res.statusCode).toBe(400);
    const sortOptions = USER_SORT_FIELDS.flatMap((field) => [`${field},asc`, `${field},desc`]).join(', ');
    expect(res.json().errors).toEqual([
      { fieldName: 'page', errorText: 'Must be at least 0' },
      { fieldName: 'size', errorText: 'Must be at least 1' },
      { fieldName: 'sort', errorText: `Choose one of: ${sortOptions}` },
      {
        fieldName: 'role',
        errorText: 'Choose one of: GUEST, CLIENT, PARTNER_MANAGER, PARTNER_ADMIN, OPERATOR, OPERATOR_ADMIN',
      },
      { fieldName: 'blocked', errorText: 'Choose one of: true, false' },
    ]);
  });
});

describe('GET /users/{id}', () => {
  it('answers a user to an operator and to the admin of their organization', async () => {
    for (const who of [operator, operatorAdmin, adminA]) {
      const res = await call('GET', `/users/${managerA.id}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: managerA.id, organization: { id: partnerA } });
    }
  });

  it("answers 404 for another organization's user, as for one that does not exist", async () => {
    for (const url of [`/users/${managerB.id}`, `/users/${operatorAdmin.id}`, '/users/999999']) {
      const res = await call('GET', url, adminA);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' }, errors: [] });
    }
  });

  it('refuses an id that is not a number', async () => {
    const res = await call('GET', '/users/abc', operator);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ fieldName: 'id', errorText: 'Enter a number' }]);
  });
});

describe('GET /users/subordinate-roles', () => {
  it.each<[Role, Role[]]>([
    ['OPERATOR_ADMIN', ['CLIENT', 'PARTNER_MANAGER', 'PARTNER_ADMIN', 'OPERATOR', 'OPERATOR_ADMIN']],
    ['OPERATOR', ['CLIENT', 'PARTNER_MANAGER', 'PARTNER_ADMIN']],
    ['PARTNER_ADMIN', ['PARTNER_MANAGER', 'PARTNER_ADMIN']],
    ['PARTNER_MANAGER', []],
    ['CLIENT', []],
  ])('answers the roles a %s may give', async (role, roles) => {
    const who = { OPERATOR_ADMIN: operatorAdmin, OPERATOR: operator, PARTNER_ADMIN: adminA, PARTNER_MANAGER: managerA }[
      role as string
    ];
    const res = await call('GET', '/users/subordinate-roles', who ?? client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { items: roles, total: roles.length } });
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/users/subordinate-roles')).statusCode).toBe(401);
  });
});

describe('POST /users', () => {
  it('creates a confirmed user who can sign in, and audits it without the password', async () => {
    const input = newUser(partnerA, ['PARTNER_MANAGER', 'PARTNER_MANAGER'], {
      email: '  New.Manager@Alpha.TEST ',
      middleName: 'Ivanovich',
      phone: '+7 (999) 123-45-67',
    });
    const res = await call('POST', '/users', adminA, input);
    expect(res.statusCode).toBe(201);
    const user = res.json<{ data: User }>().data;
    expect(user).toEqual({
      id: expect.any(Number),
      email: 'new.manager@alpha.test',
      firstName: 'Ivan',
      lastName: 'Petrov',
      middleName: 'Ivanovich',
      phone: '+7 (999) 123-45-67',
      roles: [{ id: 'PARTNER_MANAGER' }],
      generalRole: 'PARTNER_MANAGER',
      lang: null,
      confirmed: true,
      blocked: false,
      organization: { id: partnerA, name: 'Alpha Freight' },
      createdAt: expect.any(String),
    });
    expect((await signIn(t.app, { email: 'new.manager@alpha.test', password: input.password })).access_token).toEqual(
      expect.any(String),
    );
    const audit = await auditRows(db(), 'user', user.id);
    expect(audit).toEqual([
      {
        actor_user_id: adminA.id,
        action: 'create',
        before: null,
        after: expect.objectContaining({ email: 'new.manager@alpha.test', organizationId: partnerA }),
      },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/password|scrypt/i);
  });

  it('lets an operators’ admin create operators in the operator’s organization', async () => {
    const res = await call('POST', '/users', operatorAdmin, newUser(operatorsOrg, ['OPERATOR']));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ generalRole: 'OPERATOR', organization: { id: operatorsOrg } });
  });

  it('names every bad field and creates nothing', async () => {
    const res = await call('POST', '/users', operator, {
      email: 'not-an-email',
      password: 'short',
      firstName: '',
      organizationId: 0,
      roles: [],
      phone: 'call me',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request is invalid' },
      errors: [
        { fieldName: 'email', errorText: 'Invalid email' },
        {
          fieldName: 'password',
          errorText: 'At least eight characters, including a digit and both lower and upper case letters',
        },
        { fieldName: 'firstName', errorText: 'This is a required field' },
        { fieldName: 'lastName', errorText: 'This is a required field' },
        { fieldName: 'phone', errorText: 'Invalid value' },
        { fieldName: 'organizationId', errorText: 'Must be at least 0' },
        { fieldName: 'roles', errorText: 'Add at least 1' },
      ],
    });
    expect(await selectRows(db(), sql`select id from users where email = 'not-an-email'`)).toEqual([]);
  });

  it('refuses GUEST: nobody is made a guest', async () => {
    const res = await call('POST', '/users', operatorAdmin, newUser(clientsOrg, ['GUEST' as Role]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        fieldName: 'roles.0',
        errorText: 'Choose one of: CLIENT, PARTNER_MANAGER, PARTNER_ADMIN, OPERATOR, OPERATOR_ADMIN',
      },
    ]);
  });

  it.each<[string, () => Actor, () => number, Role[], string]>([
    ['a partner admin an operator role', () => adminA, () => partnerA, ['OPERATOR'], 'OPERATOR'],
    ['a partner admin the client role', () => adminA, () => partnerA, ['PARTNER_MANAGER', 'CLIENT'], 'CLIENT'],
    ['an operator an operator role', () => operator, () => operatorsOrg, ['OPERATOR'], 'OPERATOR'],
    ['an operator the admin role', () => operator, () => operatorsOrg, ['OPERATOR_ADMIN'], 'OPERATOR_ADMIN'],
  ])('refuses roles above the caller: %s', async (_case, who, organization, roles, refused) => {
    const input = newUser(organization(), roles);
    const res = await call('POST', '/users', who(), input);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: `You cannot give the role ${refused}` },
      errors: [{ fieldName: 'roles', errorText: `You cannot give the role ${refused}` }],
    });
    expect(await selectRows(db(), sql`select id from users where email = ${input.email}`)).toEqual([]);
  });

  it('refuses an operator role outside the operator’s organization with the spec’s message', async () => {
    for (const organization of [partnerA, clientsOrg]) {
      const res = await call('POST', '/users', operatorAdmin, newUser(organization, ['OPERATOR']));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { fieldName: 'organizationId', errorText: "Invalid company for a user with an operator's authorisation" },
      ]);
    }
  });

  it('refuses roles that do not fit the organization’s type', async () => {
    const cases: [number, Role[], Role][] = [
      [partnerA, ['CLIENT'], 'CLIENT'],
      [clientsOrg, ['PARTNER_ADMIN'], 'PARTNER_ADMIN'],
      [operatorsOrg, ['OPERATOR', 'PARTNER_MANAGER'], 'PARTNER_MANAGER'],
    ];
    for (const [organization, roles, misfit] of cases) {
      const res = await call('POST', '/users', operatorAdmin, newUser(organization, roles));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { fieldName: 'roles', errorText: `The role ${misfit} does not fit this organization` },
      ]);
    }
    const ru = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { ...operatorAdmin.headers, 'accept-language': 'ru' },
      payload: newUser(partnerA, ['CLIENT']),
    });
    expect(ru.json().errors).toEqual([
      { fieldName: 'roles', errorText: 'Роль CLIENT не подходит для этой организации' },
    ]);
  });

  it("answers 404 on organizationId for another tenant's organization, as for a missing one", async () => {
    for (const organizationId of [partnerB, operatorsOrg, 999999]) {
      const input = newUser(organizationId, ['PARTNER_MANAGER']);
      const res = await call('POST', '/users', adminA, input);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Not found' },
        errors: [{ fieldName: 'organizationId', errorText: 'Not found' }],
      });
      expect(await selectRows(db(), sql`select id from users where email = ${input.email}`)).toEqual([]);
    }
  });

  it('refuses a registered e-mail in any case, also with the role problems at once', async () => {
    const res = await call(
      'POST',
      '/users',
      adminA,
      newUser(partnerA, ['PARTNER_MANAGER'], { email: managerB.email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'E-mail already registered' },
      errors: [{ fieldName: 'email', errorText: 'E-mail already registered' }],
    });
    const both = await call('POST', '/users', adminA, newUser(partnerA, ['CLIENT'], { email: managerB.email }));
    expect(both.json().errors).toEqual([
      { fieldName: 'roles', errorText: 'You cannot give the role CLIENT' },
      { fieldName: 'email', errorText: 'E-mail already registered' },
    ]);
  });

  it('of two creations of one e-mail at the same moment, one wins and the other is told', async () => {
    const input = newUser(partnerA, ['PARTNER_MANAGER']);
    const answers = await Promise.all([call('POST', '/users', adminA, input), call('POST', '/users', operator, input)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((res) => res.statusCode === 400)!.json().errors).toEqual([
      { fieldName: 'email', errorText: 'E-mail already registered' },
    ]);
    expect(await selectRows(db(), sql`select id from users where email = ${input.email}`)).toHaveLength(1);
  });
});

describe('PUT /users/{id}', () => {
  const update = (user: { organizationId: number }, roles: Role[], overrides: object = {}) => ({
    firstName: 'Renamed',
    lastName: 'Person',
    organizationId: user.organizationId,
    roles,
    ...overrides,
  });

  it("changes a user's name, phone and roles, and audits before and after", async () => {
    const target = await createUser(db(), { organizationId: partnerA, roles: ['PARTNER_MANAGER'] });
    const res = await call(
      'PUT',
      `/users/${target.id}`,
      adminA,
      update(target, ['PARTNER_ADMIN'], { phone: '+7 900 000-00-00' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: target.id,
      email: target.email,
      firstName: 'Renamed',
      lastName: 'Person',
      phone: '+7 900 000-00-00',
      roles: [{ id: 'PARTNER_ADMIN' }],
      generalRole: 'PARTNER_ADMIN',
    });
    expect(await auditRows(db(), 'user', target.id)).toEqual([
      {
        actor_user_id: adminA.id,
        action: 'update',
        before: expect.objectContaining({ roles: ['PARTNER_MANAGER'], organizationId: partnerA }),
        after: expect.objectContaining({ firstName: 'Renamed', roles: ['PARTNER_ADMIN'], organizationId: partnerA }),
      },
    ]);
  });

  it('lets an operator move a user to another organization their roles fit', async () => {
    const target = await createUser(db(), { organizationId: partnerA, roles: ['PARTNER_MANAGER'] });
    const res = await call(
      'PUT',
      `/users/${target.id}`,
      operator,
      update({ organizationId: partnerB }, ['PARTNER_MANAGER']),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.organization).toEqual({ id: partnerB, name: 'Beta Lines' });
  });

  it('refuses a change of your own organization with the spec’s message', async () => {
    for (const [who, organizationId, roles] of [
      [adminA, partnerB, ['PARTNER_ADMIN']],
      [operatorAdmin, partnerA, ['OPERATOR_ADMIN']],
      // Even one who may not edit themselves here at all hears the spec's reason first.
      [operator, partnerB, ['OPERATOR']],
    ] as const) {
      const res = await call('PUT', `/users/${who.id}`, who, update({ organizationId }, [...roles]));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'You cannot change the organization on your own' },
        errors: [{ fieldName: 'organizationId', errorText: 'You cannot change the organization on your own' }],
      });
      expect((await userRow(who.id))!.organization_id).toBe(who.organizationId);
    }
  });

  it('refuses to move an operator out of the operator’s organization', async () => {
    const target = await createUser(db(), { organizationId: operatorsOrg, roles: ['OPERATOR'] });
    const res = await call(
      'PUT',
      `/users/${target.id}`,
      operatorAdmin,
      update({ organizationId: partnerA }, ['OPERATOR']),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { fieldName: 'organizationId', errorText: "Invalid company for a user with an operator's authorisation" },
    ]);
    expect((await userRow(target.id))!.organization_id).toBe(operatorsOrg);
  });

  it('does not let a partner admin move their users to another organization', async () => {
    const target = await createUser(db(), { organizationId: partnerA, roles: ['PARTNER_MANAGER'] });
    const res = await call(
      'PUT',
      `/users/${target.id}`,
      adminA,
      update({ organizationId: partnerB }, ['PARTNER_MANAGER']),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([{ fieldName: 'organizationId', errorText: 'Not found' }]);
    expect((await userRow(target.id))!.organization_id).toBe(partnerA);
  });

  it("answers 404 for another organization's user", async () => {
    const res = await call('PUT', `/users/${managerB.id}`, adminA, update(managerB, ['PARTNER_MANAGER']));
    expect(res.statusCode).toBe(404);
    expect((await userRow(managerB.id))!.first_name).not.toBe('Renamed');
  });

  it('refuses roles above the caller and users holding them', async () => {
    const target = await createUser(db(), { organizationId: partnerA, roles: ['PARTNER_MANAGER'] });
    const up = await call('PUT', `/users/${target.id}`, adminA, update(target, ['OPERATOR']));
    expect(up.statusCode).toBe(400);
    expect(up.json().errors).toEqual([{ fieldName: 'roles', errorText: 'You cannot give the role OPERATOR' }]);

    const boss = await createUser(db(), { organizationId: operatorsOrg, roles: ['OPERATOR_ADMIN'] });
    const res = await call('PUT', `/users/${boss.id}`, operator, update(boss, ['CLIENT']));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You cannot change a user with the role OPERATOR_ADMIN' },
      errors: [],
    });
    expect((await userRow(boss.id))!.roles).toEqual(['OPERATOR_ADMIN']);
  });

  it('names bad fields and changes nothing', async () => {
    const target = await createUser(db(), { organizationId: partnerA, roles: ['PARTNER_MANAGER'] });
    const res = await call('PUT', `/users/${target.id}`, adminA, {
      firstName: '   ',
      lastName: 'x'.repeat(101),
      organizationId: 'A',
      roles: ['PARTNER_MANAGER'],
      email: 'changed@test.local',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { fieldName: 'firstName', errorText: 'This is a required field' },
      { fieldName: 'lastName', errorText: 'Must be at most 100 characters' },
      { fieldName: 'organizationId', errorText: 'Enter a number' },
    ]);
    expect((await userRow(target.id))!.first_name).not.toBe('   ');
    expect(await auditRows(db(), 'user', target.id)).toEqual([]);
  });
});

describe('PUT /users/{id}/block and /unblock', () => {
  it('blocking ends every session at once; unblocking lets the user in again; both are audited', async () => {
    const target = await createUser(db(), { organizationId: partnerA, roles: ['PARTNER_MANAGER'] });
    const pair = await signIn(t.app, target);
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        headers: { authorization: WEB_CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: pair.refresh_token }).toString(),
      });

    const blocked = await call('PUT', `/users/${target.id}/block`, adminA);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toMatchObject({ id: target.id, blocked: true });
    const [session] = await selectRows<{ revoked: boolean }>(
      db(),
      sql`select revoked_at is not null as revoked from refresh_sessions where user_id = ${target.id}`,
    );
    expect(session!.revoked).toBe(true);
    expect((await refresh()).statusCode).toBe(400);
    const current = await t.app.inject({
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${pair.access_token}` },
    });
    expect(current.statusCode).toBe(401);

    // Blocking again changes nothing and writes nothing.
    expect((await call('PUT', `/users/${target.id}/block`, operator)).json().data.blocked).toBe(true);

    const unblocked = await call('PUT', `/users/${target.id}/unblock`, operator);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().data.blocked).toBe(false);
    expect((await signIn(t.app, target)).access_token).toEqual(expect.any(String));
    expect(await auditRows(db(), 'user', target.id)).toEqual([
      { actor_user_id: adminA.id, action: 'block', before: { blocked: false }, after: { blocked: true } },
      { actor_user_id: operator.id, action: 'unblock', before: { blocked: true }, after: { blocked: false } },
    ]);
  });

  it('refuses to block or unblock yourself', async () => {
    const self = await call('PUT', `/users/${adminA.id}/block`, adminA);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'You cannot block yourself' }, errors: [] });
    const unblock = await call('PUT', `/users/${operator.id}/unblock`, operator);
    expect(unblock.json().error.message).toBe('You cannot unblock yourself');
    expect((await userRow(adminA.id))!.blocked).toBe(false);
    expect(await auditRows(db(), 'user', adminA.id)).toEqual([]);
  });

  it("answers 404 for another organization's user and 403 for a user above the caller", async () => {
    for (const action of ['block', 'unblock']) {
      const res = await call('PUT', `/users/${managerB.id}/${action}`, adminA);
      expect(res.statusCode).toBe(404);
    }
    expect((await userRow(managerB.id))!.blocked).toBe(false);
    const res = await call('PUT', `/users/${operatorAdmin.id}/block`, operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot change a user with the role OPERATOR_ADMIN');
    expect((await userRow(operatorAdmin.id))!.blocked).toBe(false);
  });

  it('answers 404 for a user that does not exist and 400 for a bad id', async () => {
    expect((await call('PUT', '/users/999999/block', operator)).statusCode).toBe(404);
    const bad = await call('PUT', '/users/0/block', operator);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ fieldName: 'id', errorText: 'Must be at least 0' }]);
  });
});

it('the users of one partner never show up for another', async () => {
  const b = (await call('GET', '/users?size=100', adminB)).json().data;
  expect(b.items.every((user: User) => user.organization.id === partnerB)).toBe(true);
  expect(ids(b.items)).not.toContain(adminA.id);
});
