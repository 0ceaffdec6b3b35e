import type { MessageKey, OrderListFilter, PaymentState } from '@cargo/domain';
import { asIs, keyOr, type Label } from '../../../shared/i18n';
import type { GroupChoice } from './list-params';
import type { ViewMode } from './view-mode';

/**
 * Catalogue keys of the list screens' enumerations: statuses and status groups among the
 * dictionaries' enumerations, the rest in packages/domain/src/messages/order-list-screens.ts.
 */
export { orderStatusLabelKey as statusLabel } from '../../../shared/lib/labels';
export const groupLabel = (group: GroupChoice): MessageKey =>
  group === 'ALL' ? 'orderLists.group.ALL' : `dictionaries.enum.statusGroup.${group}`;
export const stageLabel = (stage: OrderListFilter) => `orderLists.filter.${stage}` as const satisfies MessageKey;
export const paymentLabel = (state: PaymentState) => `orderLists.payment.${state}` as const satisfies MessageKey;
export const viewLabel = (mode: ViewMode) => `orderLists.view.${mode}` as const satisfies MessageKey;

/** The enumerations the typed filters offer (the filter bar's `enumLabel`). */
export function enumLabel(enumName: string, value: string): Label {
  const key = enumName === 'paymentState' ? `orderLists.payment.${value}` : `dictionaries.enum.${enumName}.${value}`;
  return keyOr(key, asIs(value));
}

export const PAYMENT_COLORS: Readonly<Record<PaymentState, string>> = { PAID: 'green', NOT_PAID: 'default' };
