import { z } from 'zod';
import type { MessageKey } from '../messages/index.js';
import { calculationRequestSchema } from '../pricing/contracts.js';
import { legModeSchema } from '../pricing/enums.js';
import { CONTAINER_MAX_LOAD_KG, VEHICLE_BODIES } from '../reference/enums.js';
import { MAX_PRICE_MINOR } from '../tariffs/contracts.js';
import { currencyCodeSchema, emailSchema, idSchema, phoneSchema } from '../validation/rules.js';

/**
 * What a booking says besides the quotation it books (Product specification, domain §3 "Order", §5 "Orders"):
 * the parties, the cargo's details, the terms of sale and the pickup. The same schema checks the
 * booking form in the browser and the body in the API.
 */

/** Incoterms 2010 as the spec lists them (Product specification, domain §9), DAT included. */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DAT', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/**
 * Notify parties an order may name besides the consignee. The spec sets a limit without its
 * figure; three is what a bill of lading's notify box takes in practice and what the product
 * allows elsewhere for contacts (1 to 3 contact persons), docs/decisions.md D79.
 */
export const MAX_NOTIFY_PARTIES = 3;

const required = (max: number) => z.string().trim().min(1, { message: 'validation.required' }).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** A field that may be left out or blank (none), else checked by `schema`. */
const blankOr = <T extends z.ZodType<string | null, string>>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((value) => value || null);

/** A shipper, consignee or notify party: who they are and how to reach them. */
export const orderPartySchema = z.object({
  name: required(200),
  address: required(500),
  contactPerson: optionalText(200),
  phone: blankOr(phoneSchema),
  email: blankOr(emailSchema),
  /** The party's tax number (INN in Russia, any other country's own). */
  taxId: optionalText(32),
});
export type OrderParty = z.output<typeof orderPartySchema>;
export type OrderPartyInput = z.input<typeof orderPartySchema>;

/** The container number a 20' box is entered with (9 digits) and a 40' one (11 characters: owner, serial, check digit). */
export const CONTAINER_NUMBER_PATTERNS = {
  TWENTY: /^\d{9}$/,
  FORTY: /^[A-Z]{4}\d{7}$/,
} as const;
export type ContainerSizeClass = keyof typeof CONTAINER_NUMBER_PATTERNS;

/** A container type's class by its length in feet (20; 40 or 45); other types have no number rule. */
export function containerSizeClass(sizeFeet: number | null | undefined): ContainerSizeClass | null {
  if (sizeFeet === 20) return 'TWENTY';
  if (sizeFeet === 40 || sizeFeet === 45) return 'FORTY';
  return null;
}

/** The message of a container number that does not fit its type's hint, or null. */
export function containerNumberIssue(sizeClass: ContainerSizeClass | null, number: string | null): MessageKey | null {
  if (number === null || sizeClass === null) return null;
  if (CONTAINER_NUMBER_PATTERNS[sizeClass].test(number)) return null;
  return sizeClass === 'TWENTY' ? 'orders.containerNumber20' : 'orders.containerNumber40';
}

/** One container of the booking: its type, its number once known, the cargo it holds (at most 28 t). */
export const orderContainerSchema = z.object({
  containerTypeId: idSchema,
  number: z
    .string()
    .trim()
    .toUpperCase()
    .max(11)
    .nullish()
    .transform((value) => value || null),
  weightKg: z
    .number()
    .positive()
    .max(CONTAINER_MAX_LOAD_KG, { message: 'orders.containerMaxLoad' })
    .nullish()
    .transform((value) => value ?? null),
});
export type OrderContainer = z.output<typeof orderContainerSchema>;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.invalidValue' });

/** When the truck may come for the cargo: a day and a window of hours. */
export const pickupSchema = z
  .object({ date: z.iso.date(), from: timeSchema.nullish(), to: timeSchema.nullish() })
  .refine((pickup) => !pickup.from || !pickup.to || pickup.from < pickup.to, {
    message: 'orders.pickupWindow',
    path: ['to'],
  });

