import type { Db } from '../../db/connection.js';
import * as calculations from './calculations.repo.js';
import * as rates from './rates.repo.js';

/**
 * What other modules do with calculations directly, with their own database or transaction
 * (a partner's answer to "clarify the price" adds its seller in the answer's transaction). The
 * SQL is in the repositories, which the module's entry does not export.
 */

/** Adds a partner's manual answer's seller to the calculation's, in the caller's transaction. */
export const addSeller = (db: Db, calculationId: string, leg: Parameters<typeof calculations.addSeller>[2]) =>
  calculations.addSeller(db, calculationId, leg);

/** A calculation's stored row; undefined when there is none. */
export const findCalculation = (db: Db, id: string) => calculations.findCalculation(db, id);

/** The calculation's quotations in order. */
export const quotationsOf = (db: Db, calculationId: string) => calculations.quotationsOf(db, calculationId);

/** The decimals of each currency, by code, to round a price as the quote engine does. */
export const currencyDigits = (db: Db) => rates.currencyDigits(db);
