import { eq, sql } from 'drizzle-orm';
import { generalRole, type Language, type Role, type User } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { organizations } from '../organizations/organizations.schema.js';
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
