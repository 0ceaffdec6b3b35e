import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, signIn } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  demoLoginLines,
  hasNoUsers,
  presentDemoLogins,
  seedDemoData,
  shouldSeedDemo,
} from './demo.js';
import { DEMO_TARIFFS } from './demo-tariff-book.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts() {
  const [row] = await selectRows<{ organizations: number; users: number; profiles: number }>(
    t.database.db,
    sql`select (select count(*)::int from organizations) as organizations,
               (select count(*)::int from users) as users,
               (select count(*)::int from organization_profiles) as profiles`,
  );
  return row!;
}

describe('seedDemoData', () => {
  it('loads four organizations, their approved profiles and six logins, and a second run changes nothing', async () => {
    expect(await hasNoUsers(t.database.db)).toBe(true);
    expect(await presentDemoLogins(t.database.db)).toEqual([]);
    const first = await seedDemoData(t.database.db);
    // No reference data in this database: every demo tariff names a hub, city or dictionary entry
    // that is not there, so each is left out and the seed goes on (demo-tariffs.test.ts seeds them).
    expect(first).toMatchObject({
      organizations: 4,
      profiles: 5,
      users: 6,
      tariffs: 0,
      skippedTariffs: DEMO_TARIFFS.length,
    });
    const after = await counts();
    expect(after).toEqual({ organizations: 4, users: 6, profiles: 5 });

    const second = await seedDemoData(t.database.db);
    expect(second).toMatchObject({ organizations: 0, profiles: 0, users: 0, tariffs: 0 });
    expect(await counts()).toEqual(after);
    expect(await hasNoUsers(t.database.db)).toBe(false);
    expect(await presentDemoLogins(t.database.db)).toEqual(DEMO_LOGINS);
    const profiles = await selectRows<{ name: string; kind: string; status: string }>(
      t.database.db,
      sql`select o.name, p.kind, p.status from organization_profiles p join organizations o on o.id = p.organization_id order by p.id`,
    );
    expect(profiles).toEqual([
      { name: 'Demo Sea Lines', kind: 'Sea_transportation', status: 'APPROVED' },
      { name: 'Demo Sea Lines', kind: 'Port_agent', status: 'APPROVED' },
      { name: 'Demo Rail & Road', kind: 'Railway_transportation', status: 'APPROVED' },
      { name: 'Demo Rail & Road', kind: 'Road_transportation', status: 'APPROVED' },
      { name: 'Demo Trading House', kind: 'Integrator', status: 'APPROVED' },
    ]);
  });

  it.each(DEMO_LOGINS.map((login) => [login.email, login] as const))(
    '%s signs in with the demo password and has its role and organization',
    async (_email, login) => {
      // Operators and partner admins pass the second factor (enrolled at this first sign-in).
      const { access_token } = await signIn(t.app, { email: login.email, password: DEMO_PASSWORD });
      const me = await t.app.inject({
        url: '/api/v1/users/current',
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(me.statusCode).toBe(200);
      const user = me.json().data;
      expect(user).toMatchObject({
        email: login.email,
        roles: [{ id: login.role }],
        lang: null,
        confirmed: true,
        organization: { name: login.organization },
      });
      expect(user.firstName).not.toBe('');
      expect(user.lastName).not.toBe('');
      if (login.email === 'partner2@demo.local') expect(user.organization.domain).toBe('rail-road.cargo.local');
      else expect(user.organization.domain).toBeNull();
    },
  );

  it('prints one aligned line per login: e-mail, role, organization', () => {
    expect(demoLoginLines(DEMO_LOGINS.slice(0, 3))).toEqual([
      'admin@demo.local     OPERATOR_ADMIN  Demo Marketplace',
      'operator@demo.local  OPERATOR        Demo Marketplace',
      'partner@demo.local   PARTNER_ADMIN   Demo Sea Lines',
    ]);
  });
});

describe('shouldSeedDemo', () => {
  it.each([
    ['auto', 'pglite', true],
    ['auto', 'postgres', false],
    ['true', 'pglite', true],
    ['true', 'postgres', true],
    ['false', 'pglite', false],
    ['false', 'postgres', false],
  ] as const)('DEMO_DATA=%s on %s: %s', (demoData, engine, expected) => {
    expect(shouldSeedDemo(demoData, engine)).toBe(expected);
  });
});
