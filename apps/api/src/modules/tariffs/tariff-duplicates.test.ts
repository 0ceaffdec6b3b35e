import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Tariff, type TariffInput } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  dayFromNow,
  tariffBody,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { importSheet, sheetOf } from '../../../test/tariff-sheet-uploads.js';
import { sheetLayout, sheetName } from '../tariff-sheets/index.js';

/**
 * "Tariff already exists" and "too many lanes in the file" (Product specification, domain §8; docs/decisions.md
 * D99, D100). The lane limit is set to 2 for this app.
 */
let t: TestApp;
const db = () => t.database.db;
let world: TariffWorld;
let operator: Actor;
let alpha: Actor;
let beta: Actor;

const SEA = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
const created = (status: number) => expect([200, 201]).toContain(status);

beforeAll(async () => {
  t = await createTestApp({ env: { TARIFF_SHEET_MAX_LANES: '2' } });
  world = await createTariffWorld(db());
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  alpha = await createActor(t.app, db(), await createOrganization(db(), { profiles: SEA }), 'PARTNER_ADMIN');
  beta = await createActor(t.app, db(), await createOrganization(db(), { profiles: SEA }), 'PARTNER_ADMIN');
});
afterAll(() => t.close());

const post = (who: Actor, body: TariffInput, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/tariffs/sea',
    headers: { ...who.headers, 'accept-language': language },
    payload: body,
  });

describe('the form: POST and PUT /tariffs/{kind}', () => {
  it('refuses a second tariff of the same owner, lane, validity and prices, in the caller’s language', async () => {
    const body = { ...tariffBody('sea', world), validFrom: dayFromNow(400), validTo: dayFromNow(430) };
    created((await post(alpha, body)).statusCode);
    const again = await post(alpha, { ...body, transitDays: 40, comment: 'again' }, 'ru');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(translate('ru', 'tariffs.alreadyExists'));
    // Another owner, another validity or another price is another tariff.
    created((await post(beta, body)).statusCode);
    created((await post(alpha, { ...body, validTo: dayFromNow(431) })).statusCode);
    const cheaper = { ...body, lines: body.lines!.map((line) => ({ ...line, price: line.price + 1 })) } as TariffInput;
    created((await post(alpha, cheaper)).statusCode);
  });

  it('refuses an edit that makes a tariff the copy of another; saving one unchanged passes', async () => {
    const body = { ...tariffBody('sea', world), validFrom: dayFromNow(500), validTo: dayFromNow(530) };
    const first = await post(alpha, body);
    const second = await post(alpha, { ...body, validTo: dayFromNow(531) });
    const id = (second.json().data as Tariff).id;
    const copy = await callApi(t.app, 'PUT', `/tariffs/sea/${id}`, alpha, body);
    expect(copy.statusCode).toBe(409);
    expect(copy.json().error.message).toBe(translate('en', 'tariffs.alreadyExists'));
    const own = (first.json().data as Tariff).id;
    const unchanged = await callApi(t.app, 'PUT', `/tariffs/sea/${own}`, alpha, { ...body, comment: 'checked' });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });
});

describe('a rate sheet', () => {
  const validFromColumn = () => sheetLayout('sea', 'CONTAINER').columns.find((c) => c.key === 'validFrom')!.labels.en;

  it('marks a row repeating a stored tariff and a row repeating an earlier row, at the validity column', async () => {
    const owner = await createActor(t.app, db(), await createOrganization(db(), { profiles: SEA }), 'PARTNER_ADMIN');
    const input = { validFrom: dayFromNow(600), validTo: dayFromNow(630) };
    const storedId = await createTariff(db(), { organizationId: owner.organizationId, world, input });
    const stored = (await callApi(t.app, 'GET', `/tariffs/sea/${storedId}`, owner)).json().data as Tariff;
    const fresh = { ...stored, validFrom: dayFromNow(631), validTo: dayFromNow(660) };
    const sheet = await sheetOf(db(), 'sea', [stored, fresh, fresh]);
    const { result } = await importSheet(t.app, owner, 'sea', sheet);
    const text = translate('en', 'tariffs.alreadyExists');
    expect(result).toMatchObject({ imported: 0, errorCount: 2, hasAnnotated: true });
    expect(result.errors).toEqual([
      { sheet: sheetName('CONTAINER', 'en'), row: 2, column: validFromColumn(), errorText: text },
      { sheet: sheetName('CONTAINER', 'en'), row: 4, column: validFromColumn(), errorText: text },
    ]);
  });

  it('imports the same sheet once: the second upload is refused row by row', async () => {
    const owner = await createActor(t.app, db(), await createOrganization(db(), { profiles: SEA }), 'PARTNER_ADMIN');
    const id = await createTariff(db(), {
      organizationId: operator.organizationId,
      world,
      input: { validFrom: dayFromNow(700), validTo: dayFromNow(730) },
    });
    const source = (await callApi(t.app, 'GET', `/tariffs/sea/${id}`, operator)).json().data as Tariff;
    const sheet = await sheetOf(db(), 'sea', [source]);
    expect((await importSheet(t.app, owner, 'sea', sheet)).result).toMatchObject({ imported: 1, errorCount: 0 });
    expect((await importSheet(t.app, owner, 'sea', sheet)).result).toMatchObject({ imported: 0, errorCount: 1 });
  });

  it('refuses a file with more lanes than the limit whole, naming the limit', async () => {
    const read = async (w: TariffWorld, days: number) => {
      const input = { validFrom: dayFromNow(days), validTo: dayFromNow(days + 30) };
      const id = await createTariff(db(), { organizationId: operator.organizationId, world: w, input });
      return (await callApi(t.app, 'GET', `/tariffs/sea/${id}`, operator)).json().data as Tariff;
    };
    const source = await read(world, 800);
    const back = { ...source, from: source.to!, to: source.from! };
    // Two lanes (there and back, two periods of one) are within the limit of 2.
    const twoLanes = await sheetOf(db(), 'sea', [
      source,
      back,
      { ...source, validFrom: dayFromNow(840), validTo: dayFromNow(850) },
    ]);
    expect((await importSheet(t.app, alpha, 'sea', twoLanes)).result).toMatchObject({ errorCount: 0, imported: 3 });
    const other = await read(await createTariffWorld(db()), 800);
    const threeLanes = await sheetOf(db(), 'sea', [source, back, other]);
    const { result } = await importSheet(t.app, beta, 'sea', threeLanes);
    expect(result).toEqual({
      fileId: result.fileId,
      imported: 0,
      errorCount: 1,
      errors: [
        { sheet: null, row: null, column: null, errorText: translate('en', 'tariffSheets.tooManyLanes', { max: 2 }) },
      ],
      hasAnnotated: false,
    });
  });
});
