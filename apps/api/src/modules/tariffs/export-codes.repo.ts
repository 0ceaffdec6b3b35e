import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { currencies, dictionaryEntries } from '../../db/schema.js';
import type { ExportCodes } from '../tariff-sheets/index.js';
import { isTariffContainer } from './references.repo.js';

/** Container types every template offers first, in this order (20', 40', 40'HC). */
export const LEADING_CONTAINER_CODES = ['22G1', '42G1', '45G1'] as const;

const ITEM_DICTIONARIES = ['container-types', 'vehicle-types', 'pallet-types'] as const;

/** Container types of tariffs are the COMMON (ISO) ones; trucks' and ULDs' have kinds of their own. */
const isCommon = isTariffContainer(dictionaryEntries.attributes);

/**
 * The codes an export writes for what tariffs name by id: every container (COMMON), vehicle and
 * pallet type, inactive ones too (an old tariff may still price one), and the minor units of
 * every currency. Dictionaries of a few hundred entries: read whole, once per export.
 */
export async function loadExportCodes(db: Db): Promise<ExportCodes> {
  const entries = await db
    .select({ id: dictionaryEntries.id, dictionary: dictionaryEntries.dictionary, code: dictionaryEntries.code })
    .from(dictionaryEntries)
    .where(
      and(
        inArray(dictionaryEntries.dictionary, [...ITEM_DICTIONARIES]),
        or(ne(dictionaryEntries.dictionary, 'container-types'), isCommon),
      ),
    );
  const of = (dictionary: (typeof ITEM_DICTIONARIES)[number]) =>
    new Map(
      entries.flatMap((entry) => (entry.dictionary === dictionary && entry.code ? [[entry.id, entry.code]] : [])),
    );
  const units = await db.select({ code: currencies.code, minorUnits: currencies.minorUnits }).from(currencies);
  return {
    containerTypes: of('container-types'),
    vehicleTypes: of('vehicle-types'),
    palletTypes: of('pallet-types'),
    currencyMinorUnits: new Map(units.map((unit) => [unit.code.toUpperCase(), unit.minorUnits])),
  };
}

/**
 * The price columns of a template's container sheets: the marketplace's active COMMON container
 * types, 22G1, 42G1 and 45G1 first, then the others by code.
 */
export async function templateContainerCodes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ code: dictionaryEntries.code })
    .from(dictionaryEntries)
    .where(
      and(
        eq(dictionaryEntries.dictionary, 'container-types'),
        eq(dictionaryEntries.active, true),
        isNull(dictionaryEntries.organizationId),
        isCommon,
      ),
    )
    .orderBy(asc(dictionaryEntries.code));
  const codes = rows.flatMap((row) => (row.code ? [row.code.toUpperCase()] : []));
  const rank = (code: string) => {
    const index = (LEADING_CONTAINER_CODES as readonly string[]).indexOf(code);
    return index < 0 ? LEADING_CONTAINER_CODES.length : index;
  };
  // A stable sort keeps the others in code order.
  return codes.sort((a, b) => rank(a) - rank(b));
}
