import { placeKey, refineCargoFactsOf, type PointKey } from '@cargo/domain';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { canSee } from '../organizations/index.js';
import { entryNames } from '../dictionaries/index.js';
import { calculationFacts, namedPoint, type CalculationFacts } from './calculation-facts.repo.js';
import { servingPartners } from './direction.repo.js';
import { directionOf, partnerLink, type RefineContext } from './refine-context.js';
import { currentRequestOf, insertRequest, recordNotices, type NewRefineRequest } from './refine-requests.repo.js';
import type { RefineCargoStored } from './refine-requests.schema.js';
import { noticeKind, requestParams } from './refine-view.js';

const noCalculation = () => new AppError('NOT_FOUND', { message: 'pricing.noCalculations' });

/**
 * The calculation a caller may ask about: its organization's (operators any). A guest's one,
 * not yet anybody's, becomes the caller's first, as saving it does: the answer needs someone to
 * tell, and a guest who signs in to ask must not lose the calculation on the way.
 */
async function askable(context: RefineContext, caller: Caller, id: string): Promise<CalculationFacts> {
  let facts = await calculationFacts(context.db, id);
  if (facts && facts.userId === null) {
    await context.attachGuest(id, { userId: caller.userId, organizationId: caller.organizationId });
    facts = await calculationFacts(context.db, id);
  }
  if (!facts || facts.userId === null || facts.organizationId === null || !canSee(caller, facts.organizationId))
    throw noCalculation();
  return facts;
}

/** The request's copy of the calculation: its ends and cargo named in every language. */
async function snapshot(context: RefineContext, facts: CalculationFacts): Promise<NewRefineRequest> {
  const { request } = facts;
  const fromPoint = await namedPoint(context.db, placeKey(request.from) as PointKey);
  const toPoint = await namedPoint(context.db, placeKey(request.to) as PointKey);
  const cargo = refineCargoFactsOf(request.cargo);
  const names = await entryNames(
    context.db,
    cargo.types.map((type) => type.id),
  );
  const stored: RefineCargoStored = {
    ...cargo,
    types: cargo.types.map((type) => ({ ...type, names: names.get(type.id) ?? { en: '—' } })),
  };
  return {
    calculationId: facts.id,
    organizationId: facts.organizationId!,
    userId: facts.userId!,
    fromPoint,
    toPoint,
    fromCountry: fromPoint.countryCode,
    toCountry: toPoint.countryCode,
    cargo: stored,
    readyDate: facts.readyDate,
  };
}

/**
 * "Clarify the price": the calculation's open request, made now if it has none, and the partners
 * serving its direction told of it with the cargo (the REQUEST notice, a notification and a mail
 * each). An outdated calculation is refused: nobody can price a ready date that has passed.
 */
export async function openRequest(
  context: RefineContext,
  caller: Caller,
  calculationId: string,
  today: string,
): Promise<{ id: number; created: boolean }> {
  const { db, notifications } = context;
  const facts = await askable(context, caller, calculationId);
  const existing = await currentRequestOf(db, calculationId);
  if (existing && existing.status !== 'CANCELLED') return { id: existing.id, created: false };
  if (facts.readyDate < today) throw new AppError('CONFLICT', { message: 'pricing.outdated' });
  const values = await snapshot(context, facts);
  const outcome = await db.transaction(async (tx) => {
    const row = await insertRequest(tx, values);
    // Asked twice at the same moment: the other call made it.
    if (!row) return undefined;
    const partners = await servingPartners(tx, directionOf(row));
    const organizationIds = partners.map((partner) => partner.id);
    await recordNotices(tx, row.id, organizationIds, {
      type: 'REQUEST',
      via: null,
      sentByOrganizationId: caller.organizationId,
      sentByUserId: caller.userId,
    });
    const notified = await notifications.notify(
      tx,
      { organizationIds },
      {
        kind: noticeKind('REQUEST'),
        message: 'refineRequests.notice.REQUEST',
        params: requestParams(row),
        link: partnerLink(calculationId),
        mail: { subject: 'refineRequests.mail.subject.REQUEST', text: 'refineRequests.mail.text' },
      },
    );
    return { id: row.id, notified };
  });
  if (!outcome) return { id: (await currentRequestOf(db, calculationId))!.id, created: false };
  await notifications.dispatch(outcome.notified);
  return { id: outcome.id, created: true };
}
