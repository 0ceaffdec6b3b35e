import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { canSee } from '../organizations/index.js';
import type { Db } from '../../db/connection.js';
import { findCalculation, type CalculationRow } from './calculations.repo.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the id can name a calculation at all: anything but a UUID is not looked up. */
export const isCalculationId = (id: string): boolean => UUID.test(id);

export function noCalculation(): AppError {
  return new AppError('NOT_FOUND', { message: 'pricing.noCalculations' });
}

/** Any calculation by its id: the public page, open to anyone with the link. */
export async function sharedCalculation(db: Db, id: string): Promise<CalculationRow> {
  const row = isCalculationId(id) ? await findCalculation(db, id) : undefined;
  if (!row) throw noCalculation();
  return row;
}

/** The caller's own calculation (its organization's; operators any); a guest's is anyone's. */
export async function ownedCalculation(db: Db, caller: Caller | undefined, id: string): Promise<CalculationRow> {
  const row = await sharedCalculation(db, id);
  if (row.userId === null) return row;
  if (!caller || row.organizationId === null || !canSee(caller, row.organizationId)) throw noCalculation();
  return row;
}

/** The caller may act on it: its organization's (operators any), or a guest's nobody has taken. */
export function editableBy(row: CalculationRow, caller: Caller | undefined): boolean {
  if (!caller) return false;
  return row.userId === null || (row.organizationId !== null && canSee(caller, row.organizationId));
}
