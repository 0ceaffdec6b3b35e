import type { FormInstance } from 'antd';
import { useCurrencyDigits } from '../../../shared/references';
import { useCreateOrder } from '../api/create-order';
import { bookingBodyOf, bookingProblems, type BookingValues } from '../lib/booking-values';
import type { ContainerType } from '../../../shared/references';
import { feetById } from '../lib/container-types';
import { useBookingSend } from './use-booking-send';

/**
 * Sends the client's booking (`POST /orders`): the contract's checks first (the container numbers
 * by type, the pickup window and day), then the call. A conflict (the calculation is outdated)
 * goes to `onConflict`, for the page to offer the update.
 */
export function useBookingSubmit(
  form: FormInstance<BookingValues>,
  target: { calculationId: string; quotationId: number },
  types: readonly ContainerType[],
  today: string,
  onConflict: (message: string) => void,
) {
  const { digitsOf } = useCurrencyDigits();
  const create = useCreateOrder();
  return useBookingSend(form, {
    check: (values: BookingValues) => {
      const body = bookingBodyOf(values, target, digitsOf);
      return { body, problems: bookingProblems(body, feetById(types), today) };
    },
    send: (body) => create.mutateAsync(body),
    area: 'client',
    onConflict,
  });
}
