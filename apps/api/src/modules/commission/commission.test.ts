import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilters, translate, type Commission, type Filter } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditRows, callApi, createActor, createOrganization, type Actor } from '../../../test/factories.js';
import { currencies, organizations } from '../../db/schema.js';

let t: TestApp;
const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

let operator: Actor;
let partner: Actor;
let otherPartnerId: number;
let clientOrganizationId: number;

/** 15 % of the sales, at least 50.00 and at most 500.00 USD: the marketplace's on containers. */
const fifteenPercent = (organizationId: number, changes: object = {}) => ({
  organizationId,
  cargoType: 'CONTAINER',
  integrator: true,
  type: 'PERCENT_FROM_SALES',
  percent: 1500,
  minAmount: 5000,
  maxAmount: 50000,
  currency: 'USD',
  ...changes,
});

const rangeSteps = {
  cargoType: 'GENERAL_CARGO',
  type: 'PRICE_RANGE',
  ranges: [
    { from: 0, to: 10_000_000, amount: 300_000 },
    { from: 10_000_000, to: null, amount: 750_000 },
  ],
  currency: 'RUB',
};

async function create(who: Actor, body: object): Promise<Commission> {
  const response = await call('POST', '/comissions', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Commission;
}

const fieldErrors = (body: string) =>
  (JSON.parse(body) as { errors: { fieldName: string; errorText: string }[] }).errors.map((error) => [
    error.fieldName,
    error.errorText,
  ]);

const listed = async (who: Actor, filters: Filter[] = [], extra = '') => {
  const response = await call('GET', `/comissions?filters=${encodeURIComponent(encodeFilters(filters))}${extra}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Commission[]; total: number };
};

beforeAll(async () => {
  t = await createTestApp();
  await db()
    .insert(currencies)
    .values([
      { code: 'USD', minorUnits: 2, names: { en: 'US dollar' } },
      { code: 'RUB', minorUnits: 2, names: { en: 'Russian rouble' } },
      { code: 'XTS', minorUnits: 2, names: { en: 'Testing' }, active: false },
    ])
    .onConflictDoNothing();
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  partner = await createActor(t.app, db(), await createOrganization(db(), { name: 'Alpha Lines' }), 'PARTNER_ADMIN');
  otherPartnerId = await createOrganization(db(), { name: 'beta Rail' });
  clientOrganizationId = await createOrganization(db(), { type: 'CLIENT' });
});
afterAll(() => t.close());

describe('commission rules', () => {
  it('are set by an operator, read back by id and by organization and cargo type, and audited', async () => {
    const created = await create(operator, fifteenPercent(partner.organizationId));
    expect(created).toMatchObject({
      organization: { id: partner.organizationId, name: 'Alpha Lines' },
      cargoType: 'CONTAINER',
      integrator: true,
      type: 'PERCENT_FROM_SALES',
      percent: 1500,
      ranges: [],
      minAmount: 5000,
      maxAmount: 50000,
      currency: 'USD',
      editable: true,
    });
    expect((await call('GET', `/comissions/${created.id}`, operator)).json().data).toEqual(created);
    const pair = await call('GET', `/comissions/organization/${partner.organizationId}/CONTAINER`, operator);
    expect(pair.json().data).toEqual({ integrator: created, markup: null });
    const none = await call('GET', `/comissions/organization/${partner.organizationId}/VEHICLE`, operator);
    expect(none.json().data).toEqual({ integrator: null, markup: null });
    const audit = await auditRows(db(), 'commission', created.id);
    expect(audit.map((row) => [row.action, row.actor_user_id])).toEqual([['create', operator.id]]);
    expect(audit[0]!.after).toMatchObject({ percent: 1500, integrator: true });
  });

  it('keep a price-range rule with its steps and drop what the other type has', async () => {
    const created = await create(operator, { ...rangeSteps, organizationId: otherPartnerId, percent: 1500 });
    expect(created).toMatchObject({ type: 'PRICE_RANGE', percent: null, ranges: rangeSteps.ranges, integrator: false });
    const changed = await call('PUT', `/comissions/${created.id}`, operator, {
      ...rangeSteps,
      organizationId: otherPartnerId,
      type: 'PERCENT_FROM_SALES',
      percent: 250,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: created.id, type: 'PERCENT_FROM_SALES', percent: 250, ranges: [] });
    const audit = await auditRows(db(), 'commission', created.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]!.before).toMatchObject({ type: 'PRICE_RANGE', percent: null });
    expect(audit[1]!.after).toMatchObject({ type: 'PERCENT_FROM_SALES', percent: 250 });
  });

  it('refuse a second rule of the same organization, cargo type and variant with the spec’s words', async () => {
    const body = fifteenPercent(partner.organizationId, { percent: 900 });
    const twice = await call('POST', '/comissions', operator, body);
    expect(twice.statusCode).toBe(400);
    const expected = 'Comission for this transportation type has already been set';
    expect(twice.json().error.message).toBe(expected);
    expect(fieldErrors(twice.body)).toEqual([['cargoType', expected]]);
    const inRussian = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comissions',
      headers: { ...operator.headers, 'accept-language': 'ru' },
      payload: body,
    });
    expect(fieldErrors(inRussian.body)).toEqual([['cargoType', translate('ru', 'commission.alreadySet')]]);
    // The other variant of the same cargo type is a rule of its own; moving a rule onto a taken key is refused too.
    const markup = await create(operator, { ...body, integrator: false });
    const moved = await call('PUT', `/comissions/${markup.id}`, operator, { ...body, integrator: true });
    expect(fieldErrors(moved.body)).toEqual([['cargoType', expected]]);
    // Saving a rule unchanged is no duplicate of itself.
    const same = await call('PUT', `/comissions/${markup.id}`, operator, { ...body, integrator: false });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('answer only one of two simultaneous identical rules', async () => {
    const body = fifteenPercent(otherPartnerId, { cargoType: 'BILL' });
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/comissions', operator, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('say "minimum commission cannot exceed maximum" and the other rules at their fields', async () => {
    const minAboveMax = await call('POST', '/comissions', operator, {
      ...fifteenPercent(otherPartnerId, { cargoType: 'VEHICLE' }),
      minAmount: 50001,
    });
    expect(minAboveMax.statusCode).toBe(400);
    expect(fieldErrors(minAboveMax.body)).toEqual([['minAmount', 'Minimum commission cannot exceed maximum']]);
    const rules = await call('POST', '/comissions', operator, {
      ...rangeSteps,
      organizationId: otherPartnerId,
      cargoType: 'VEHICLE',
      currency: 'XTS',
      ranges: [
        { from: 0, to: null, amount: 1 },
        { from: 500, to: 100, amount: 1 },
        { from: 1000, to: 2000, amount: 1 },
      ],
    });
    expect(fieldErrors(rules.body)).toEqual([
      ['ranges.1.to', 'Invalid range'],
      ['ranges.2.from', 'Price ranges must not overlap'],
      ['currency', 'Unknown currency'],
    ]);
    const shape = await call('POST', '/comissions', operator, {
      organizationId: otherPartnerId,
      cargoType: 'SHIP',
      type: 'PERCENT_FROM_SALES',
      percent: 12.5,
      currency: 'USD',
    });
    expect(shape.statusCode).toBe(400);
    expect(fieldErrors(shape.body).map(([field]) => field)).toEqual(['cargoType', 'percent']);
    const missing = await call('POST', '/comissions', operator, { ...fifteenPercent(otherPartnerId), percent: null });
    expect(fieldErrors(missing.body)).toEqual([['percent', 'This is a required field']]);
    const tooMuch = await call('POST', '/comissions', operator, { ...fifteenPercent(otherPartnerId), percent: 10001 });
    expect(fieldErrors(tooMuch.body)).toEqual([['percent', 'The percentage must be from 0 to 100']]);
  });

  it('apply only to organizations that sell: partners and operators', async () => {
    const client = await call('POST', '/comissions', operator, fifteenPercent(clientOrganizationId));
    expect(fieldErrors(client.body)).toEqual([['organizationId', 'Commission is set only for partners and operators']]);
    const missing = await call('POST', '/comissions', operator, fifteenPercent(999_999));
    expect(missing.statusCode).toBe(404);
    expect(fieldErrors(missing.body).map(([field]) => field)).toEqual(['organizationId']);
  });

  it('list with the list machinery: filters by organization, cargo type and variant, sorted, paged', async () => {
    const all = await listed(operator);
    // By default an organization's rules stand together (names ignoring case: Alpha before beta),
    // by cargo type, the marketplace's commission before the markup.
    expect(all.items.map((item) => [item.organization.name, item.cargoType, item.integrator])).toEqual([
      ['Alpha Lines', 'CONTAINER', true],
      ['Alpha Lines', 'CONTAINER', false],
      ['beta Rail', 'BILL', true],
      ['beta Rail', 'GENERAL_CARGO', false],
    ]);
    expect(all.total).toBe(4);
    const mine = await listed(operator, [
      { field: 'organizationId', kind: 'SIMPLE', value: partner.organizationId },
      { field: 'cargoType', kind: 'SELECT', values: ['CONTAINER'] },
      { field: 'integrator', kind: 'FLAG', value: true },
    ]);
    expect(mine.items.map((item) => [item.organization.id, item.cargoType, item.integrator])).toEqual([
      [partner.organizationId, 'CONTAINER', true],
    ]);
    const paged = await listed(operator, [], '&size=3&page=1&sort=organizationName,desc');
    expect(paged).toEqual({
      items: [expect.objectContaining({ organization: expect.objectContaining({ name: 'Alpha Lines' }) })],
      total: 4,
    });
    const bad = await call(
      'GET',
      '/comissions?filters=[{"field":"cargoType","kind":"SIMPLE","value":"SHIP"}]',
      operator,
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.body).map(([field]) => field)).toEqual(['filters.0.value']);
  });

  it('give the pricing engine both variants and who disables the integrator reward', async () => {
    await db().update(organizations).set({ disableIntegratorReward: true }).where(eq(organizations.id, otherPartnerId));
    const { rules, integratorDisabled } = await t.app.services.commission.rulesFor('CONTAINER');
    const sorted = rules
      .filter((rule) => [partner.organizationId, otherPartnerId].includes(rule.organizationId))
      .sort((a, b) => a.organizationId - b.organizationId || Number(b.integrator) - Number(a.integrator));
    expect(sorted).toEqual([
      {
        organizationId: partner.organizationId,
        cargoType: 'CONTAINER',
        integrator: true,
        type: 'PERCENT_FROM_SALES',
        percent: 1500,
        ranges: [],
        minAmount: 5000,
        maxAmount: 50000,
        currency: 'USD',
      },
      expect.objectContaining({ organizationId: partner.organizationId, integrator: false, percent: 900 }),
    ]);
    expect(rules.every((rule) => rule.cargoType === 'CONTAINER')).toBe(true);
    expect(integratorDisabled).toEqual(new Set([otherPartnerId]));
  });

  it('are deleted once, audited', async () => {
    const rule = await create(operator, fifteenPercent(otherPartnerId, { cargoType: 'ZIP' }));
    expect((await call('DELETE', `/comissions/${rule.id}`, operator)).json()).toEqual({ data: { deleted: true } });
    expect((await call('DELETE', `/comissions/${rule.id}`, operator)).statusCode).toBe(404);
    expect((await call('GET', `/comissions/${rule.id}`, operator)).statusCode).toBe(404);
    expect((await auditRows(db(), 'commission', rule.id)).map((row) => row.action)).toEqual(['create', 'delete']);
  });
});
