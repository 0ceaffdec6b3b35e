import { z } from 'zod';
import type { Member } from '../access/organization.js';
import { roleSchema } from '../access/roles.js';
import { languageSchema } from './l10n.js';
import { emailSchema, idSchema, nameSchema, passwordSchema, pathIdSchema, phoneSchema } from '../validation/rules.js';
import { flagFilterSchema, listQuerySchema } from './list.js';
import { organizationSchema } from './organizations.js';

/** A user as lists and forms show them (Product specification, shell §3): roles as objects with an id. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.object({ id: roleSchema })),
  /** The strongest of the roles. */
  generalRole: roleSchema,
  lang: languageSchema.nullable(),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The signed-in user with everything the shell's rules read of their organization. */
export const currentUserSchema = userSchema.extend({ organization: organizationSchema });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserUpdateSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  middleName: nameSchema.nullish(),
  phone: phoneSchema.nullish(),
  lang: languageSchema.nullish(),
  /** Refused unless it is the user's own organization: "You cannot change the organization on your own". */
  organizationId: idSchema.optional(),
});

export const userCreateSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  middleName: nameSchema.nullish(),
  phone: phoneSchema.nullish(),
  organizationId: idSchema,
  roles: z
    .array(roleSchema.exclude(['GUEST']))
    .min(1)
    .max(5),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = userCreateSchema.omit({ email: true, password: true });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const USER_SORT_FIELDS = ['id', 'email', 'lastName', 'createdAt', 'organizationName'] as const;
export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS).extend({
  /** CONTAINS over e-mail, names and phone. */
  search: z.string().trim().max(200).optional(),
  organizationId: pathIdSchema.optional(),
  role: roleSchema.optional(),
  blocked: flagFilterSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** The signed-in user as the access rules read them: role ids and the organization's facts. */
export function memberOf(user: CurrentUser): Member {
  const { organization } = user;
  return {
    roles: user.roles.map((role) => role.id),
    organization: {
      id: organization.id,
      domain: organization.domain,
      parentId: organization.parentId,
      profiles: organization.profiles,
      disableIntegratorReward: organization.disableIntegratorReward,
    },
  };
}
