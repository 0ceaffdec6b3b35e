import { z } from 'zod';
import { defineList, listQueryFor } from '../lists/spec.js';
import type { LocalizedText } from '../localized-text.js';
import { longPathIdSchema } from '../validation/rules.js';

/**
 * In-app notifications (Product specification, domain §2 "Notifications page", docs/architecture.md §2 module
 * notifications): one row per user, kept as a catalogue key and its parameters so each reader
 * sees it in the language they read in. A parameter is a text, a number, or a text in the
 * three languages (a place's name), picked in the reader's language.
 */
export type NotificationParam = string | number | LocalizedText;
export type NotificationParams = Readonly<Record<string, NotificationParam>>;

export const notificationSchema = z.object({
  id: z.number().int(),
  /** What it is about, for programs: `refine.request`, `refine.answer`, later `order.status`… */
  kind: z.string(),
  /** The text in the reader's language. */
  message: z.string(),
  /** A path of the web app to open (`/partner/empty-orders`), or none. */
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The caller's notifications: newest first unless sorted otherwise, filtered by kind, read state and date. */
export const NOTIFICATION_LIST = defineList({
  kind: { type: 'text', filters: ['SIMPLE', 'STARTS_WITH', 'SELECT'] },
  read: { type: 'boolean', filters: ['FLAG'] },
  createdAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
});
export const notificationListQuerySchema = listQueryFor(NOTIFICATION_LIST);
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** A page of them with the number of the caller's unread ones (a bell's badge), whatever the filters. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationIdParamsSchema = z.object({ id: longPathIdSchema });
