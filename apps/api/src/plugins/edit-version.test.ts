import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createActor, createOrganization, createTariffWorld, tariffBody, type Actor } from '../../test/factories.js';
import { currencies } from '../db/schema.js';
import { parseIfMatch } from './edit-version.js';

let t: TestApp;
const db = () => t.database.db;
let operator: Actor;
let partnerAdmin: Actor;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Actor, payload?: object, ifMatch?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...who.headers, 'accept-language': 'ru', ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    ...(payload ? { payload } : {}),
  });

const organizationInput = (name: string) => ({
  name,
  nameEn: null,
  type: 'PARTNER',
  domain: null,
  parentId: null,
  international: false,
  disableIntegratorReward: false,
  disableInsuranceForm: false,
  disableCustomsClearanceFee: false,
  wizardSettings: { containers: false, containersOnly: false },
  countryCodes: [],
});
const bankDetails = (bankName: string) => ({ bankName, inn: '7707083893', bik: '044525225' });
const commission = (organizationId: number, percent: number) => ({
  organizationId,
  cargoType: 'CONTAINER',
  integrator: true,
  type: 'PERCENT_FROM_SALES',
  percent,
  currency: 'USD',
});

/** One kind of edited object: where it is read and changed, how it is made, and a change of it. */
interface EditedKind {
  name: string;
  /** Makes one, answering its path. */
  make(): Promise<string>;
  /** A body that changes it, marked by `mark`; and where the mark is read back. */
  change(mark: number): object;
  markOf(data: Record<string, unknown>): unknown;
  who(): Actor;
}

const madeBy = async (url: string, who: Actor, payload: object, path: (data: Record<string, unknown>) => string) => {
  const response = await call('POST', url, who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return path(response.json().data);
};

let partnerOrganization: number;
let tariffWorld: Awaited<ReturnType<typeof createTariffWorld>>;

const KINDS: EditedKind[] = [
  {
    name: 'organization',
    make: async () => `/organizations/${await createOrganization(db(), { type: 'PARTNER', name: 'Org 0' })}`,
    change: (mark) => organizationInput(`Org ${mark}`),
    markOf: (data) => data.name,
    who: () => operator,
  },
  {
    name: 'bank details',
    make: async () => {
      const organization = await createOrganization(db(), { type: 'PARTNER' });
      return madeBy(`/organizations/${organization}/bank-details`, operator, bankDetails('Bank 0'), () => {
        return `/organizations/${organization}/bank-details`;
      });
    },
    change: (mark) => bankDetails(`Bank ${mark}`),
    markOf: (data) => data.bankName,
    who: () => operator,
  },
  {
    name: 'commission',
    make: async () => {
      const organization = await createOrganization(db(), { type: 'PARTNER' });
      return madeBy('/comissions', operator, commission(organization, 100), (data) => `/comissions/${String(data.id)}`);
    },
    change: (mark) => ({ ...commission(0, mark), organizationId: undefined }),
    markOf: (data) => data.percent,
    who: () => operator,
  },
  {
    name: 'dictionary entry',
    make: () =>
      madeBy(
        '/dictionaries/sea-lines',
        operator,
        { code: 'VRSN', names: { en: 'Line 0' } },
        (data) => `/dictionaries/sea-lines/${String(data.id)}`,
      ),
    change: (mark) => ({ code: 'VRSN', names: { en: `Line ${mark}` } }),
    markOf: (data) => (data.names as { en: string }).en,
    who: () => operator,
  },
  {
    name: 'currency',
    make: () =>
      madeBy(
        '/dictionaries/currencies',
        operator,
        { code: 'XBB', minorUnits: 2, names: { en: 'Unit 0' } },
        () => '/dictionaries/currencies/XBB',
      ),
    change: (mark) => ({ code: 'XBB', minorUnits: 2, names: { en: `Unit ${mark}` } }),
    markOf: (data) => (data.names as { en: string }).en,
    who: () => operator,
  },
  {
    name: 'tariff',
    make: () =>
      madeBy('/tariffs/sea', partnerAdmin, tariffBody('sea', tariffWorld), (data) => `/tariffs/sea/${String(data.id)}`),
    change: (mark) => ({ ...tariffBody('sea', tariffWorld), comment: `Tariff ${mark}` }),
    markOf: (data) => data.comment,
    who: () => partnerAdmin,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  await db()
    .insert(currencies)
    .values([{ code: 'USD', minorUnits: 2, names: { en: 'US dollar' } }])
    .onConflictDoNothing();
  tariffWorld = await createTariffWorld(db());
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  partnerOrganization = await createOrganization(db(), {
    name: 'Alpha',
    profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
  });
  partnerAdmin = await createActor(t.app, db(), partnerOrganization, 'PARTNER_ADMIN');
});
afterAll(() => t.close());

describe('every edited kind carries a version', () => {
  it.each(KINDS.map((kind) => [kind.name, kind] as const))(
    '%s: ETag on read and write, a stale If-Match answers 412 and changes nothing',
    async (_name, kind) => {
      const path = await kind.make();
      const who = kind.who();
      const read = await call('GET', path, who);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.headers.etag).toBe('"1"');
      expect(read.json().data.version).toBe(1);

      // Someone saves without If-Match (an integrator): it still works, and the version moves on.
      const theirs = await call('PUT', path, who, kind.change(1));
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect(theirs.headers.etag).toBe('"2"');

      // The form read at version 1 saves: told, in the caller's language, and nothing changes.
      const stale = await call('PUT', path, who, kind.change(2), '"1"');
      expect(stale.statusCode, stale.body).toBe(412);
      expect(stale.json().error).toEqual({
        code: 'PRECONDITION_FAILED',
        message: translate('ru', 'error.editConflict'),
      });
      const after = await call('GET', path, who);
      expect(after.headers.etag).toBe('"2"');
      expect(kind.markOf(after.json().data)).toBe(kind.markOf(theirs.json().data));

      // Reloaded, the edit saves.
      const again = await call('PUT', path, who, kind.change(3), after.headers.etag as string);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.headers.etag).toBe('"3"');
      expect(kind.markOf(again.json().data)).toBe(kind.markOf((await call('GET', path, who)).json().data));
    },
  );
});

describe('parseIfMatch', () => {
  it('reads strong tags, skips weak and foreign ones, and asks nothing of * or no header', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch(' * ')).toBeUndefined();
    expect(parseIfMatch('"7"')).toEqual([7]);
    expect(parseIfMatch('"1", W/"2" ,"3",, "x"')).toEqual([1, 3]);
    expect(parseIfMatch('W/"2"')).toEqual([]);
    expect(parseIfMatch('"0", "01", "2147483648"')).toEqual([]);
  });

  it('refuses what is not a list of entity tags', () => {
    for (const header of ['', '7', '"7', '"7" "8"', 'W/7', '"7", 8', '*, "7"'])
      expect(() => parseIfMatch(header), header).toThrow(/BAD_REQUEST/);
  });
});