/** Money a booking names (the cargo's value): minor units of a currency. */
export const bookingMoneySchema = z.object({
  amount: z.number().int().positive().max(MAX_PRICE_MINOR),
  currency: currencyCodeSchema,
});

/** The booking's details: everything but the quotation. A copy or a manual booking reuses them. */
export const bookingDetailsSchema = z.object({
  shipper: orderPartySchema,
  consignee: orderPartySchema,
  notifyParties: z.array(orderPartySchema).max(MAX_NOTIFY_PARTIES, { message: 'orders.notifyPartiesMax' }).default([]),
  containers: z.array(orderContainerSchema).max(100).default([]),
  incoterms: z
    .enum(INCOTERMS)
    .nullish()
    .transform((value) => value ?? null),
  cargoValue: bookingMoneySchema.nullish().transform((value) => value ?? null),
  /** What the cargo is, as it goes on the documents. */
  description: optionalText(1000),
  hsCode: blankOr(
    z
      .string()
      .trim()
      .regex(/^\d{4,10}$/, { message: 'orders.hsCode' }),
  ),
  pickup: pickupSchema.nullish().transform((value) => value ?? null),
  truckCount: z
    .number()
    .int()
    .min(1)
    .max(99)
    .nullish()
    .transform((value) => value ?? null),
  truckType: z
    .enum(VEHICLE_BODIES)
    .nullish()
    .transform((value) => value ?? null),
  /** The client's own reference of the cargo (internalId): the lists search by it. */
  internalId: optionalText(64),
  comment: optionalText(2000),
});
export type BookingDetails = z.output<typeof bookingDetailsSchema>;
export type BookingDetailsInput = z.input<typeof bookingDetailsSchema>;

/** `POST /orders`: book a quotation of a calculation. */
export const bookingBodySchema = bookingDetailsSchema.extend({
  calculationId: z.uuid(),
  quotationId: idSchema,
});
export type BookingBody = z.output<typeof bookingBodySchema>;
export type BookingBodyInput = z.input<typeof bookingBodySchema>;

/** The booking's rules that need the dictionary of container types (their length in feet by id). */
export function bookingIssues(
  details: Pick<BookingDetails, 'containers' | 'pickup'>,
  containerFeet: ReadonlyMap<number, number | null>,
  today: string,
): { fieldName: string; message: MessageKey }[] {
  const issues: { fieldName: string; message: MessageKey }[] = [];
  details.containers.forEach((container, index) => {
    if (!containerFeet.has(container.containerTypeId))
      issues.push({ fieldName: `containers.${index}.containerTypeId`, message: 'error.notFound' });
    const problem = containerNumberIssue(
      containerSizeClass(containerFeet.get(container.containerTypeId)),
      container.number,
    );
    if (problem) issues.push({ fieldName: `containers.${index}.number`, message: problem });
  });
  if (details.pickup && details.pickup.date < today)
    issues.push({ fieldName: 'pickup.date', message: 'orders.pickupInPast' });
  return issues;
}

/** One carrier's price for the whole lane in an operator's manual booking. */
export const manualCarrierSchema = z.object({
  organizationId: idSchema,
  mode: legModeSchema,
  cost: bookingMoneySchema,
  transitDays: z.number().int().min(1).max(365),
});

/**
 * `POST /orders/manual`: an operator books for a customer's user without an online quotation
 * (Product specification, domain §2 "manual new booking"): the request as the wizard would send it, and each
 * carrier's price for the lane.
 */
export const manualBookingBodySchema = bookingDetailsSchema.extend({
  ownerUserId: idSchema,
  request: calculationRequestSchema,
  carriers: z.array(manualCarrierSchema).min(1).max(5),
});
export type ManualBookingBody = z.output<typeof manualBookingBodySchema>;
export type ManualBookingBodyInput = z.input<typeof manualBookingBodySchema>;
