import {
  calculationAudience,
  calculationReference,
  fieldsBarred,
  personName,
  pickText,
  placeKey,
  refineCargoFactsOf,
  sellerShare,
  shownCurrency,
  totalIn,
  type CalculationListItem,
  type CalculationListQuery,
  type Language,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { entryNames } from '../dictionaries/index.js';
import {
  bestQuotations,
  bookingsOf,
  deleteCalculation,
  legsOf,
  listCalculations,
  ownersOf,
  type CalculationViewer,
} from './calculation-lists.repo.js';
import type { CalculationsService } from './calculations.service.js';
import { currencyDigits } from './rates.repo.js';

export interface CalculationListsService {
  /** The calculations the caller sees (docs/decisions.md D107). */
  /** `today`: the caller's day, by which a calculation is outdated. */
  list(
    caller: Caller,
    query: CalculationListQuery,
    language: Language,
    today: string,
  ): Promise<Page<CalculationListItem>>;
  /** Deletes a calculation of the caller's organization that was not booked. */
  remove(caller: Caller, id: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function viewerOf(caller: Caller): CalculationViewer {
  const audience = calculationAudience(caller);
  return audience === 'operator' ? { audience } : { audience, organizationId: caller.organizationId };
}

/** A filter or a sort on a field the caller's audience may not use is a field error, as an unknown field is. */
function barredUse(caller: Caller, query: CalculationListQuery): FieldProblem[] {
  const barred = new Set<string>(fieldsBarred(calculationAudience(caller)));
  const problems: FieldProblem[] = query.filters.flatMap((filter, at) =>
    barred.has(filter.field) ? [{ fieldName: `filters.${at}.field`, message: 'lists.unknownField' as const }] : [],
  );
  if (query.sort && barred.has(query.sort.field)) problems.push({ fieldName: 'sort', message: 'lists.unknownField' });
  return problems;
}

export function createCalculationListsService(deps: {
  db: Db;
  calculations: CalculationsService;
}): CalculationListsService {
  const { db, calculations } = deps;

  return {
    async list(caller, query, language, today) {
      const problems = barredUse(caller, query);
      if (problems.length > 0) throw refuse(problems);
      const viewer = viewerOf(caller);
      const page = await listCalculations(db, viewer, query, today);
      const ids = page.items.map((row) => row.id);
      const partner = viewer.audience === 'partner' ? viewer : null;
      const [ends, best, bookings, shares, digits] = await Promise.all([
        calculations.routeViews(
          page.items.map((row) => ({ legs: [], ends: [placeKey(row.request.from), placeKey(row.request.to)] })),
          language,
        ),
        partner ? new Map() : bestQuotations(db, ids),
        bookingsOf(db, viewer, ids),
        partner ? legsOf(db, ids) : [],
        currencyDigits(db),
      ]);
      const cargoes = page.items.map((row) => refineCargoFactsOf(row.request.cargo));
      const typeNames = await entryNames(db, [...new Set(cargoes.flatMap((cargo) => cargo.types.map((t) => t.id)))]);
      const owners =
        viewer.audience === 'operator'
          ? await ownersOf(
              db,
              page.items.flatMap((row) => (row.organizationId === null ? [] : [row.organizationId])),
              page.items.flatMap((row) => (row.userId === null ? [] : [row.userId])),
            )
          : null;
      const shareOf = new Map(
        shares.map((row) => [
          row.id,
          partner ? sellerShare(row.legs, row.quotations ?? [], partner.organizationId) : null,
        ]),
      );

      const items = page.items.map((row, at): CalculationListItem => {
        const quotation = best.get(row.id);
        const shownIn = quotation ? shownCurrency(row.request.currency, quotation.totals) : null;
        const organizationName =
          row.organizationId === null ? undefined : owners?.organizations.get(row.organizationId);
        const user = row.userId === null ? undefined : owners?.users.get(row.userId);
        const cargo = cargoes[at]!;
        return {
          id: row.id,
          reference: calculationReference(row.id),
          createdAt: row.createdAt.toISOString(),
          readyDate: row.readyDate,
          from: ends[at]!.from,
          to: ends[at]!.to,
          cargo: {
            ...cargo,
            types: cargo.types.map((type) => {
              const names = typeNames.get(type.id);
              return { ...type, name: names ? pickText(names, language) : '—' };
            }),
          },
          saved: row.saved,
          outdated: row.outdated,
          booked: row.booked,
          order: bookings.get(row.id) ?? null,
          quotations: partner ? null : (quotation?.count ?? 0),
          bestQuotationId: quotation?.id ?? null,
          bestPrice:
            quotation && shownIn
              ? {
                  amount: totalIn(quotation.totals, shownIn, { rubPerUnit: row.rates, digits }),
                  currency: shownIn,
                }
              : null,
          bestPriceUsd: quotation?.totalUsd ?? null,
          transitDays: quotation?.fastestTransitDays ?? null,
          organization: organizationName === undefined ? null : { id: row.organizationId!, name: organizationName },
          user: user
            ? {
                id: user.id,
                name: personName({
                  firstName: user.first_name,
                  lastName: user.last_name,
                  middleName: user.middle_name,
                }),
              }
            : null,
          guest: viewer.audience === 'operator' && row.userId === null,
          share: partner ? (shareOf.get(row.id) ?? []) : null,
        };
      });
      return { items, total: page.total };
    },

    async remove(caller, id) {
      const missing = () => new AppError('NOT_FOUND', { message: 'pricing.noCalculations' });
      if (!UUID.test(id)) throw missing();
      // The audit row outlives the calculation: who deleted which one, and when.
      const outcome = await deleteCalculation(db, id, caller.organizationId, (tx) =>
        recordAudit(tx, { actorUserId: caller.userId, entity: 'calculation', entityId: id, action: 'delete' }),
      );
      if (outcome === 'missing') throw missing();
      if (outcome === 'booked') throw new AppError('CONFLICT', { message: 'quotationLists.bookedNotDeleted' });
    },
  };
}
