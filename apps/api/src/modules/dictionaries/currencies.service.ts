import {
  referencesTo,
  DICTIONARIES,
  type Currency,
  type ExchangeRate,
  type Language,
  type currencyInputSchema,
  type exchangeRateInputSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { noDeleteGuard, type DeleteGuard } from '../../delete-guard.js';
import { isUniqueViolation } from '../../db/errors.js';
import { assertCurrent, lostEdit } from '../../db/versions.js';
import type { Page } from '../../db/list.js';
import { AppError } from '../../errors.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { notFound } from '../organizations/index.js';
import {
  countRates,
  deleteCurrency,
  findCurrency,
  findCurrencyRow,
  insertCurrency,
  insertExchangeRate,
  listCurrencies,
  listRates,
  toRate,
  updateCurrency,
  type CurrencyListQuery,
} from './currencies.repo.js';
import { countReferring } from './entries.repo.js';

type CurrencyInput = z.output<typeof currencyInputSchema>;
type RateInput = z.output<typeof exchangeRateInputSchema>;

export interface CurrenciesService {
  /**
   * Operators see every currency, the public the active ones. A currency's rate is the latest
   * valid on `today`, the caller's day (`request.today`), here and in the answers below.
   */
  list(query: CurrencyListQuery, language: Language, today: string, publicRead: boolean): Promise<Page<Currency>>;
  get(code: string, language: Language, today: string): Promise<Currency>;
  create(caller: Caller, input: CurrencyInput, language: Language, today: string): Promise<Currency>;
  /** `expected`: the versions If-Match names; undefined changes whatever version is there. */
  update(
    caller: Caller,
    code: string,
    input: CurrencyInput,
    language: Language,
    today: string,
    expected?: ExpectedVersions,
  ): Promise<Currency>;
  remove(caller: Caller, code: string): Promise<void>;
  rates(code: string, query: { page: number; size: number }): Promise<Page<ExchangeRate>>;
  addRate(caller: Caller, code: string, input: RateInput): Promise<ExchangeRate>;
}

const codeTaken = () =>
  new AppError('BAD_REQUEST', {
    message: 'validation.unique',
    fields: [{ fieldName: 'code', message: 'validation.unique' }],
  });

/**
 * Currencies (ISO 4217) and the exchange rates operators keep: a rate is never overwritten, a new
 * one is a new row from its date on, so yesterday's calculations keep yesterday's rates.
 */
export function createCurrenciesService(db: Db, deleteGuard: DeleteGuard = noDeleteGuard): CurrenciesService {
  async function existing(code: string) {
    const row = await findCurrencyRow(db, code.toUpperCase());
    if (!row) throw notFound();
    return row;
  }

  return {
    list: (query, language, today, publicRead) =>
      listCurrencies(db, { ...query, activeOnly: publicRead }, language, today),

    async get(code, language, today) {
      const currency = await findCurrency(db, code.toUpperCase(), language, today);
      if (!currency) throw notFound();
      return currency;
    },

    async create(caller, input, language, today) {
      await db
        .transaction(async (tx) => {
          const row = await insertCurrency(tx, input);
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'currency',
            entityId: input.code,
            action: 'create',
            after: row,
          });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw codeTaken();
          throw error;
        });
      return this.get(input.code, language, today);
    },

    async update(caller, code, input, language, today, expected) {
      const before = await existing(code);
      assertCurrent(expected, before.version);
      if (input.code !== before.code)
        throw new AppError('BAD_REQUEST', { fields: [{ fieldName: 'code', message: 'validation.invalidValue' }] });
      await db.transaction(async (tx) => {
        const after = await updateCurrency(tx, before.code, input, expected);
        // Changed or deleted by someone else since it was read.
        if (!after) throw lostEdit(expected);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'currency',
          entityId: code,
          action: 'update',
          before,
          after,
        });
      });
      return this.get(before.code, language, today);
    },

    async remove(caller, code) {
      const before = await existing(code);
      await db.transaction(async (tx) => {
        let referring = await countRates(tx, before.code);
        for (const reference of referencesTo(DICTIONARIES, 'currencies'))
          referring += await countReferring(tx, reference.dictionary, reference.field, before.code);
        if (referring) throw new AppError('CONFLICT', { message: 'dictionaries.deleteBlocked.currency' });
        const blocked = await deleteGuard(tx, { type: 'currency', code: before.code });
        if (blocked) throw blocked;
        await deleteCurrency(tx, before.code);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'currency',
          entityId: code,
          action: 'delete',
          before,
        });
      });
    },

    async rates(code, query) {
      const row = await existing(code);
      return listRates(db, row.code, query);
    },

    async addRate(caller, code, input) {
      const row = await existing(code);
      try {
        return await db.transaction(async (tx) => {
          const rate = await insertExchangeRate(tx, {
            currencyCode: row.code,
            rate: input.rate,
            validFrom: input.validFrom,
            createdBy: caller.userId,
          });
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'exchangeRate',
            entityId: rate.id,
            action: 'create',
            after: rate,
          });
          return toRate(rate);
        });
      } catch (error) {
        // One rate per currency and day: a correction is a rate of a new day, so history stays.
        if (isUniqueViolation(error))
          throw new AppError('BAD_REQUEST', {
            message: 'validation.unique',
            fields: [{ fieldName: 'validFrom', message: 'validation.unique' }],
          });
        throw error;
      }
    },
  };
}
