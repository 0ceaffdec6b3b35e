import { and, arrayContains, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { generalRole, type Language, type Role, type User, type UserListQuery } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { containsPattern, orderOf, pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { organizations } from '../../db/schema.js';
import { users } from './users.schema.js';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow, organization: { id: number; name: string }): User {
  const roles = row.roles as Role[];
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    middleName: row.middleName,
    phone: row.phone,
    roles: roles.map((id) => ({ id })),
    generalRole: generalRole(roles),
    lang: (row.lang as Language | null) ?? null,
    confirmed: row.confirmed,
    blocked: row.blocked,
    organization,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning({ id: users.id });
  return row!.id;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row !== undefined;
}

export async function findUserRow(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** A user with their organization's id and name, as lists and forms show them. */
export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users, organization: { id: organizations.id, name: organizations.name } })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id));
  return row ? toUser(row.user, row.organization) : undefined;
}

export async function updateUserRow(db: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * The users list. `tenant` confines it to one organization (a partner admin's own) whatever the
 * filters say; the filters narrow within it.
 */
export async function listUsers(db: Db, query: UserListQuery, tenant: number | undefined): Promise<Page<User>> {
  const filters: SQL[] = [];
  if (tenant !== undefined) filters.push(eq(users.organizationId, tenant));
  if (query.organizationId !== undefined) filters.push(eq(users.organizationId, query.organizationId));
  if (query.role) filters.push(arrayContains(users.roles, [query.role]));
  if (query.blocked !== undefined) filters.push(eq(users.blocked, query.blocked));
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(users.lastName, pattern),
        ilike(users.firstName, pattern),
        ilike(users.middleName, pattern),
        ilike(users.phone, pattern),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ user: users, organization: { id: organizations.id, name: organizations.name }, total_rows: totalRows })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(where)
    .orderBy(
      ...orderOf(
        query.sort,
        {
          id: users.id,
          email: users.email,
          // Names case-insensitively, as people read a list of names, whatever the database's collation.
          lastName: sql`lower(${users.lastName})`,
          createdAt: users.createdAt,
          organizationName: sql`lower(${organizations.name})`,
        },
        users.id,
      ),
    )
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    (row) => toUser(row.user, row.organization),
    async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
  );
}

/** Which of the addresses (lower case) belong to a user of the product. */
export async function registeredEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        emails.map((email) => email.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.email));
}
