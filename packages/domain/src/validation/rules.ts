import { z } from 'zod';
import { isCommonPassword } from './common-passwords.js';

/**
 * Field rules that the API and the web forms both check (docs/architecture.md §3): written once, here.
 * Each failure names a catalogue key, so it is translated wherever it is shown.
 */

/** At least eight characters with a digit, a lower-case and an upper-case letter (Product specification, domain §5). */
export const PASSWORD_MIN_LENGTH = 8;

export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /\d/.test(value) && /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value);
}

/**
 * A new password: the composition rule, and not on the shipped list of common and breached
 * passwords (NIST SP 800-63B), which is checked only once the rule holds.
 */
export const passwordSchema = z
  .string()
  .min(1)
  .max(128)
  .refine(isStrongPassword, { message: 'validation.password', abort: true })
  .refine((value) => !isCommonPassword(value), { message: 'validation.commonPassword' });

/** An e-mail address, compared and stored in lower case. */
export const emailSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

/** Russian bank and tax identifiers: exact digit counts (Product specification, domain §5). */
export const BANK_DIGITS = {
  accountNumber: 20,
  corrAccount: 20,
  inn: 10,
  bik: 9,
  ogrn: 13,
  kpp: 9,
  rrc: 9,
} as const;

/** Exactly `count` digits; an empty value counts as not given. */
export function digitsSchema(count: number) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || new RegExp(`^\\d{${count}}$`).test(value), {
      message: 'validation.digits',
      params: { count },
    })
    .transform((value) => (value === '' ? null : value));
}

/** A host name for a white-label sub-domain: letters, digits and hyphens in dot-separated labels. */
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z\d]([a-z\d-]{0,61}[a-z\d])?)(\.[a-z\d]([a-z\d-]{0,61}[a-z\d])?)*$/, {
    message: 'validation.domain',
  });

/** A phone number as people type it: digits with an optional +, spaces, brackets and hyphens. */
export const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[\d\s()-]{5,}$/, { message: 'validation.invalidValue' });

/** A person's name part. */
export const nameSchema = z.string().trim().min(1).max(100);

/**
 * Row ids, bounded to what their column holds (docs/decisions.md D91): an id
 * beyond it is refused here with 400, not passed on to fail in the database with 500. Every id of
 * a body, a path or a query string takes one of these.
 */
/** The largest value of an `integer` (`serial`) column. */
export const MAX_ID = 2_147_483_647;
/** The largest `bigserial` id the API handles as a number (mode 'number'): exact up to 2^53 - 1. */
export const MAX_LONG_ID = Number.MAX_SAFE_INTEGER;

/** A row id in a body: a positive 32-bit integer. */
export const idSchema = z.number().int().positive().max(MAX_ID);
/** A row id of a `bigserial` column (notifications, mails, audit entries) in a body. */
export const longIdSchema = z.number().int().positive().max(MAX_LONG_ID);
/** A row id in a path or a query string, where it comes as text. */
export const pathIdSchema = z.coerce.number().int().positive().max(MAX_ID);
/** A `bigserial` row id in a path or a query string. */
export const longPathIdSchema = z.coerce.number().int().positive().max(MAX_LONG_ID);
/** The params of a route `…/:id`. */
export const idParamsSchema = z.object({ id: pathIdSchema });

/** An ISO 4217 currency code, as typed: trimmed and upper-cased, then exactly three letters. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{3}$/, { message: 'validation.invalidValue' }));
