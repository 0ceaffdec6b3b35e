import { sql } from 'drizzle-orm';
import type { OrganizationType, Role, TokenResponse } from '@cargo/domain';
import type { Db } from '../src/db/connection.js';
import { selectRows } from '../src/db/rows.js';
import { hashPassword } from '../src/modules/credentials/index.js';
import { insertOrganization } from '../src/modules/organizations/index.js';
import { organizationProfiles } from '../src/db/schema.js';
import { insertUser } from '../src/modules/users/index.js';
import type { App } from '../src/app.js';
import { completeSecondStep, deviceTokenOf, tokenCall } from './second-factor.js';

/** Test data through the product's own repos (docs/architecture.md §9): one factory per entity, overrides for what a test cares about. */

export const TEST_PASSWORD = 'Secret123';
let passwordHash: Promise<string> | undefined;
let sequence = 0;
const next = () => ++sequence;

/** Numbers names and e-mails from 1 again: a test file starts as it would alone (test/per-file.ts). */
export function resetSequence(): void {
  sequence = 0;
}

export interface OrganizationOverrides {
  name?: string;
  type?: OrganizationType;
  domain?: string | null;
  parentId?: number | null;
  international?: boolean;
  profiles?: { kind: string; status?: string }[];
}

export async function createOrganization(db: Db, overrides: OrganizationOverrides = {}): Promise<number> {
  const id = await insertOrganization(db, {
    name: overrides.name ?? `Organization ${next()}`,
    type: overrides.type ?? 'PARTNER',
    domain: overrides.domain ?? null,
    parentId: overrides.parentId ?? null,
    international: overrides.international ?? false,
  });
  for (const profile of overrides.profiles ?? [])
    await db
      .insert(organizationProfiles)
      .values({ organizationId: id, kind: profile.kind, status: profile.status ?? 'NEW' });
  return id;
}

export interface UserOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  organizationId: number;
  roles: Role[];
  confirmed?: boolean;
  blocked?: boolean;
  lang?: string | null;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  organizationId: number;
}

export async function createUser(db: Db, overrides: UserOverrides): Promise<TestUser> {
  const n = next();
  const email = overrides.email ?? `user${n}@test.local`;
  const password = overrides.password ?? TEST_PASSWORD;
  const hash = overrides.password ? await hashPassword(password) : await (passwordHash ??= hashPassword(TEST_PASSWORD));
  const id = await insertUser(db, {
    email,
    passwordHash: hash,
    firstName: overrides.firstName ?? `First${n}`,
    lastName: overrides.lastName ?? `Last${n}`,
    organizationId: overrides.organizationId,
    roles: overrides.roles,
    confirmed: overrides.confirmed ?? true,
    blocked: overrides.blocked ?? false,
    lang: overrides.lang ?? null,
  });
  return { id, email, password, organizationId: overrides.organizationId };
}

/** An organization of the type with one user holding the role. */
export async function createMember(db: Db, role: Role, organization: OrganizationOverrides = {}): Promise<TestUser> {
  const type: OrganizationType = role.includes('OPERATOR')
    ? 'OPERATOR'
    : role.includes('PARTNER')
      ? 'PARTNER'
      : 'CLIENT';
  const organizationId = await createOrganization(db, { type, ...organization });
  return createUser(db, { organizationId, roles: [role] });
}

/**
 * Signs a test user in through the token endpoint. Operators and partner admins must have a
 * second factor: their first sign-in enrols one and later ones present the trusted device, as a
 * browser would (test/second-factor.ts).
 */
export async function signIn(app: App, user: { email: string; password: string }): Promise<TokenResponse> {
  const res = await tokenCall(app, {
    grant_type: 'password',
    username: user.email,
    password: user.password,
    ...deviceTokenOf(app, user.email),
  });
  if (res.statusCode === 403) return completeSecondStep(app, user.email, res.json());
  if (res.statusCode !== 200) throw new Error(`sign-in of ${user.email} answered ${res.statusCode}: ${res.body}`);
  return res.json<TokenResponse>();
}

/** The headers of a signed-in call. */
export async function bearer(app: App, user: { email: string; password: string }): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${(await signIn(app, user)).access_token}` };
}

/** Rows of a raw query in a test: the API's own helper. */
export { selectRows };

/** A profile of the organization, NEW unless told otherwise. */
export async function createProfile(
  db: Db,
  organizationId: number,
  kind: string,
  status: 'NEW' | 'APPROVED' | 'REJECTED' = 'NEW',
): Promise<number> {
  const [row] = await db
    .insert(organizationProfiles)
    .values({ organizationId, kind, status })
    .returning({ id: organizationProfiles.id });
  return row!.id;
}

export interface AuditRow {
  actor_user_id: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** The audit rows of one entity, oldest first. */
export function auditRows(db: Db, entity: string, entityId: number | string): Promise<AuditRow[]> {
  return selectRows<AuditRow>(
    db,
    sql`select actor_user_id, action, before, after from audit_log
        where entity = ${entity} and entity_id = ${String(entityId)} order by id`,
  );
}

/** A user signed in for a test: the factory user with the headers of their calls. */
export interface Actor extends TestUser {
  headers: { authorization: string };
}

export async function createActor(
  app: App,
  db: Db,
  organizationId: number,
  role: Role,
  overrides: Partial<Omit<UserOverrides, 'organizationId' | 'roles'>> = {},
): Promise<Actor> {
  const user = await createUser(db, { organizationId, roles: [role], ...overrides });
  return { ...user, headers: await bearer(app, user) };
}

/** `who` sending more headers (a language, a time zone) with each call. */
export const withHeaders = (who: Actor, headers: Record<string, string>): Actor => ({
  ...who,
  headers: Object.assign({}, who.headers, headers),
});

/** An API call under /api/v1 as `who` (no token when absent), with a JSON body if given. */
export function callApi(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: Actor,
  payload?: object,
) {
  return app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

export {
  createQuoteRates,
  createTariff,
  createTariffWorld,
  dayFromNow,
  pricingCatchesUp,
  quoteRequest,
  tariffBody,
  type TariffOverrides,
  type TariffWorld,
} from './tariff-factories.js';
