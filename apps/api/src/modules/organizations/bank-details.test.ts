import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Role } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  createOrganization,
  selectRows,
  createActor,
  callApi,
  type Actor,
} from '../../../test/factories.js';

let t: TestApp;
const db = () => t.database.db;

const actor = (organizationId: number, role: Role) => createActor(t.app, db(), organizationId, role);

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, organizationId: number, who?: Actor, payload?: object) =>
  callApi(t.app, method, `/organizations/${organizationId}/bank-details`, who, payload);

let operatorsOrg: number;
let partnerA: number;
let partnerB: number;
let operator: Actor;
let adminA: Actor;
let managerA: Actor;
let adminB: Actor;
let client: Actor;

beforeAll(async () => {
  t = await createTestApp();
  operatorsOrg = await createOrganization(db(), { type: 'OPERATOR', name: 'Marketplace operator' });
  partnerA = await createOrganization(db(), { type: 'PARTNER', name: 'Alpha Freight' });
  partnerB = await createOrganization(db(), { type: 'PARTNER', name: 'Beta Lines' });
  const clients = await createOrganization(db(), { type: 'CLIENT', name: 'Cargo Owner' });
  operator = await actor(operatorsOrg, 'OPERATOR');
  adminA = await actor(partnerA, 'PARTNER_ADMIN');
  managerA = await actor(partnerA, 'PARTNER_MANAGER');
  adminB = await actor(partnerB, 'PARTNER_ADMIN');
  client = await actor(clients, 'CLIENT');
});
afterAll(() => t.close());

/** Valid details: every number with its exact digit count (Product specification, domain §5). */
const valid = {
  bankName: 'Sberbank',
  accountNumber: '40702810900000000001',
  corrAccount: '30101810400000000225',
  inn: '7707083893',
  bik: '044525225',
  ogrn: '1027700132195',
  kpp: '773601001',
  rrc: '773601002',
  legalAddress: 'Moscow, Vavilova 19',
  actualAddress: 'Moscow, Vavilova 19',
};

async function stored(organizationId: number) {
  return selectRows<{ inn: string | null; client_limit: number | null }>(
    db(),
    sql`select inn, client_limit from organization_bank_details where organization_id = ${organizationId}`,
  );
}

