import { ORDER_LIST_FILTERS, ORDER_STATUS_GROUPS, type OrderListFilter, type OrderStatusGroup } from '@cargo/domain';
import type { ListParams } from '../../../shared/lists';

/**
 * The address of an orders or delivery orders list and what the API takes from it
 * (orderListQuerySchema, deliveryOrderListQuerySchema): the page, the sort, the typed filters
 * (`filters`), the search by order number or cargo reference, the status group and the stage.
 */
export const ORDER_LIST_PARAMS = ['search', 'filters', 'group', 'filter'] as const;
export type OrderListParamName = (typeof ORDER_LIST_PARAMS)[number];
export type OrderListParams = ListParams<OrderListParamName>;

/** The status groups a list offers, All first. */
export const GROUPS = ['ALL', ...ORDER_STATUS_GROUPS] as const;
export type GroupChoice = (typeof GROUPS)[number];

/** The stages beside the groups (Product specification, domain §4): booking received, confirmed, on hold, not delivered. */
export const STAGES = Object.keys(ORDER_LIST_FILTERS) as OrderListFilter[];

/** The group the address names; anything else is All. */
export function groupOf(value: string | undefined): GroupChoice {
  return GROUPS.find((group) => group === value) ?? 'ALL';
}

/** The stage the address names, or undefined for any. */
export function stageOf(value: string | undefined): OrderListFilter | undefined {
  return STAGES.find((stage) => stage === value);
}

/** The API's search: what was typed, trimmed, at most the 64 characters the API takes. */
const searchOf = (value: string | undefined) => value?.trim().slice(0, 64) || undefined;

export interface OrderListApiQuery {
  page: number;
  size: number;
  sort?: string;
  filters?: string;
  search?: string;
  group?: OrderStatusGroup;
  filter?: OrderListFilter;
  personal?: 'true';
}

/**
 * The query string of GET /orders or /order-delivery for the address's state: what it garbles
 * (an unknown group or stage) is left out rather than refused by the API, All is the API's
 * default, and `personal` narrows to the orders the caller owns or manages.
 */
export function apiQueryOf(params: OrderListParams, personal = false): OrderListApiQuery {
  const { page, size, sort, filters, search, group, filter } = params;
  const chosenGroup = groupOf(group);
  const stage = stageOf(filter);
  const text = searchOf(search);
  return {
    page,
    size,
    ...(sort ? { sort } : {}),
    ...(filters ? { filters } : {}),
    ...(text ? { search: text } : {}),
    ...(chosenGroup !== 'ALL' ? { group: chosenGroup } : {}),
    ...(stage ? { filter: stage } : {}),
    ...(personal ? { personal: 'true' as const } : {}),
  };
}
