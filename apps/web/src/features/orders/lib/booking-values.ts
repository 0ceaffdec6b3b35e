import {
  bookingBodySchema,
  bookingIssues,
  issueMessage,
  majorToMinor,
  WEIGHT_UNITS,
  type BookingBody,
  type BookingBodyInput,
  type BookingDetails,
  type BookingDetailsInput,
  type Calculation,
  type CurrentUser,
  type Incoterm,
  type MessageKey,
  type MessageParams,
  type OrderPartyInput,
  type VEHICLE_BODIES,
} from '@cargo/domain';
import type { z } from 'zod';

/**
 * The booking form's values and the body they make (`POST /orders`). The form's fields are named
 * as the body's (`shipper.name`, `containers.0.number`, `pickup.to`), so the contract's issues and
 * the server's field errors land on the same fields; only the cargo value is typed in the
 * currency's units and sent in minor units.
 */

export interface PartyValues {
  name: string;
  address: string;
  contactPerson: string;
  phone: string;
  email: string;
  taxId: string;
}

export interface ContainerValues {
  containerTypeId: number | null;
  number: string;
  weightKg: number | null;
}

export type VehicleBody = (typeof VEHICLE_BODIES)[number];

export interface BookingValues {
  shipper: PartyValues;
  consignee: PartyValues;
  notifyParties: PartyValues[];
  containers: ContainerValues[];
  incoterms: Incoterm | null;
  cargoValue: { amount: number | null; currency: string | null };
  description: string;
  hsCode: string;
  pickup: { date: string | null; from: string | null; to: string | null };
  truckCount: number | null;
  truckType: VehicleBody | null;
  internalId: string;
  comment: string;
}

/** At most this many containers are listed from the calculation (the contract takes 100). */
export const MAX_BOOKED_CONTAINERS = 100;

export const emptyParty = (): PartyValues => ({
  name: '',
  address: '',
  contactPerson: '',
  phone: '',
  email: '',
  taxId: '',
});

export const emptyContainer = (): ContainerValues => ({ containerTypeId: null, number: '', weightKg: null });

/** One row per container the calculation quoted, of its type and with its cargo weight in whole kg. */
function containersOf(calculation: Pick<Calculation, 'request'>): ContainerValues[] {
  const { cargo } = calculation.request;
  if (cargo.type !== 'CONTAINER') return [];
  const rows: ContainerValues[] = [];
  for (const line of cargo.containers) {
    const weightKg = Math.round(line.weight * WEIGHT_UNITS[line.weightUnit]);
    for (let index = 0; index < line.amount && rows.length < MAX_BOOKED_CONTAINERS; index++)
      rows.push({ containerTypeId: line.containerTypeId, number: '', weightKg });
  }
  return rows;
}

/**
 * The client's own organization as a party: its name, and the signed-in user as its contact (the
 * organization keeps no address: the client adds it).
 */
export function ownParty(
  user: Pick<CurrentUser, 'firstName' | 'lastName' | 'phone' | 'email' | 'organization'>,
): PartyValues {
  return {
    ...emptyParty(),
    name: user.organization.name,
    contactPerson: [user.firstName, user.lastName].filter(Boolean).join(' '),
    phone: user.phone ?? '',
    email: user.email,
  };
}

/**
 * A new booking of the calculation: the client's own organization as the consignee (the one who
 * books receives the cargo unless they say otherwise), its containers listed, its trucks counted,
 * the pickup on its ready date (today when that has passed), the cargo valued in the
 * calculation's currency.
 */
export function initialBookingValues(
  calculation: Pick<Calculation, 'request' | 'readyDate' | 'currency'>,
  today: string,
  consignee: PartyValues = emptyParty(),
): BookingValues {
  const { cargo } = calculation.request;
  const vehicle = cargo.type === 'VEHICLE' ? cargo.vehicle : null;
  return {
    shipper: emptyParty(),
    consignee,
    notifyParties: [],
    containers: containersOf(calculation),
    incoterms: null,
    cargoValue: { amount: null, currency: calculation.currency === 'DEFAULT' ? 'USD' : calculation.currency },
    description: '',
    hsCode: '',
    pickup: { date: calculation.readyDate >= today ? calculation.readyDate : today, from: null, to: null },
    truckCount: vehicle ? vehicle.amount : null,
    truckType: vehicle?.bodyType ?? null,
    internalId: '',
    comment: '',
  };
}

