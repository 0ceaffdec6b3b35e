import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isMessageKey,
  translate,
  type Language,
  type MessageKey,
  type MessageParams,
  type Notification,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationParams,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../auth/index.js';
import type { MailService } from '../mail/index.js';
import { notFound } from '../organizations/index.js';
import {
  addressees,
  insertNotifications,
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
  type NotificationRow,
} from './notifications.repo.js';

/** Who a notice goes to: users by id, and every user of the organizations named. */
export interface Recipients {
  userIds?: readonly number[];
  organizationIds?: readonly number[];
}

/**
 * What to tell them. `message` and the mail's keys are rendered per recipient, in their language,
 * with `params`; a mail also gets `{notice}` (the notification's text) and `{link}` (the link on
 * this installation's address). `kind` names the notice for programs and the mail's kind in the
 * outbox, which mail templates will key on.
 */
export interface Notice {
  kind: string;
  message: MessageKey;
  params?: NotificationParams;
  /** A path of the web app (`/partner/empty-orders`). */
  link?: string | null;
  mail?: { subject: MessageKey; text: MessageKey };
}

/** What `notify` wrote: pass it to `dispatch` once the transaction has committed. */
export interface Notified {
  userIds: number[];
  notificationIds: number[];
  mailIds: number[];
}

export interface NotificationsService {
  /**
   * Writes one notification per recipient and, with `mail`, one mail per recipient into the
   * outbox, through `tx` — the transaction of the change that causes them, so they exist exactly
   * when the change does.
   */
  notify(tx: Db, recipients: Recipients, notice: Notice): Promise<Notified>;
  /** Asks for the mails of a committed `notify` to be delivered. */
  dispatch(...notified: Notified[]): Promise<void>;
  list(caller: Caller, query: NotificationListQuery, language: Language): Promise<NotificationPage>;
  read(caller: Caller, id: number, language: Language): Promise<Notification>;
  readAll(caller: Caller): Promise<number>;
}

/** A parameter in the reader's language: a text in three languages is picked, the rest kept. */
function paramsIn(params: NotificationParams, language: Language): MessageParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? value[language] || value.en || value.ru || value.zh || '—' : value,
    ]),
  );
}

/** The text of a stored notice; a key the catalogue has since dropped shows as its kind rather than failing. */
export function noticeText(
  row: Pick<NotificationRow, 'kind' | 'message' | 'params'>,
  language: Language,
  extra: MessageParams = {},
): string {
  if (!isMessageKey(row.message)) return row.kind;
  return translate(language, row.message, { ...paramsIn(row.params, language), ...extra });
}

function toNotification(row: NotificationRow, language: Language): Notification {
  return {
    id: row.id,
    kind: row.kind,
    message: noticeText(row, language),
    link: row.link,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * In-app notifications with their mails (docs/architecture.md §2 "notifications"): other modules call
 * `notify` inside their transactions (a price request to the partners of a direction, an answer
 * to the client, order status changes later); each user reads their own under
 * `/common/notifications`, in the language they read in.
 */
export function createNotificationsService(deps: {
  db: Db;
  mail: MailService;
  publicUrl: string;
}): NotificationsService {
  const { db, mail, publicUrl } = deps;

  return {
    async notify(tx, recipients, notice) {
      const people = await addressees(tx, recipients);
      const params = notice.params ?? {};
      const link = notice.link ?? null;
      const notificationIds = await insertNotifications(
        tx,
        people.map((person) => ({
          userId: person.id,
          organizationId: person.organizationId,
          kind: notice.kind,
          message: notice.message,
          params,
          link,
        })),
      );
      const mailIds: number[] = [];
      if (notice.mail)
        for (const person of people) {
          const language = isLanguage(person.lang) ? person.lang : DEFAULT_LANGUAGE;
          const extra = {
            notice: noticeText({ kind: notice.kind, message: notice.message, params }, language),
            link: link ? `${publicUrl}${link}` : '',
          };
          const row = { kind: notice.kind, params, message: notice.mail.subject };
          mailIds.push(
            await mail.queue(tx, {
              kind: notice.kind,
              recipients: [person.email],
              subject: noticeText(row, language, extra),
              text: noticeText({ ...row, message: notice.mail.text }, language, extra),
              language,
              organizationId: person.organizationId,
            }),
          );
        }
      return { userIds: people.map((person) => person.id), notificationIds, mailIds };
    },

    async dispatch(...notified) {
      await mail.dispatch(notified.flatMap((one) => one.mailIds));
    },

    async list(caller, query, language) {
      const page = await listNotifications(db, caller.userId, query);
      return {
        items: page.items.map((row) => toNotification(row, language)),
        total: page.total,
        unread: await unreadCount(db, caller.userId),
      };
    },

    async read(caller, id, language) {
      const row = await markRead(db, caller.userId, id);
      // Another user's notification is not found (docs/architecture.md §4), whoever asks.
      if (!row) throw notFound();
      return toNotification(row, language);
    },

    readAll: (caller) => markAllRead(db, caller.userId),
  };
}
