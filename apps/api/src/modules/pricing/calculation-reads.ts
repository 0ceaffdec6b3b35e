import { personName, type Calculation, type CalculationEvent, type Language, type PointKey } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../auth/index.js';
import { routeView, type RouteView } from './booked-routes.js';
import { ownedCalculation, sharedCalculation } from './calculation-access.js';
import { heldAfter } from './calculation-audit.js';
import { readsNow, type CalculationContext } from './calculation-context.js';
import { viewCalculation } from './calculation-view.js';
import { calculationEvents } from './calculations.repo.js';
import type { StoredQuoteLeg } from './calculations.schema.js';

/** `shared`: the public page, open to anyone with the id; otherwise the owner's organization (or anyone for a guest's). */
export async function getCalculation(
  context: CalculationContext,
  caller: Caller | undefined,
  id: string,
  language: Language,
  today: string,
  shared = false,
): Promise<Calculation> {
  const row = shared ? await sharedCalculation(context.db, id) : await ownedCalculation(context.db, caller, id);
  return viewCalculation(context, row, caller, language, today);
}

/** What happened to the calculation, oldest first ("view history"). */
export async function calculationHistory(db: Db, caller: Caller, id: string): Promise<CalculationEvent[]> {
  const row = await ownedCalculation(db, caller, id);
  return (await calculationEvents(db, row.id)).map((event) => ({
    action: event.action as CalculationEvent['action'],
    at: event.at.toISOString(),
    user:
      event.userId === null
        ? null
        : {
            id: event.userId,
            name: personName({
              firstName: event.firstName ?? '',
              lastName: event.lastName ?? '',
              middleName: event.middleName,
            }),
          },
    ...heldAfter(event.after),
  }));
}

/** A booked route to name: its legs, its ends, and whose amounts to withhold (none when not given). */
export interface BookedRoute {
  legs: readonly StoredQuoteLeg[];
  ends: [PointKey, PointKey];
  hidden?: (leg: StoredQuoteLeg) => boolean;
}

/** A booked route named in the language; `hidden` withholds a leg's amounts. */
export async function bookedRouteView(
  context: CalculationContext,
  { legs, ends, hidden = () => false }: BookedRoute,
  language: Language,
): Promise<RouteView> {
  return routeView(await readsNow(context), legs, ends, language, hidden);
}

/** The routes of a list page, named with one read of the reference versions. */
export async function bookedRouteViews(
  context: CalculationContext,
  routes: readonly BookedRoute[],
  language: Language,
): Promise<RouteView[]> {
  const reads = await readsNow(context);
  return Promise.all(
    routes.map((route) => routeView(reads, route.legs, route.ends, language, route.hidden ?? (() => false))),
  );
}
