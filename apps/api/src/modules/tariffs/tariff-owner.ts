import type { Db } from '../../db/connection.js';
import { refuse } from '../../errors.js';
import { organizationTypes } from './references.repo.js';

/**
 * An organization an operator names as a tariff's new owner: one that exists (else
 * `error.notFound`) and keeps tariffs, a partner or operator (a client: `validation.invalidValue`).
 * Refused (400) on `field`, the body field that named it.
 */
export async function checkTariffOwner(db: Db, organizationId: number, field: string): Promise<void> {
  const type = (await organizationTypes(db, new Set([organizationId]))).get(organizationId);
  if (!type) throw refuse([{ fieldName: field, message: 'error.notFound' }]);
  if (type === 'CLIENT') throw refuse([{ fieldName: field, message: 'validation.invalidValue' }]);
}
