import type { MessageKey, OrderEventAction, PaymentState, TrackingDate } from '@cargo/domain';
import type { VehicleBody } from './booking-values';

/** A status as people read it: the catalogue's 'dictionaries.enum.orderStatus.<STATUS>'. */
export { orderStatusLabelKey as statusLabel } from '../../../shared/lib/labels';

/** A truck body: 'dictionaries.enum.vehicleBody.<BODY>'. */
export const bodyLabel = (body: VehicleBody) => `dictionaries.enum.vehicleBody.${body}` as const satisfies MessageKey;

/** A tracking date's name: 'orderScreens.tracking.<DATE>'. */
export const trackingLabel = (date: TrackingDate) => `orderScreens.tracking.${date}` as const satisfies MessageKey;

export const paymentLabel = (state: PaymentState) => `orderScreens.payment.${state}` as const satisfies MessageKey;

export const eventLabel = (action: OrderEventAction) => `orderScreens.event.${action}` as const satisfies MessageKey;

/** The fields a history line may name, with their labels. */
const HISTORY_FIELDS = {
  status: 'orderScreens.order.status',
  planned: 'orderScreens.tracking.planned',
  actual: 'orderScreens.tracking.actual',
  date: 'orderScreens.status.date',
  comment: 'orderScreens.field.comment',
  name: 'orderScreens.cargoStatus',
  cost: 'orderScreens.delivery.manualCost',
  manualCost: 'orderScreens.delivery.manualCost',
  externalId: 'orderScreens.delivery.externalId',
  paymentState: 'orderScreens.delivery.payment',
  trackingNumber: 'orderScreens.logistics.trackingNumber',
  billOfLading: 'orderScreens.logistics.billOfLading',
  awb: 'orderScreens.logistics.awb',
  cmr: 'orderScreens.logistics.cmr',
  railwayBill: 'orderScreens.logistics.railwayBill',
  houseBills: 'orderScreens.logistics.houseBills',
  enabled: 'orderScreens.history.notifications',
  notificationsEnabled: 'orderScreens.history.notifications',
  owner: 'orderScreens.order.owner',
  manager: 'orderScreens.order.manager',
  organization: 'orderScreens.order.client',
  manualStatus: 'orderScreens.cargoStatus',
  createdAt: 'orderScreens.order.createdAt',
} as const satisfies Record<string, MessageKey>;

/** The label of a field a history line names, or null for a name the catalogue does not know (shown as it is). */
export function historyFieldLabel(name: string): MessageKey | null {
  return Object.hasOwn(HISTORY_FIELDS, name) ? HISTORY_FIELDS[name as keyof typeof HISTORY_FIELDS] : null;
}

/** The plural form a count takes in the language (ru: one, few, many; en: one, other; zh: other). */
export function pluralCategory(language: string, count: number): 'one' | 'few' | 'many' | 'other' {
  const category = new Intl.PluralRules(language).select(count);
  return category === 'one' || category === 'few' || category === 'many' ? category : 'other';
}

/** "45 days", "1 day", "3 дня": the wizard's words for a transit time. */
export const daysKey = (language: string, count: number) =>
  `wizard.days.${pluralCategory(language, count)}` as const satisfies MessageKey;
