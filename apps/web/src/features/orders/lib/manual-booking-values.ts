import {
  majorToMinor,
  manualBookingBodySchema,
  type Calculation,
  type LegMode,
  type ManualBookingBody,
  type ManualBookingBodyInput,
} from '@cargo/domain';
import {
  contractProblems,
  detailsBodyOf,
  initialBookingValues,
  type BookingProblem,
  type BookingValues,
} from './booking-values';

/**
 * The operator's manual booking (Product specification, domain §2 "manual new booking", `POST /orders/manual`):
 * the booking's details as the client's form has them, the customer's user it is booked for, and
 * each carrier's price for the lane. The fields are named as the body's (`ownerUserId`,
 * `carriers.0.organizationId`, `carriers.0.cost.currency`), so the contract's issues and the
 * server's field errors land on them; prices are typed in the currency's units and sent in minor units.
 */

/** The contract's bounds of the carriers (manualBookingBodySchema). */
export const MIN_CARRIERS = 1;
export const MAX_CARRIERS = 5;

export interface CarrierValues {
  organizationId: number | null;
  mode: LegMode | null;
  cost: { amount: number | null; currency: string | null };
  transitDays: number | null;
}

export interface ManualBookingValues extends BookingValues {
  ownerUserId: number | null;
  carriers: CarrierValues[];
}

/** The currency a manual price starts in: the calculation's, US dollars when it shows each quotation's own. */
const currencyOf = (calculation: Pick<Calculation, 'currency'>) =>
  calculation.currency === 'DEFAULT' ? 'USD' : calculation.currency;

export const emptyCarrier = (currency: string | null): CarrierValues => ({
  organizationId: null,
  mode: null,
  cost: { amount: null, currency },
  transitDays: null,
});

/** A new manual booking of the calculation: its booking details as the client's form starts them, one carrier to name. */
export function initialManualValues(
  calculation: Pick<Calculation, 'request' | 'readyDate' | 'currency'>,
  today: string,
): ManualBookingValues {
  return {
    ...initialBookingValues(calculation, today),
    ownerUserId: null,
    carriers: [emptyCarrier(currencyOf(calculation))],
  };
}

/** The body of `POST /orders/manual`: the calculation's request, the owner, the carriers' prices in minor units. */
export function manualBookingBodyOf(
  values: ManualBookingValues,
  request: Calculation['request'],
  digitsOf: (currency: string) => number,
): ManualBookingBodyInput {
  return {
    ...detailsBodyOf(values, digitsOf),
    // Left out as they are: the contract says what is missing.
    ownerUserId: values.ownerUserId as number,
    request,
    carriers: values.carriers.map((carrier) => {
      const { amount, currency } = carrier.cost;
      return {
        organizationId: carrier.organizationId as number,
        mode: carrier.mode as LegMode,
        cost: {
          amount: (amount === null || amount === undefined
            ? amount
            : currency
              ? majorToMinor(amount, digitsOf(currency))
              : amount) as number,
          currency: currency ?? '',
        },
        transitDays: carrier.transitDays as number,
      };
    }),
  };
}

/** What the manual booking's contract says of the body before it is sent (as bookingProblems does for a booking). */
export function manualBookingProblems(
  body: ManualBookingBodyInput,
  containerFeet: ReadonlyMap<number, number | null>,
  today: string,
): BookingProblem[] {
  return contractProblems<ManualBookingBody>(manualBookingBodySchema, body, containerFeet, today);
}
