import { CheckOutlined, RightOutlined } from '@ant-design/icons';
import type { Notification } from '@cargo/domain';
import { Button, Empty, Segmented, Spin } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { ListCard, ListPager, useListQuery } from '../../../shared/lists';
import { useNotify } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { NOTIFICATION_FILTERS, useNotifications } from '../api/list-notifications';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { appLink, linkAction } from '../lib/links';
import { useNow } from '../lib/use-now';
import { NotificationWhen, UnreadDot, UnreadText } from './notification-when';
import './notifications.css';

type Show = 'all' | 'unread';

interface ItemProps {
  notification: Notification;
  now: number;
  reading: boolean;
  onRead: (id: number) => void;
}

/**
 * One notice of the page: its text (a link to its page when it has one), when it came, the action
 * its link offers (named by where it leads), "Mark as read".
 */
function PageItem({ notification, now, reading, onRead }: ItemProps) {
  const t = useT();
  const messageId = useId();
  const to = appLink(notification.link);
  const unread = !notification.read;
  return (
    <li className={unread ? 'notifications-page-item notification-unread' : 'notifications-page-item'}>
      <UnreadDot unread={unread} />
      <div className="notification-body">
        {to ? (
          <Link
            id={messageId}
            to={to}
            className="notification-message"
            onClick={() => (unread ? onRead(notification.id) : undefined)}
          >
            {notification.message}
          </Link>
        ) : (
          <span id={messageId} className="notification-message">
            {notification.message}
          </span>
        )}
        <span>
          <NotificationWhen createdAt={notification.createdAt} now={now} />
          <UnreadText unread={unread} />
        </span>
        {to ? (
          <Link
            to={to}
            className="notification-action"
            aria-describedby={messageId}
            onClick={() => (unread ? onRead(notification.id) : undefined)}
          >
            {t(linkAction(to, notification.kind))}
            <RightOutlined aria-hidden />
          </Link>
        ) : null}
      </div>
      {unread ? (
        <Button
          size="small"
          className="notifications-page-action"
          icon={<CheckOutlined />}
          loading={reading}
          aria-describedby={messageId}
          onClick={() => onRead(notification.id)}
        >
          {t('notifications.markRead')}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * My notifications, newest first, paged by the server (page and size in the address, as every
 * list keeps them), all of them or the unread ones only; one or all marked read from here.
 */
export function NotificationList({ userId, title }: { userId: number; title: string }) {
  const t = useT();
  const notify = useNotify();
  const now = useNow();
  const list = useListQuery({ sortFields: [], filters: NOTIFICATION_FILTERS });
  const rows = useNotifications(userId, list.params);
  const read = useReadNotification();
  const readAll = useReadAllNotifications();
  const show: Show = list.filters.show === 'unread' ? 'unread' : 'all';
  const unread = rows.data?.unread ?? 0;
  const items = rows.data?.items ?? [];

  const markAll = () =>
    readAll.mutate(undefined, {
      onSuccess: () => notify.success(t('notifications.markedAllRead')),
      onError: (error) => notify.error(isApiError(error) ? error.message : t('admin.common.loadFailed')),
    });
  const markOne = (id: number) =>
    read.mutate(id, { onError: (error) => notify.error(isApiError(error) ? error.message : String(error)) });

  let body = (
    <ul className="notifications-page-list" aria-label={title}>
      {items.map((notification) => (
        <PageItem
          key={notification.id}
          notification={notification}
          now={now}
          reading={read.isPending && read.variables === notification.id}
          onRead={markOne}
        />
      ))}
    </ul>
  );
  if (rows.data && items.length === 0)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t(show === 'unread' ? 'notifications.noneUnread' : 'notifications.none')}
      />
    );

  return (
    <>
      <PageHeader
        title={title}
        subtitle={rows.data ? t('notifications.unreadCount', { count: unread }) : undefined}
        extra={
          <Button icon={<CheckOutlined />} disabled={unread === 0} loading={readAll.isPending} onClick={markAll}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <div className="notifications-page-bar">
        <Segmented<Show>
          aria-label={t('notifications.show')}
          value={show}
          onChange={(value) => list.setFilter('show', value === 'unread' ? 'unread' : undefined)}
          options={[
            { value: 'all', label: t('notifications.show.all') },
            { value: 'unread', label: t('notifications.show.unread') },
          ]}
        />
      </div>
      {rows.isError ? (
        <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <ListCard>
          <Spin spinning={rows.isFetching}>{rows.data ? body : <div className="notification-panel-state" />}</Spin>
          {rows.data && rows.data.total > 0 ? (
            <ListPager className="notifications-page-pagination" list={list} total={rows.data.total} />
          ) : null}
        </ListCard>
      )}
    </>
  );
}
