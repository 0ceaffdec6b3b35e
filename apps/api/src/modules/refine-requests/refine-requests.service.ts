import {
  isOperator,
  type EmptyOrderListQuery,
  type Language,
  type NotifyAgentsBody,
  type NotifyAgentsResult,
  type RefineAnswer,
  type RefineAnswerInputParsed,
  type RefineNotice,
  type RefineRequest,
  type RefineRequestDetail,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import type { Caller } from '../auth/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { agentsOf, servingPartners } from './direction.repo.js';
import { notifyAgents } from './notify-agents.js';
import { openRequest } from './open-request.js';
import { answerRequest } from './refine-answers.js';
import { directionOf, requestView, visibleRequest, type RefineContext, type Standing } from './refine-context.js';
import { answersOf, listRequests, noticesOf, recipientsOf, type RefineRequestRow } from './refine-requests.repo.js';
import { toRefineRequest } from './refine-view.js';

export interface RefineRequestsService {
  /**
   * "Clarify the price": the calculation's open request (`created` when made by this call).
   * `today` (here and in `answer`) is the caller's day the ready date and validity compare with.
   */
  request(
    caller: Caller,
    calculationId: string,
    language: Language,
    today: string,
  ): Promise<{ request: RefineRequest; created: boolean }>;
  detail(caller: Caller, calculationId: string, language: Language): Promise<RefineRequestDetail>;
  /** Empty orders: operators every open request, a partner those it was notified of. */
  list(caller: Caller, query: EmptyOrderListQuery, language: Language): Promise<Page<RefineRequest>>;
  notifyAgents(
    caller: Caller,
    calculationId: string,
    body: NotifyAgentsBody,
    language: Language,
  ): Promise<NotifyAgentsResult>;
  answer(
    caller: Caller,
    calculationId: string,
    input: RefineAnswerInputParsed,
    language: Language,
    today: string,
  ): Promise<RefineRequest>;
}

/** What of the request's log and prices each standing sees (refineRequestDetailSchema). */
async function extras(db: Db, caller: Caller, row: RefineRequestRow, standing: Standing) {
  const own = standing === 'partner' ? caller.organizationId : undefined;
  const notices = standing === 'client' ? [] : await noticesOf(db, row.id, own);
  const answers = await answersOf(db, row.id, own);
  const open = row.status !== 'CANCELLED' && standing !== 'client';
  return {
    notices: notices.map((notice): RefineNotice => ({
      organization: { id: notice.organizationId, name: notice.organizationName },
      type: notice.type as RefineNotice['type'],
      notifiedAt: notice.createdAt.toISOString(),
      sentBy: notice.sentById === null ? null : { id: notice.sentById, name: notice.sentByName ?? '—' },
    })),
    answers: answers.map(({ answer, organizationName, quotation, leg }): RefineAnswer => ({
      id: answer.id,
      quotationId: quotation.id,
      organization: { id: answer.organizationId, name: organizationName },
      amount: { amount: leg?.cost ?? 0, currency: leg?.currency ?? '' },
      transitDays: quotation.transitDays,
      validTo: quotation.validTo,
      mode: (leg?.mode ?? 'ROAD') as RefineAnswer['mode'],
      comment: answer.comment,
      answeredAt: answer.createdAt.toISOString(),
    })),
    agents: open
      ? await (own === undefined ? servingPartners(db, directionOf(row)) : agentsOf(db, own, directionOf(row)))
      : [],
    recipients: open ? await recipientsOf(db, row.id, own) : [],
  };
}

/**
 * Price requests on lanes whose rates are unavailable online (Product specification, domain §1, §2, §7): the
 * client's "clarify the price", the empty-orders list, the three notify-agents flows and the
 * partners' prices, each becoming a quotation. Notices go through the notifications module, in
 * the transaction of the change.
 */
export function createRefineRequestsService(deps: {
  db: Db;
  notifications: NotificationsService;
  attachGuest: RefineContext['attachGuest'];
}): RefineRequestsService {
  const context: RefineContext = deps;
  const { db } = deps;

  return {
    async request(caller, calculationId, language, today) {
      const { id, created } = await openRequest(context, caller, calculationId, today);
      return { request: await requestView(db, caller, id, language), created };
    },

    async detail(caller, calculationId, language) {
      const { row, standing } = await visibleRequest(db, caller, calculationId);
      const base = await requestView(db, caller, row.id, language);
      return { ...base, ...(await extras(db, caller, row, standing)) };
    },

    async list(caller, query, language) {
      const operator = isOperator(caller);
      const page = await listRequests(db, operator ? undefined : caller.organizationId, query);
      return { items: page.items.map((record) => toRefineRequest(record, language, operator)), total: page.total };
    },

    notifyAgents: (caller, calculationId, body, language) =>
      notifyAgents(context, caller, calculationId, body, language),

    answer: (caller, calculationId, input, language, today) =>
      answerRequest(context, caller, calculationId, input, language, today),
  };
}
