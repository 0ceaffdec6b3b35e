import { isOperator, type Language, type RefineRequest } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { notFound } from '../organizations/index.js';
import type { Direction } from './direction.repo.js';
import { currentRequestOf, findRecord, isRecipient, type RefineRequestRow } from './refine-requests.repo.js';
import { toRefineRequest } from './refine-view.js';

/** What the request, notice and answer flows share. */
export interface RefineContext {
  db: Db;
  notifications: NotificationsService;
  /** A guest's calculation becomes the caller's (the pricing module's rule for saving it). */
  attachGuest(calculationId: string, owner: { userId: number; organizationId: number }): Promise<void>;
}

/**
 * Where a notice sends a partner to give its price: the request itself, the partners' list with
 * the request's drawer open (the web app reads `request`, the calculation's id).
 */
export const partnerLink = (calculationId: string) =>
  `/partner/empty-orders?request=${encodeURIComponent(calculationId)}`;
/** Where the client sees its calculation again: the wizard reloads a calculation named in the hash. */
export const calculationLink = (calculationId: string) => `/book/wizard#${calculationId}`;

/** How the caller stands to a request: an operator, the client who asked, a partner notified of it. */
export type Standing = 'operator' | 'client' | 'partner';

export const directionOf = (row: RefineRequestRow): Direction => ({
  fromCountry: row.fromCountry,
  toCountry: row.toCountry,
});

/**
 * The calculation's current request as the caller may see it: operators every one, the client
 * organization that asked its own, a partner one it was notified of and not withdrawn from.
 * Anything else is not found (docs/architecture.md §4), so nobody learns which requests exist.
 */
export async function visibleRequest(
  db: Db,
  caller: Caller,
  calculationId: string,
  requestId?: number | null,
): Promise<{ row: RefineRequestRow; standing: Standing }> {
  const row = await currentRequestOf(db, calculationId);
  if (!row || (requestId != null && requestId !== row.id)) throw notFound();
  if (isOperator(caller)) return { row, standing: 'operator' };
  if (row.organizationId === caller.organizationId) return { row, standing: 'client' };
  if (await isRecipient(db, row.id, caller.organizationId)) return { row, standing: 'partner' };
  throw notFound();
}

/** Refuses work on a withdrawn request. */
export function assertOpen(row: Pick<RefineRequestRow, 'status'>): void {
  if (row.status === 'CANCELLED') throw new AppError('CONFLICT', { message: 'refineRequests.withdrawn' });
}

/** The request as the list shows it to the caller. */
export async function requestView(db: Db, caller: Caller, id: number, language: Language): Promise<RefineRequest> {
  const operator = isOperator(caller);
  const record = await findRecord(db, id, operator ? undefined : caller.organizationId);
  if (!record) throw notFound();
  return toRefineRequest(record, language, operator);
}
