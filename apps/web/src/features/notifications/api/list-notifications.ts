import { dataOf, encodeFilters, notificationPageSchema, type NotificationPage } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import type { ListParams } from '../../../shared/lists';
import { notificationsKeys } from './keys';

const responseSchema = dataOf(notificationPageSchema);

/** The page's filter, kept in the address: `show=unread` lists the unread ones only. */
export const NOTIFICATION_FILTERS = ['show'] as const;
export type NotificationListParams = ListParams<(typeof NOTIFICATION_FILTERS)[number]>;

/** How many the bell shows, and asks for: a light call every 30 s. */
export const LATEST_SIZE = 10;
/** How often the bell asks again while the window is in view (spec: the unread count stays current). */
export const LATEST_REFRESH_MS = 30_000;

/**
 * GET /api/v1/common/notifications — my notifications, newest first, in my language, with the
 * number of unread ones whatever the filter.
 */
export async function listNotifications(params: NotificationListParams): Promise<NotificationPage> {
  const { show, ...page } = params;
  const filters = show === 'unread' ? encodeFilters([{ field: 'read', kind: 'FLAG', value: false }]) : '';
  const body = await http.get('/common/notifications', {
    params: { ...page, ...(filters ? { filters } : {}) },
    schema: responseSchema,
  });
  return body.data;
}

/** The page's list of `userId`'s notifications. */
export function notificationsQueryOptions(userId: number, params: NotificationListParams) {
  return queryOptions({
    queryKey: notificationsKeys.list(userId, params),
    queryFn: () => listNotifications(params),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(userId: number, params: NotificationListParams) {
  return useQuery(notificationsQueryOptions(userId, params));
}

/** The bell's: the latest ten and the unread count, asked again every 30 s and when the window regains focus. */
export function latestNotificationsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: notificationsKeys.latest(userId),
    queryFn: () => listNotifications({ page: 0, size: LATEST_SIZE }),
    refetchInterval: LATEST_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** The bell's query; idle while nobody is signed in. */
export function useLatestNotifications(userId: number | null) {
  return useQuery({ ...latestNotificationsQueryOptions(userId ?? 0), enabled: userId !== null });
}
