import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Popover } from '@/components/ui/popover';
import { toast, TOAST_DURATION_MS } from '@/components/ui/toast-store';
import { onLiveNotification, useNotificationState } from '@/domain/notification/notification-store';

import { badgeText, notificationText, TOAST_TYPE_OF } from '../utils/notification-view';
import styles from './notification-bell.module.css';
import { BellIcon } from './notification-icons';
import { NotificationPanel } from './notification-panel';

/** One toast per notification that arrives live in this tab (the store calls the listener once per id). */
function useLiveNotificationToasts() {
  const { t, i18n } = useTranslation('notifications');
  useEffect(
    () =>
      onLiveNotification((notification) => {
        toast.show({
          type: TOAST_TYPE_OF[notification.type],
          title: notificationText(t, notification, i18n.language),
          description: notification.reason,
          durationMs: TOAST_DURATION_MS,
        });
      }),
    [t, i18n],
  );
}

/**
 * The header's bell: a button named with the unread count ("Notifications, 3 unread") and a
 * visible badge (99+ above 99) that opens the notification panel, a non-modal dialog (APG: focus moves in, Escape
 * closes and returns focus to the bell). It also shows a toast for each live notification. Renders from the
 * notification store only; the notification center (domain/notification) fills it and holds the feed.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unreadCount = useNotificationState((state) => state.unreadCount);
  const [open, setOpen] = useState(false);
  useLiveNotificationToasts();

  const label = unreadCount > 0 ? t('bell.label-unread', { count: unreadCount }) : t('bell.label');
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={t('title')}
      trigger={
        <button type="button" className={styles.bell} aria-label={label}>
          <BellIcon />
          {unreadCount > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {badgeText(unreadCount)}
            </span>
          ) : null}
        </button>
      }
    >
      <NotificationPanel
        onNavigate={() => {
          setOpen(false);
        }}
      />
    </Popover>
  );
}