describe('who may call the bank details', () => {
  it.each<Method>(['GET', 'POST', 'PUT'])(
    '%s answers 401 without a token, 403 to a manager and a client',
    async (method) => {
      expect((await call(method, partnerA, undefined, valid)).statusCode).toBe(401);
      for (const who of [managerA, client]) {
        const res = await call(method, partnerA, who, valid);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    },
  );

  it.each<Method>(['GET', 'POST', 'PUT'])(
    '%s answers 404 to a partner admin for another organization',
    async (method) => {
      await call('POST', partnerB, adminB, valid);
      const res = await call(method, partnerB, adminA, { ...valid, inn: '1111111111' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' }, errors: [] });
      expect(await stored(partnerB)).toEqual([{ inn: valid.inn, client_limit: null }]);
    },
  );
});

describe('the life of bank details', () => {
  it('none at first, then created, read, replaced, each change audited', async () => {
    expect((await call('GET', partnerA, adminA)).json()).toEqual({ data: null });
    expect((await call('PUT', partnerA, adminA, valid)).json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'The organization has no bank details yet' },
      errors: [],
    });

    const created = await call('POST', partnerA, adminA, { ...valid, inn: ' 7707083893 ', kpp: '' });
    expect(created.statusCode).toBe(201);
    const details = created.json().data;
    expect(details).toEqual({
      id: expect.any(Number),
      organizationId: partnerA,
      ...valid,
      kpp: null,
      conversionPercent: null,
      clientLimit: null,
      version: 1,
    });
    expect((await call('GET', partnerA, adminA)).json()).toEqual({ data: details });
    expect((await call('GET', partnerA, operator)).json()).toEqual({ data: details });

    const again = await call('POST', partnerA, adminA, valid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'CONFLICT', message: 'The organization already has bank details' },
      errors: [],
    });

    const replaced = await call('PUT', partnerA, adminA, { bankName: 'VTB', inn: '7702070139' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ id: details.id, bankName: 'VTB', inn: '7702070139', bik: null });

    expect(await auditRows(db(), 'bankDetails', partnerA)).toEqual([
      { actor_user_id: adminA.id, action: 'create', before: null, after: expect.objectContaining({ inn: valid.inn }) },
      {
        actor_user_id: adminA.id,
        action: 'update',
        before: expect.objectContaining({ bankName: 'Sberbank' }),
        after: expect.objectContaining({ bankName: 'VTB', bik: null }),
      },
    ]);
  });

  it('names the digit rule of each bank and tax number and saves nothing', async () => {
    const org = await createOrganization(db(), { type: 'PARTNER', name: 'Digits' });
    const wrong = {
      accountNumber: '4070281090000000000',
      corrAccount: '301018104000000002251',
      inn: '77070838a3',
      bik: '04452522',
      ogrn: '10277001321950',
      kpp: '77360100',
      rrc: '7736010021',
    };
    for (const method of ['POST', 'PUT'] as const) {
      const res = await call(method, org, operator, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { fieldName: 'accountNumber', errorText: 'Must be exactly 20 digits' },
        { fieldName: 'corrAccount', errorText: 'Must be exactly 20 digits' },
        { fieldName: 'inn', errorText: 'Must be exactly 10 digits' },
        { fieldName: 'bik', errorText: 'Must be exactly 9 digits' },
        { fieldName: 'ogrn', errorText: 'Must be exactly 13 digits' },
        { fieldName: 'kpp', errorText: 'Must be exactly 9 digits' },
        { fieldName: 'rrc', errorText: 'Must be exactly 9 digits' },
      ]);
    }
    const ru = await t.app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${org}/bank-details`,
      headers: { ...operator.headers, 'accept-language': 'ru' },
      payload: { bik: '1' },
    });
    expect(ru.json().errors).toEqual([{ fieldName: 'bik', errorText: 'Должно быть ровно 9 цифр' }]);
    const other = await call('POST', org, operator, { conversionPercent: 101, clientLimit: -1, bankName: 5 });
    expect(other.json().errors).toEqual([
      { fieldName: 'bankName', errorText: 'Invalid value' },
      { fieldName: 'conversionPercent', errorText: 'Must be at most 100' },
      { fieldName: 'clientLimit', errorText: 'Must be at least 0' },
    ]);
    expect(await stored(org)).toEqual([]);
  });

  it("keeps the platform's commercial terms for operators to set", async () => {
    const org = await createOrganization(db(), { type: 'PARTNER', name: 'Terms' });
    const admin = await actor(org, 'PARTNER_ADMIN');
    const refused = await call('POST', org, admin, { ...valid, clientLimit: 1000, conversionPercent: 1.5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Only an operator can change this field' },
      errors: [
        { fieldName: 'conversionPercent', errorText: 'Only an operator can change this field' },
        { fieldName: 'clientLimit', errorText: 'Only an operator can change this field' },
      ],
    });
    expect(await stored(org)).toEqual([]);

    const byOperator = await call('POST', org, operator, { ...valid, clientLimit: 10, conversionPercent: 2.5 });
    expect(byOperator.json().data).toMatchObject({ clientLimit: 10, conversionPercent: 2.5 });
    // The admin's form sends the terms back unchanged: fine. Another value: refused.
    const kept = await call('PUT', org, admin, { ...valid, bankName: 'Alfa', clientLimit: 10, conversionPercent: 2.5 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ bankName: 'Alfa', clientLimit: 10, conversionPercent: 2.5 });
    const raised = await call('PUT', org, admin, { ...valid, clientLimit: 11, conversionPercent: 2.5 });
    expect(raised.json().errors).toEqual([
      { fieldName: 'clientLimit', errorText: 'Only an operator can change this field' },
    ]);
    expect(await stored(org)).toEqual([{ inn: valid.inn, client_limit: 10 }]);
  });

  it('of two first saves at the same moment, one creates and the other is told they exist', async () => {
    const org = await createOrganization(db(), { type: 'PARTNER', name: 'Race' });
    const answers = await Promise.all([call('POST', org, operator, valid), call('POST', org, operator, valid)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await stored(org)).toHaveLength(1);
  });

  it('answers 404 for an organization that does not exist', async () => {
    expect((await call('GET', 999999, operator)).statusCode).toBe(404);
    expect((await call('POST', 999999, operator, valid)).statusCode).toBe(404);
  });
});
