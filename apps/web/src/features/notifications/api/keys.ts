/**
 * Query keys of the notifications: the bell's latest ones and the page's lists, per user. Reading
 * one or all changes both at once, so every change invalidates `all`.
 */
export const notificationsKeys = {
  all: ['notifications'] as const,
  latest: (userId: number) => [...notificationsKeys.all, userId, 'latest'] as const,
  list: (userId: number, params: object) => [...notificationsKeys.all, userId, 'list', params] as const,
};
