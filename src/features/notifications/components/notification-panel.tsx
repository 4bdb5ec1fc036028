import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import type { Notification } from '@/domain/notification/notification-contract';
import {
  markAllNotificationsRead,
  markNotificationsRead,
  useNotificationState,
} from '@/domain/notification/notification-store';
import { formatDateTimeWithOffset } from '@/lib/format';
import { useUserTimeZone } from '@/lib/user-time-zone';

import { formatOccurredAt, notificationHref, notificationText } from '../utils/notification-view';
import { NotificationTypeIcon } from './notification-icons';
import styles from './notification-panel.module.css';

// "5 minutes ago" moves on while the panel stays open.
const CLOCK_TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, CLOCK_TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

/** Runs a mark-read; the store has rolled it back when it fails, so the user is told it did not stick. */
function useMarkRead() {
  const { t } = useTranslation('notifications');
  return (mark: Promise<void>) => {
    mark.catch(() => {
      toast.show({ type: 'error', title: t('panel.mark-error') });
    });
  };
}

interface NotificationItemProps {
  notification: Notification;
  now: number;
  trackingOn: boolean;
  onNavigate: () => void;
}

function NotificationItem({ notification, now, trackingOn, onNavigate }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const timeZone = useUserTimeZone();
  const run = useMarkRead();
  const text = notificationText(t, notification, i18n.language);
  const unread = !notification.read;
  return (
    <li className={unread ? styles.unreadItem : styles.item}>
      <NotificationTypeIcon type={notification.type} className={styles[`icon-${notification.type}`]} />
      <div className={styles.itemBody}>
        <Link
          className={styles.itemLink}
          to={notificationHref(notification, trackingOn)}
          onClick={() => {
            if (unread) run(markNotificationsRead([notification.id]));
            onNavigate();
          }}
        >
          {/* The space outside the hidden span: accessible-name computations trim inside it. */}
          {unread ? <span className="visually-hidden">{t('panel.unread')}:</span> : null}
          {unread ? ' ' : null}
          {text}
        </Link>
        {notification.reason ? <p className={styles.reason}>{notification.reason}</p> : null}
        <p className={styles.meta}>
          <span>{t(`type.${notification.type}`)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={notification.occurredAt} title={formatDateTimeWithOffset(notification.occurredAt, timeZone)}>
            {formatOccurredAt(notification.occurredAt, now, i18n.language, timeZone)}
          </time>
        </p>
        {unread ? (
          <button
            type="button"
            className={styles.markRead}
            aria-label={t('panel.mark-read-label', { text })}
            onClick={() => {
              run(markNotificationsRead([notification.id]));
            }}
          >
            {t('panel.mark-read')}
          </button>
        ) : null}
      </div>
      {unread ? <span className={styles.unreadDot} aria-hidden="true" /> : null}
    </li>
  );
}

/** Props of {@link NotificationPanel}. */
export interface NotificationPanelProps {
  /** Called when the user opens an item (the panel should close: the page changes under it). */
  onNavigate: () => void;
}

/**
 * The panel's content: a heading, "Mark all as read", and the notifications newest first, each with its type icon,
 * its one-line text in the reader's language (a link to its page that also marks it read), when it happened, an
 * unread marker and "Mark as read". Shows the list call's loading and error states and an empty state.
 */
export function NotificationPanel({ onNavigate }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const items = useNotificationState((state) => state.items);
  const status = useNotificationState((state) => state.status);
  const unreadCount = useNotificationState((state) => state.unreadCount);
  const trackingOn = useFeatureFlag('tracking');
  const now = useNow();
  const run = useMarkRead();

  let body;
  if (items.length > 0) {
    body = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            now={now}
            trackingOn={trackingOn}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    );
  } else if (status === 'loading' || status === 'idle') {
    body = <Spinner label={t('panel.loading')} />;
  } else if (status === 'error') {
    body = (
      <p className={styles.message} role="alert">
        {t('panel.error')}
      </p>
    );
  } else {
    body = <p className={styles.message}>{t('panel.empty')}</p>;
  }

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {t('title')}
        </h2>
        {unreadCount > 0 ? (
          <button
            type="button"
            className={styles.markAll}
            onClick={() => {
              run(markAllNotificationsRead());
            }}
          >
            {t('panel.mark-all')}
          </button>
        ) : null}
      </div>
      {items.length > 0 && status === 'error' ? <p className={styles.note}>{t('panel.error')}</p> : null}
      {body}
    </div>
  );
}
