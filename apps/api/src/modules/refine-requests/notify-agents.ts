import type { Language, NotifyAgentsBody, NotifyAgentsResult, NotifyAgentsType } from '@cargo/domain';
import type { Caller } from '../auth/index.js';
import type { Notice } from '../notifications/index.js';
import { notFound } from '../organizations/index.js';
import { agentsOf, servingPartners, type NamedOrganization } from './direction.repo.js';
import {
  assertOpen,
  calculationLink,
  directionOf,
  partnerLink,
  requestView,
  visibleRequest,
  type RefineContext,
} from './refine-context.js';
import {
  lockRequest,
  recipientsOf,
  recordNotices,
  setStatus,
  withdrawRecipients,
  type RefineRequestRow,
} from './refine-requests.repo.js';
import { noticeKind, requestParams } from './refine-view.js';

function noticeOf(type: NotifyAgentsType, row: RefineRequestRow, link: string): Notice {
  return {
    kind: noticeKind(type),
    message: `refineRequests.notice.${type}`,
    params: requestParams(row),
    link,
    mail: { subject: `refineRequests.mail.subject.${type}`, text: 'refineRequests.mail.text' },
  };
}

/**
 * The organizations a notice goes to. An operator speaks for the marketplace: PLAIN and FULL go
 * to every partner serving the direction, CANCEL to everyone notified so far. A partner notified
 * of the request speaks for itself to its agents (the partner organizations below it in the
 * organization tree): PLAIN and FULL to all of them, CANCEL to those it forwarded the request to.
 */
async function audience(
  context: RefineContext,
  row: RefineRequestRow,
  type: NotifyAgentsType,
  forwarder: number | null,
): Promise<NamedOrganization[]> {
  if (type === 'CANCEL') return recipientsOf(context.db, row.id, forwarder ?? undefined);
  return forwarder === null
    ? servingPartners(context.db, directionOf(row))
    : agentsOf(context.db, forwarder, directionOf(row));
}

/**
 * `POST /orders/calculations/{id}/notify-agents`: one of the three flows, recorded per
 * organization (who, which notice, by whom, when) with a notification and a mail to each of
 * their people. An operator's CANCEL withdraws the request itself (CANCELLED, off the lists) and
 * tells the client too; a partner's withdraws only what it forwarded, and the request stays open.
 */
export async function notifyAgents(
  context: RefineContext,
  caller: Caller,
  calculationId: string,
  body: NotifyAgentsBody,
  language: Language,
): Promise<NotifyAgentsResult> {
  const { db, notifications } = context;
  const { row, standing } = await visibleRequest(db, caller, calculationId, body.requestId);
  // The client who asked has no agents to notify: it asks through the marketplace.
  if (standing === 'client') throw notFound();
  assertOpen(row);
  const forwarder = standing === 'operator' ? null : caller.organizationId;
  const { notified, deliveries } = await db.transaction(async (tx) => {
    const locked = await lockRequest(tx, row.id);
    assertOpen(locked!);
    const scoped = { ...context, db: tx };
    const targets = await audience(scoped, row, body.type, forwarder);
    const ids = targets.map((target) => target.id);
    await recordNotices(tx, row.id, ids, {
      type: body.type,
      via: forwarder,
      sentByOrganizationId: caller.organizationId,
      sentByUserId: caller.userId,
    });
    const sent = [
      await notifications.notify(
        tx,
        { organizationIds: ids },
        noticeOf(body.type, row, partnerLink(row.calculationId)),
      ),
    ];
    if (body.type === 'CANCEL' && forwarder === null) {
      await setStatus(tx, row.id, 'CANCELLED', caller.userId);
      sent.push(
        await notifications.notify(
          tx,
          { userIds: [row.userId] },
          noticeOf('CANCEL', row, calculationLink(row.calculationId)),
        ),
      );
    } else if (body.type === 'CANCEL') await withdrawRecipients(tx, row.id, ids);
    return { notified: targets, deliveries: sent };
  });
  await notifications.dispatch(...deliveries);
  return { request: await requestView(db, caller, row.id, language), notified };
}
