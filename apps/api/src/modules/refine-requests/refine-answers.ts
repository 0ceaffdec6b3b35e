import {
  barringBan,
  BASE_CURRENCY,
  formatMoney,
  isOperator,
  MODE_TARIFF_KIND,
  tariffLane,
  totalIn,
  type Language,
  type RefineAnswerInputParsed,
  type RefineRequest,
} from '@cargo/domain';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { notFound } from '../organizations/index.js';
import { calculationAudit, currencyDigits } from '../pricing/index.js';
import type { StoredQuoteLeg } from '../../db/schema.js';
import { appendManualQuotation, calculationFacts } from './calculation-facts.repo.js';
import { laneBansOf, organizationNamed, type NamedOrganization } from './direction.repo.js';
import { assertOpen, calculationLink, requestView, visibleRequest, type RefineContext } from './refine-context.js';
import { insertAnswer, lockRequest, setStatus, type RefineRequestRow } from './refine-requests.repo.js';
import { dayText, requestParams } from './refine-view.js';

/**
 * Whose price it is: a partner's own organization (a different `organizationId` in the body is
 * ignored, as elsewhere); an operator names a partner organization, for a price it took by
 * phone or mail. A partner barred from the lane for the price's kind may not offer there
 * (Product specification, domain §6); operators are never barred, also when they enter a partner's price.
 */
async function sellerOf(
  context: RefineContext,
  caller: Caller,
  row: RefineRequestRow,
  input: RefineAnswerInputParsed,
): Promise<NamedOrganization> {
  if (isOperator(caller)) {
    const named = input.organizationId ? await organizationNamed(context.db, input.organizationId) : undefined;
    if (!named || named.type !== 'PARTNER')
      throw refuse([{ fieldName: 'organizationId', message: 'refineRequests.partnerRequired' }]);
    return named;
  }
  const lane = tariffLane(MODE_TARIFF_KIND[input.mode], row.fromCountry, row.toCountry);
  if (barringBan(await laneBansOf(context.db, caller.organizationId), lane))
    throw new AppError('FORBIDDEN', { message: 'tariffs.laneBarred' });
  return (await organizationNamed(context.db, caller.organizationId))!;
}

/**
 * The price in USD at the calculation's frozen rates, so that a manual quotation sorts among the
 * others as they were priced; a currency the rates lack is refused on `currency`.
 */
function priceInUsd(
  input: RefineAnswerInputParsed,
  rates: Record<string, string>,
  digits: Record<string, number>,
  today: string,
) {
  const problems: FieldProblem[] = [];
  if (input.validTo < today) problems.push({ fieldName: 'validTo', message: 'refineRequests.validToPast' });
  let totalUsd: number | undefined;
  try {
    if (digits[input.currency] === undefined || rates[input.currency] === undefined) throw new RangeError('no rate');
    totalUsd = totalIn({ [input.currency]: input.amount }, BASE_CURRENCY, { rubPerUnit: rates, digits });
  } catch {
    problems.push({ fieldName: 'currency', message: 'pricing.noRate' });
  }
  if (problems.length) throw refuse(problems);
  return totalUsd!;
}

/**
 * `POST /orders/calculations/{id}/refine-price/answers`: a partner's price for the whole lane
 * becomes a manual quotation of the calculation (one MAIN leg from its origin to its
 * destination, sold by the partner, no tariff), the request ANSWERED, and the client who asked
 * is told with the link to the calculation. Partners may keep answering an answered request:
 * the client compares their prices.
 */
export async function answerRequest(
  context: RefineContext,
  caller: Caller,
  calculationId: string,
  input: RefineAnswerInputParsed,
  language: Language,
  today: string,
): Promise<RefineRequest> {
  const { db, notifications } = context;
  const { row, standing } = await visibleRequest(db, caller, calculationId);
  if (standing === 'client') throw notFound();
  assertOpen(row);
  const seller = await sellerOf(context, caller, row, input);
  const facts = (await calculationFacts(db, calculationId))!;
  const digits = await currencyDigits(db);
  const totalUsd = priceInUsd(input, facts.rates, digits, today);
  const leg: StoredQuoteLeg = {
    role: 'MAIN',
    kind: MODE_TARIFF_KIND[input.mode],
    mode: input.mode,
    tariffId: null,
    organizationId: seller.id,
    carrierId: null,
    serviceId: null,
    surchargeId: null,
    from: `${row.fromPoint.type}:${row.fromPoint.id}`,
    to: `${row.toPoint.type}:${row.toPoint.id}`,
    currency: input.currency,
    cost: input.amount,
    vat: 0,
    vatPercent: null,
    transitDays: input.transitDays,
    distanceKm: null,
    validTo: input.validTo,
  };
  const notified = await db.transaction(async (tx) => {
    const locked = (await lockRequest(tx, row.id))!;
    assertOpen(locked);
    const added = await appendManualQuotation(tx, calculationId, { leg, totalUsd });
    await recordAudit(tx, { ...calculationAudit('answer', caller.userId, added.held), entityId: calculationId });
    await insertAnswer(tx, {
      requestId: row.id,
      quotationId: added.id,
      organizationId: seller.id,
      answeredBy: caller.userId,
      comment: input.comment || null,
    });
    if (locked.status === 'OPEN') await setStatus(tx, row.id, 'ANSWERED');
    return notifications.notify(
      tx,
      { userIds: [row.userId] },
      {
        kind: 'refine.answer',
        message: 'refineRequests.notice.ANSWER',
        params: {
          ...requestParams(row),
          organization: seller.name,
          price: formatMoney(input.amount, input.currency, digits[input.currency]!),
          transitDays: input.transitDays,
          validTo: dayText(input.validTo),
        },
        link: calculationLink(calculationId),
        mail: { subject: 'refineRequests.mail.subject.ANSWER', text: 'refineRequests.mail.text' },
      },
    );
  });
  await notifications.dispatch(notified);
  return requestView(db, caller, row.id, language);
}
