import type { FastifyBaseLogger } from 'fastify';
import type { Mail, MailListQuery, MailStatus } from '@cargo/domain';
import type { MailConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { findMail, insertMail, listMails, recordAttempt, staleNewMailIds, type NewMail } from './outbox.repo.js';
import { smtpTransport, type MailTransport } from './smtp-transport.js';

export const DELIVER_QUEUE = 'mail.deliver';
export const SWEEP_QUEUE = 'mail.sweep';
/** Attempts before a mail is marked ERROR: the first and three retries. */
const MAX_ATTEMPTS = 4;
/** A NEW mail older than this has lost its delivery job; the sweep queues it again. */
const STALE_AFTER_SECONDS = 60;

export interface MailService {
  /**
   * Writes a mail into the outbox through `db`, normally the transaction of the change that
   * causes it, so the mail exists exactly when the change does. Pass the answered id to
   * `dispatch` once that transaction has committed.
   */
  queue(db: Db, mail: Omit<NewMail, 'sender'>): Promise<number>;
  /** Asks a worker to deliver mails written by a committed transaction. */
  dispatch(ids: readonly number[]): Promise<void>;
  /** Delivers one mail now (the job's work); answers the mail's status afterwards. */
  deliver(id: number): Promise<MailStatus | undefined>;
  /**
   * Delivers committed mails now, once each, for a sender who waits for the answer (send by
   * e-mail): a mail the server refuses is ERROR at once, not retried, since the sender is told to
   * try again and a retry behind them would deliver it twice. Answers each mail's status.
   */
  deliverNow(ids: readonly number[]): Promise<(MailStatus | undefined)[]>;
  list(query: MailListQuery): Promise<Page<Mail>>;
  /** Defines the delivery and sweep jobs where this instance runs jobs. */
  start(): Promise<void>;
  close(): void;
}

interface Deps {
  db: Db;
  jobs: JobQueue | undefined;
  config: MailConfig;
  log: FastifyBaseLogger;
  /** Tests may hand in a transport; otherwise SMTP_URL decides. */
  transport?: MailTransport;
}

/**
 * The outbox (docs/architecture.md §1): every mail is a row first; a pg-boss job delivers it over SMTP
 * when SMTP_URL is set and marks it SKIP when it is not. A failed attempt is retried with
 * back-off and marked ERROR after the last one. Instances without jobs only write rows: the
 * sweep of an instance with jobs picks them up within a minute.
 */
export function createMailService({ db, jobs, config, log, transport: given }: Deps): MailService {
  const transport = given ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);

  async function deliver(id: number, retried = true): Promise<MailStatus | undefined> {
    const mail = await findMail(db, id);
    if (!mail || mail.status !== 'NEW') return mail?.status as MailStatus | undefined;
    if (!transport) {
      await recordAttempt(db, id, { status: 'SKIP' });
      return 'SKIP';
    }
    try {
      await transport.send({ from: mail.sender, to: mail.recipients, subject: mail.subject, text: mail.text });
      await recordAttempt(db, id, { status: 'SENT' });
      return 'SENT';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = !retried || mail.attempts + 1 >= MAX_ATTEMPTS;
      await recordAttempt(db, id, { status: last ? 'ERROR' : 'NEW', error: message });
      if (last) {
        log.warn({ mailId: id, err: error }, 'mail not delivered');
        return 'ERROR';
      }
      // pg-boss retries the job with back-off.
      throw error;
    }
  }

  return {
    queue: (tx, mail) => insertMail(tx, { ...mail, sender: config.from }),
    async dispatch(ids) {
      if (!jobs) return;
      for (const id of ids) await jobs.sendOnce(DELIVER_QUEUE, { mailId: id }, String(id));
    },
    deliver: (id) => deliver(id),
    async deliverNow(ids) {
      const statuses: (MailStatus | undefined)[] = [];
      for (const id of ids) statuses.push(await deliver(id, false));
      return statuses;
    },
    list: (query) => listMails(db, query),
    async start() {
      if (!jobs) return;
      await jobs.define<{ mailId: number }>(DELIVER_QUEUE, async ({ mailId }) => void (await deliver(mailId)), {
        retryLimit: MAX_ATTEMPTS - 1,
        retryDelaySeconds: 10,
      });
      await jobs.define(SWEEP_QUEUE, async () => {
        for (const id of await staleNewMailIds(db, STALE_AFTER_SECONDS))
          await jobs.sendOnce(DELIVER_QUEUE, { mailId: id }, String(id));
      });
      await jobs.schedule(SWEEP_QUEUE, '* * * * *');
    },
    close: () => transport?.close(),
  };
}
