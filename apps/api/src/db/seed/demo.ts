import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseEngine, OrganizationType, ProfileKind, Role } from '@cargo/domain';
import type { Config } from '../../config.js';
import type { Db } from '../connection.js';
import { hashPassword } from '../../modules/credentials/index.js';
import { insertOrganization } from '../../modules/organizations/index.js';
import { organizationProfiles, organizations, users } from '../schema.js';
import { findUserRowByEmail, insertUser } from '../../modules/users/index.js';
import { seedDemoDictionaries } from './demo-dictionaries.js';
import { seedDemoTariffs } from './demo-tariffs.js';
import { LOCK_KEYS } from '../lock-keys.js';

/** The password of every demo login; `npm start` prints it beside the logins. */
export const DEMO_PASSWORD = 'Demo12345';

interface DemoUser {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  middleName?: string;
}

interface DemoOrganization {
  name: string;
  type: OrganizationType;
  domain?: string;
  /** Approved at once: a demo partner should see its rates tabs without an operator's decision. */
  profiles: ProfileKind[];
  users: DemoUser[];
}

/** The demo installation (one organization of each kind, two partners to show tenancy and white label). */
export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    name: 'Demo Marketplace',
    type: 'OPERATOR',
    profiles: [],
    users: [
      {
        email: 'admin@demo.local',
        role: 'OPERATOR_ADMIN',
        firstName: 'Anna',
        middleName: 'Sergeyevna',
        lastName: 'Volkova',
      },
      {
        email: 'operator@demo.local',
        role: 'OPERATOR',
        firstName: 'Maxim',
        middleName: 'Igorevich',
        lastName: 'Orlov',
      },
    ],
  },
  {
    name: 'Demo Sea Lines',
    type: 'PARTNER',
    profiles: ['Sea_transportation', 'Port_agent'],
    users: [
      {
        email: 'partner@demo.local',
        role: 'PARTNER_ADMIN',
        firstName: 'Elena',
        middleName: 'Viktorovna',
        lastName: 'Sokolova',
      },
      {
        email: 'manager@demo.local',
        role: 'PARTNER_MANAGER',
        firstName: 'Igor',
        middleName: 'Pavlovich',
        lastName: 'Petrov',
      },
    ],
  },
  {
    name: 'Demo Rail & Road',
    type: 'PARTNER',
    domain: 'rail-road.cargo.local',
    profiles: ['Railway_transportation', 'Road_transportation'],
    users: [{ email: 'partner2@demo.local', role: 'PARTNER_ADMIN', firstName: 'Wei', lastName: 'Zhang' }],
  },
  {
    name: 'Demo Trading House',
    type: 'CLIENT',
    profiles: ['Integrator'],
    users: [{ email: 'client@demo.local', role: 'CLIENT', firstName: 'James', lastName: 'Carter' }],
  },
];

export interface DemoLogin {
  email: string;
  role: Role;
  organization: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = DEMO_ORGANIZATIONS.flatMap((organization) =>
  organization.users.map((user) => ({ email: user.email, role: user.role, organization: organization.name })),
);

export interface DemoSeedResult {
  organizations: number;
  profiles: number;
  users: number;
  dictionaryEntries: number;
  /** Tariffs on the demo lanes (demo-tariffs.ts); none for an owner that keeps tariffs already. */
  tariffs: number;
  /** Demo tariffs left out because a reference they name is not seeded (or a rule refused them). */
  skippedTariffs: number;
  ms: number;
}

/**
 * `DEMO_DATA`: `true` seeds any empty database, `false` never, `auto` (the default) only the
 * embedded engine, i.e. someone trying the product with `npm start`; a production server on
 * PostgreSQL never gets demo logins with a published password unless asked.
 */
export function shouldSeedDemo(demoData: Config['demoData'], engine: DatabaseEngine): boolean {
  return demoData === 'true' || (demoData === 'auto' && engine === 'pglite');
}

/** No user at all: a new installation (the only kind start-up seeds). */
export async function hasNoUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row === undefined;
}

/** The demo logins present in the database, in the order of DEMO_LOGINS. */
export async function presentDemoLogins(db: Db): Promise<DemoLogin[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_LOGINS.map((login) => login.email),
      ),
    );
  const present = new Set(rows.map((row) => row.email));
  return DEMO_LOGINS.filter((login) => present.has(login.email));
}

/**
 * Loads the demo organizations, their approved profiles, their users, dictionary entries and
 * tariffs on the demo lanes through the product's repos, in one transaction. Idempotent: what
 * exists already (an organization by name and type, a profile by kind, a user by e-mail, an owner
 * that keeps tariffs) is left exactly as it is, so a second run changes nothing and an operator's
 * later edits of the demo data survive it.
 */
export async function seedDemoData(db: Db): Promise<DemoSeedResult> {
  const started = performance.now();
  const created = { organizations: 0, profiles: 0, users: 0, dictionaryEntries: 0, tariffs: 0, skippedTariffs: 0 };
  const organizationIds = new Map<string, number>();
  let passwordHash: string | undefined;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.demoSeed})`);
    for (const demo of DEMO_ORGANIZATIONS) {
      const [existing] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.name, demo.name), eq(organizations.type, demo.type)));
      let organizationId = existing?.id;
      if (organizationId === undefined) {
        // The white-label domain is unique; one taken by a real organization stays theirs.
        const [holder] = demo.domain
          ? await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.domain, demo.domain))
          : [];
        organizationId = await insertOrganization(tx, {
          name: demo.name,
          type: demo.type,
          domain: holder ? null : (demo.domain ?? null),
        });
        created.organizations += 1;
      }
      organizationIds.set(demo.name, organizationId);
      if (demo.profiles.length > 0) {
        const inserted = await tx
          .insert(organizationProfiles)
          .values(demo.profiles.map((kind) => ({ organizationId, kind, status: 'APPROVED', decidedAt: new Date() })))
          .onConflictDoNothing()
          .returning({ id: organizationProfiles.id });
        created.profiles += inserted.length;
      }
      for (const user of demo.users) {
        if (await findUserRowByEmail(tx, user.email)) continue;
        // One hash for every demo login: the password is published anyway, so a shared salt
        // tells nothing, and scrypt is the bulk of the seeding time (about 45 ms a hash here).
        passwordHash ??= await hashPassword(DEMO_PASSWORD);
        await insertUser(tx, {
          email: user.email,
          passwordHash,
          firstName: user.firstName,
          lastName: user.lastName,
          middleName: user.middleName ?? null,
          organizationId,
          roles: [user.role],
          confirmed: true,
          blocked: false,
          lang: null,
        });
        created.users += 1;
      }
    }
    created.dictionaryEntries = await seedDemoDictionaries(tx, organizationIds);
    const tariffs = await seedDemoTariffs(tx, organizationIds);
    created.tariffs = tariffs.created;
    created.skippedTariffs = tariffs.skipped.length;
  });
  return { ...created, ms: Math.round(performance.now() - started) };
}

/** The banner lines of the demo logins, aligned: e-mail, role, organization. */
export function demoLoginLines(logins: readonly DemoLogin[]): string[] {
  const emailWidth = Math.max(...logins.map((login) => login.email.length));
  const roleWidth = Math.max(...logins.map((login) => login.role.length));
  return logins.map(
    (login) => `${login.email.padEnd(emailWidth)}  ${login.role.padEnd(roleWidth)}  ${login.organization}`,
  );
}