const blank = (value: string | null | undefined) => (value ?? '').trim();

function partyOf(values: PartyValues): OrderPartyInput {
  return {
    name: blank(values.name),
    address: blank(values.address),
    contactPerson: blank(values.contactPerson) || null,
    phone: blank(values.phone) || null,
    email: blank(values.email) || null,
    taxId: blank(values.taxId) || null,
  };
}

/** The booking's details from the form (all but what is booked); the cargo value in minor units. */
export function detailsBodyOf(values: BookingValues, digitsOf: (currency: string) => number): BookingDetailsInput {
  const { amount, currency } = values.cargoValue;
  const pickupGiven = Boolean(values.pickup.date || values.pickup.from || values.pickup.to);
  return {
    shipper: partyOf(values.shipper),
    consignee: partyOf(values.consignee),
    notifyParties: values.notifyParties.map(partyOf),
    containers: values.containers.map((container) => ({
      // A row without a type is sent as it is: the contract says what is missing.
      containerTypeId: container.containerTypeId as number,
      number: blank(container.number) || null,
      weightKg: container.weightKg ?? null,
    })),
    incoterms: values.incoterms ?? null,
    cargoValue:
      amount === null || amount === undefined
        ? null
        : { amount: currency ? majorToMinor(amount, digitsOf(currency)) : amount, currency: currency ?? '' },
    description: blank(values.description) || null,
    hsCode: blank(values.hsCode) || null,
    pickup: pickupGiven
      ? {
          // A window without its day is sent without one: the contract asks for it.
          date: values.pickup.date as string,
          from: values.pickup.from || null,
          to: values.pickup.to || null,
        }
      : null,
    truckCount: values.truckCount ?? null,
    truckType: values.truckType ?? null,
    internalId: blank(values.internalId) || null,
    comment: blank(values.comment) || null,
  };
}

/** The body of `POST /orders` from the form; the cargo value in the minor units of its currency. */
export function bookingBodyOf(
  values: BookingValues,
  target: { calculationId: string; quotationId: number },
  digitsOf: (currency: string) => number,
): BookingBodyInput {
  return { ...target, ...detailsBodyOf(values, digitsOf) };
}

export interface BookingProblem {
  /** The field as the form (and the API) names it: `shipper.name`, `containers.0.number`. */
  fieldName: string;
  message: MessageKey;
  params?: MessageParams;
}

/**
 * What a contract (`schema`: the booking's or the manual booking's) says of the body before it is
 * sent: the schema's issues, then the rules that need the container types' lengths (the 20' and
 * 40' number hints) and today (no pickup in the past).
 */
export function contractProblems<T extends Pick<BookingDetails, 'containers' | 'pickup'>>(
  schema: z.ZodType<T>,
  body: unknown,
  containerFeet: ReadonlyMap<number, number | null>,
  today: string,
): BookingProblem[] {
  const parsed = schema.safeParse(body, { reportInput: true });
  if (!parsed.success)
    return parsed.error.issues.map((issue) => {
      const { key, params } = issueMessage(issue);
      return { fieldName: issue.path.map(String).join('.'), message: key, ...(params ? { params } : {}) };
    });
  return bookingIssues(parsed.data, containerFeet, today);
}

/** What the booking's contract says of `POST /orders`'s body before it is sent. */
export function bookingProblems(
  body: BookingBodyInput,
  containerFeet: ReadonlyMap<number, number | null>,
  today: string,
): BookingProblem[] {
  return contractProblems<BookingBody>(bookingBodySchema, body, containerFeet, today);
}

/** A field's name as the form's path: `containers.0.number` → ['containers', 0, 'number']. */
export const fieldPath = (fieldName: string): (string | number)[] =>
  fieldName.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
