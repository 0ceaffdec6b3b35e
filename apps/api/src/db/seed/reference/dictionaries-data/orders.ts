import {
  isFinalStatus,
  ORDER_STATUSES,
  orderStatusGroup,
  translate,
  type OrderStatus,
  type OrderStatusGroup,
  type TRACKING_POINTS,
} from '@cargo/domain';
import { names, type CuratedEntry } from './types.js';

type TrackingPoint = (typeof TRACKING_POINTS)[number];

interface EventAttributes {
  point?: TrackingPoint;
  status?: OrderStatus;
}

/** [code, tracking point, status the order takes, en, ru, zh] */
type Row = [string, TrackingPoint, OrderStatus | null, string, string, string];

/**
 * Cargo tracking events: the tracking point whose date the event fills (Product specification, domain §3
 * "tracking dates by point") and the order status it moves the order to, when it moves it.
 */
const ROWS: readonly Row[] = [
  ['BOOKING_CONFIRMED', 'PICKUP', 'CONFIRMED', 'Booking confirmed', 'Бронирование подтверждено', '订舱已确认'],
  ['CARGO_READY', 'PICKUP', 'LOADING_COORDINATION', 'Cargo ready for pick-up', 'Груз готов к отгрузке', '货物已备妥'],
  ['PICKED_UP', 'PICKUP', 'PICKED_UP', 'Picked up from the shipper', 'Груз забран у отправителя', '已从发货人处提货'],
  [
    'GATE_IN',
    'ORIGIN_HUB',
    'ARRIVED_TO_DEPARTURE_HUB',
    'Gate in at the origin terminal',
    'Завоз на терминал отправления',
    '进起运港场站',
  ],
  [
    'EXPORT_CUSTOMS_CLEARED',
    'ORIGIN_HUB',
    null,
    'Export customs cleared',
    'Экспортное оформление завершено',
    '出口报关放行',
  ],
  ['LOADED_ON_VESSEL', 'ORIGIN_HUB', 'CARGO_SENT', 'Loaded on vessel', 'Погружен на судно', '已装船'],
  ['LOADED_ON_TRAIN', 'ORIGIN_HUB', 'CARGO_SENT', 'Loaded on train', 'Погружен на поезд', '已装车（铁路）'],
  ['LOADED_ON_AIRCRAFT', 'ORIGIN_HUB', 'CARGO_SENT', 'Loaded on aircraft', 'Погружен на борт', '已装机'],
  ['DEPARTED', 'ORIGIN_HUB', 'IN_TRANSIT', 'Departed', 'Отправлен', '已离港'],
  [
    'TRANSSHIPMENT_ARRIVED',
    'TRANSIT_HUB',
    'ARRIVED_TO_TRANSIT_HUB',
    'Arrived at the transshipment hub',
    'Прибыл в пункт перевалки',
    '到达中转港',
  ],
  ['BORDER_CROSSED', 'TRANSIT_HUB', 'IN_TRANSIT', 'Border crossing passed', 'Пройден пограничный переход', '已过境'],
  [
    'TRANSSHIPMENT_DEPARTED',
    'TRANSIT_HUB',
    'IN_TRANSIT',
    'Departed from the transshipment hub',
    'Убыл из пункта перевалки',
    '离开中转港',
  ],
  [
    'ARRIVED',
    'ARRIVAL_HUB',
    'ARRIVED_TO_DESTINATION_HUB',
    'Arrived at the destination hub',
    'Прибыл в хаб назначения',
    '到达目的港',
  ],
  ['DISCHARGED', 'ARRIVAL_HUB', 'ARRIVED_TO_DESTINATION_HUB', 'Discharged', 'Выгружен', '已卸货'],
  [
    'DOCUMENTS_RECEIVED',
    'ARRIVAL_HUB',
    null,
    'Original documents received',
    'Оригиналы документов получены',
    '已收到正本单据',
  ],
  [
    'CUSTOMS_DECLARATION_FILED',
    'CUSTOMS',
    'CUSTOMS_CLEARANCE',
    'Import declaration filed',
    'Подана импортная декларация',
    '已提交进口报关单',
  ],
  ['CUSTOMS_INSPECTION', 'CUSTOMS', 'CUSTOMS_CLEARANCE', 'Customs inspection', 'Таможенный досмотр', '海关查验'],
  ['CUSTOMS_RELEASED', 'CUSTOMS', 'CUSTOMS_CLEARANCE', 'Released by customs', 'Выпуск разрешён таможней', '海关放行'],
  [
    'GATE_OUT',
    'DESTINATION',
    'AT_DESTINATION',
    'Gate out from the destination terminal',
    'Вывоз с терминала назначения',
    '提离目的港场站',
  ],
  ['OUT_FOR_DELIVERY', 'DELIVERY', 'AT_DESTINATION', 'Out for delivery', 'Передан на доставку', '派送中'],
  ['DELIVERED', 'DELIVERY', 'DELIVERED', 'Delivered to the consignee', 'Доставлен получателю', '已送达收货人'],
  ['EMPTY_RETURNED', 'DELIVERY', null, 'Empty container returned', 'Порожний контейнер сдан', '空箱已归还'],
  ['INVOICE_ISSUED', 'PAYMENT', 'BILL', 'Invoice issued', 'Выставлен счёт', '已开具发票'],
  ['PAYMENT_RECEIVED', 'PAYMENT', null, 'Payment received', 'Оплата получена', '已收款'],
];

export const EVENTS: readonly CuratedEntry<EventAttributes>[] = ROWS.map(([code, point, status, en, ru, zh]) => ({
  code,
  names: names(en, ru, zh),
  attributes: status ? { point, status } : { point },
}));

/**
 * One entry per delivery order status (Product specification, domain §4), named as the interface names it: the
 * final ones COMPLETED and CANCELLED and the archive are the INACTIVE group.
 */
export const STATUSES: readonly CuratedEntry<{ group: OrderStatusGroup; final: boolean }>[] = ORDER_STATUSES.map(
  (status) => {
    const key = `dictionaries.enum.orderStatus.${status}` as const;
    return {
      code: status,
      names: names(translate('en', key), translate('ru', key), translate('zh', key)),
      attributes: { group: orderStatusGroup(status), final: isFinalStatus(status) },
    };
  },
);
