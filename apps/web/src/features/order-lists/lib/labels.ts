import {
  isMessageKey,
  type MessageKey,
  type OrderListFilter,
  type OrderStatus,
  type PaymentState,
} from '@cargo/domain';
import type { GroupChoice } from './list-params';
import type { ViewMode } from './view-mode';

/**
 * Catalogue keys of the list screens' enumerations: statuses and status groups among the
 * dictionaries' enumerations, the rest in packages/domain/src/messages/order-list-screens.ts.
 */
export const statusLabel = (status: OrderStatus) =>
  `dictionaries.enum.orderStatus.${status}` as const satisfies MessageKey;
export const groupLabel = (group: GroupChoice): MessageKey =>
  group === 'ALL' ? 'orderLists.group.ALL' : `dictionaries.enum.statusGroup.${group}`;
export const stageLabel = (stage: OrderListFilter) => `orderLists.filter.${stage}` as const satisfies MessageKey;
export const paymentLabel = (state: PaymentState) => `orderLists.payment.${state}` as const satisfies MessageKey;
export const viewLabel = (mode: ViewMode) => `orderLists.view.${mode}` as const satisfies MessageKey;

/** The enumerations the typed filters offer (the filter bar's `enumLabel`). */
export function enumLabel(enumName: string, value: string): MessageKey {
  const candidate =
    enumName === 'paymentState' ? `orderLists.payment.${value}` : `dictionaries.enum.${enumName}.${value}`;
  return isMessageKey(candidate) ? candidate : (value as MessageKey);
}

/**
 * A status's tag colour, by where the cargo is: a new booking blue, being arranged cyan, on its
 * way geekblue, at the end or delivered green, being billed purple, on hold amber, cancelled
 * red, archived grey.
 */
export function statusColor(status: OrderStatus): string {
  switch (status) {
    case 'NEW':
      return 'blue';
    case 'PLANNING':
    case 'CONFIRMED':
    case 'WAITING_CARGO':
    case 'LOADING_COORDINATION':
      return 'cyan';
    case 'DELIVERED':
    case 'COMPLETED':
    case 'AT_DESTINATION':
      return 'green';
    case 'BILL':
    case 'AWAITING_PAYMENT':
      return 'purple';
    case 'STANDBY':
      return 'gold';
    case 'CANCELLED':
      return 'red';
    case 'ARCHIVED':
      return 'default';
    default:
      return 'geekblue';
  }
}

export const PAYMENT_COLORS: Readonly<Record<PaymentState, string>> = { PAID: 'green', NOT_PAID: 'default' };
