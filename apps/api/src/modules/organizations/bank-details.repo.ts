import { and, eq, sql } from 'drizzle-orm';
import type { BankDetails, BankDetailsInput } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { nextVersion, versionGuard } from '../../db/versions.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { organizationBankDetails } from './organizations.schema.js';

type BankDetailsRow = typeof organizationBankDetails.$inferSelect;

function toBankDetails(row: BankDetailsRow): BankDetails {
  return {
    id: row.id,
    organizationId: row.organizationId,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    corrAccount: row.corrAccount,
    inn: row.inn,
    bik: row.bik,
    ogrn: row.ogrn,
    kpp: row.kpp,
    rrc: row.rrc,
    legalAddress: row.legalAddress,
    actualAddress: row.actualAddress,
    // numeric arrives as text from both drivers; a percent with a few decimals is safe as a number.
    conversionPercent: row.conversionPercent === null ? null : Number(row.conversionPercent),
    clientLimit: row.clientLimit,
    version: row.version,
  };
}

/** The columns as the input sets them: every field replaced, an omitted one cleared. */
function bankDetailsValues(input: BankDetailsInput) {
  return {
    bankName: input.bankName ?? null,
    accountNumber: input.accountNumber ?? null,
    corrAccount: input.corrAccount ?? null,
    inn: input.inn ?? null,
    bik: input.bik ?? null,
    ogrn: input.ogrn ?? null,
    kpp: input.kpp ?? null,
    rrc: input.rrc ?? null,
    legalAddress: input.legalAddress ?? null,
    actualAddress: input.actualAddress ?? null,
    conversionPercent:
      input.conversionPercent === null || input.conversionPercent === undefined
        ? null
        : String(input.conversionPercent),
    clientLimit: input.clientLimit ?? null,
  };
}

export async function findBankDetails(db: Db, organizationId: number): Promise<BankDetails | undefined> {
  const [row] = await db
    .select()
    .from(organizationBankDetails)
    .where(eq(organizationBankDetails.organizationId, organizationId));
  return row ? toBankDetails(row) : undefined;
}

export async function insertBankDetails(db: Db, organizationId: number, input: BankDetailsInput): Promise<BankDetails> {
  const [row] = await db
    .insert(organizationBankDetails)
    .values({ organizationId, ...bankDetailsValues(input) })
    .returning();
  return toBankDetails(row!);
}

/** Undefined when they are gone or, for a guarded edit, no longer at an expected version. */
export async function updateBankDetails(
  db: Db,
  organizationId: number,
  input: BankDetailsInput,
  expected: ExpectedVersions,
): Promise<BankDetails | undefined> {
  const [row] = await db
    .update(organizationBankDetails)
    .set({ ...bankDetailsValues(input), updatedAt: sql`now()`, version: nextVersion(organizationBankDetails.version) })
    .where(
      and(
        eq(organizationBankDetails.organizationId, organizationId),
        versionGuard(organizationBankDetails.version, expected),
      ),
    )
    .returning();
  return row && toBankDetails(row);
}
