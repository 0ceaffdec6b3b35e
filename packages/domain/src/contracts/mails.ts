import { z } from 'zod';
import { listQuerySchema } from './list.js';

/** A mail's life in the outbox (Product specification, domain §3, §4). */
export const MAIL_STATUSES = ['NEW', 'SENT', 'SKIP', 'ERROR'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const mailStatusSchema = z.enum(MAIL_STATUSES);

export const mailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipients: z.array(z.string()),
  sender: z.string(),
  subject: z.string(),
  text: z.string(),
  language: z.string(),
  status: mailStatusSchema,
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Mail = z.infer<typeof mailSchema>;

export const MAIL_SORT_FIELDS = ['id', 'createdAt', 'status'] as const;
export const mailListQuerySchema = listQuerySchema(MAIL_SORT_FIELDS).extend({
  /** CONTAINS over the recipients. */
  recipient: z.string().trim().max(254).optional(),
  status: mailStatusSchema.optional(),
  kind: z.string().trim().max(100).optional(),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;
