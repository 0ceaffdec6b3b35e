import { useT } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/lib/format-date';
import { whenOf } from '../lib/when';

/** When a notice came ("5 min ago", or 31.12.2026 18:05), with the exact time on hover. */
export function NotificationWhen({ createdAt, now }: { createdAt: string; now: number }) {
  const t = useT();
  const when = whenOf(createdAt, now);
  const exact = formatDateTime(createdAt);
  return (
    <time className="notification-when" dateTime={createdAt} title={exact}>
      {'text' in when ? when.text : t(when.key, when.count === undefined ? undefined : { count: when.count })}
    </time>
  );
}

/** An unread one's dot (a read one keeps the room, so the texts line up). */
export function UnreadDot({ unread }: { unread: boolean }) {
  return <span className={unread ? 'notification-dot' : 'notification-dot notification-dot-read'} aria-hidden="true" />;
}

/** "Unread", for a screen reader: the dot and the bold text say it to the eye. */
export function UnreadText({ unread }: { unread: boolean }) {
  const t = useT();
  return unread ? <span className="visually-hidden">{`, ${t('notifications.unread')}`}</span> : null;
}
