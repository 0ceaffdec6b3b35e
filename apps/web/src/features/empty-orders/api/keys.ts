/**
 * Query keys of the empty-orders screens. A price, a notice or a withdrawal changes the list and
 * the request at once, so every change invalidates `all`.
 */
export const emptyOrdersKeys = {
  all: ['empty-orders'] as const,
  list: (params: object) => [...emptyOrdersKeys.all, 'list', params] as const,
  request: (calculationId: string) => [...emptyOrdersKeys.all, 'request', calculationId] as const,
};
