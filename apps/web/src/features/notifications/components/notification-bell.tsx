import { BellOutlined } from '@ant-design/icons';
import { memberOf, type CurrentUser, type Notification } from '@cargo/domain';
import { Badge, Button, Spin } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n';
import { useLatestNotifications } from '../api/list-notifications';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { appLink, notificationsPath } from '../lib/links';
import { useNow } from '../lib/use-now';
import { NotificationWhen, UnreadDot, UnreadText } from './notification-when';
import './notifications.css';

interface ItemProps {
  notification: Notification;
  now: number;
  /** Marks it read (when unread) and closes the panel when it leads somewhere. */
  onChoose: (notification: Notification, leaves: boolean) => void;
}

/** One notice of the panel: a link to its page, or a button that marks it read when it has none. */
function BellItem({ notification, now, onChoose }: ItemProps) {
  const to = appLink(notification.link);
  const unread = !notification.read;
  const content = (
    <>
      <UnreadDot unread={unread} />
      <span className="notification-body">
        <span className="notification-message">{notification.message}</span>
        <NotificationWhen createdAt={notification.createdAt} now={now} />
        <UnreadText unread={unread} />
      </span>
    </>
  );
  const className = unread ? 'notification-entry notification-unread' : 'notification-entry';
  return (
    <li>
      {to ? (
        <Link to={to} className={className} onClick={() => onChoose(notification, true)}>
          {content}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onChoose(notification, false)}>
          {content}
        </button>
      )}
    </li>
  );
}

/**
 * The bell of a signed-in user: the unread count on it, asked again every 30 s and when the
 * window regains focus (the latest ten come with it). It opens a panel below it (a disclosure:
 * the panel follows the bell in the tab order, Escape or a click elsewhere closes it) with the
 * latest ten, "Mark all as read" and "All notifications". Choosing a notice marks it read and
 * opens its page, when it has one.
 */
export function SignedInBell({ user }: { user: CurrentUser }) {
  const t = useT();
  const { pathname } = useLocation();
  const now = useNow();
  const latest = useLatestNotifications(user.id);
  const read = useReadNotification();
  const readAll = useReadAllNotifications();
  // Open on the page it was opened on: moving to another page (a link, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const unread = latest.data?.unread ?? 0;
  const items = latest.data?.items ?? [];
  const label = unread > 0 ? t('notifications.bell.unread', { count: unread }) : t('notifications.bell');

  const choose = (notification: Notification, leaves: boolean) => {
    if (!notification.read) read.mutate(notification.id);
    if (leaves) setOpenOn(null);
  };

  let list = (
    <div className="notification-panel-state">
      <Spin size="small" />
    </div>
  );
  if (latest.isError && !latest.data) list = <p className="notification-panel-state">{t('admin.common.loadFailed')}</p>;
  else if (latest.data && items.length === 0)
    list = <p className="notification-panel-state">{t('notifications.none')}</p>;
  else if (latest.data)
    list = (
      <ul className="notification-list" aria-label={t('notifications.latest')}>
        {items.map((notification) => (
          <BellItem key={notification.id} notification={notification} now={now} onChoose={choose} />
        ))}
      </ul>
    );

  return (
    <div className="notification-bell" ref={rootRef}>
      <Button
        ref={buttonRef}
        type="text"
        className="notification-bell-trigger"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Badge count={unread} size="small" overflowCount={99} offset={[2, -2]}>
          <BellOutlined className="notification-bell-icon" aria-hidden="true" />
        </Badge>
      </Button>
      {open ? (
        <section id={panelId} className="notification-panel" aria-label={t('notifications.bell')}>
          <div className="notification-panel-head">
            <span className="notification-panel-title">{t('notifications.latest')}</span>
            <Button
              type="link"
              size="small"
              disabled={unread === 0}
              loading={readAll.isPending}
              onClick={() => readAll.mutate()}
            >
              {t('notifications.markAllRead')}
            </Button>
          </div>
          {list}
          <div className="notification-panel-foot">
            <Link to={notificationsPath(memberOf(user), pathname)} onClick={() => setOpenOn(null)}>
              {t('notifications.all')}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
