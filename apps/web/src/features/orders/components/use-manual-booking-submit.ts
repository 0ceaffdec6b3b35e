import type { Calculation } from '@cargo/domain';
import type { FormInstance } from 'antd';
import { useCurrencyDigits } from '../../../shared/references';
import { useCreateManualOrder } from '../api/create-manual-order';
import type { ContainerType } from '../../../shared/references';
import { feetById } from '../lib/container-types';
import { manualBookingBodyOf, manualBookingProblems, type ManualBookingValues } from '../lib/manual-booking-values';
import { useBookingSend } from './use-booking-send';

/**
 * Sends the operator's manual booking (`POST /orders/manual`) of the calculation's request: the
 * contract's checks first, then the call; booked, the order opens in the admin area.
 */
export function useManualBookingSubmit(
  form: FormInstance<ManualBookingValues>,
  request: Calculation['request'],
  types: readonly ContainerType[],
  today: string,
) {
  const { digitsOf } = useCurrencyDigits();
  const create = useCreateManualOrder();
  return useBookingSend(form, {
    check: (values: ManualBookingValues) => {
      const body = manualBookingBodyOf(values, request, digitsOf);
      return { body, problems: manualBookingProblems(body, feetById(types), today) };
    },
    send: (body) => create.mutateAsync(body),
    area: 'admin',
  });
}
