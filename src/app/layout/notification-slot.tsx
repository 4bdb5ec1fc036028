import { useLocation } from 'react-router-dom';

import { LazyBoundary, lazyPart } from '@/components/ui/lazy-boundary';
import { useSession } from '@/domain/session/session-store';
import { loadOnce, usePageIdle } from '@/lib/idle';

import styles from './notification-slot.module.css';

const NotificationBell = lazyPart(
  loadOnce(() => import('@/features/notifications/components/notification-bell')),
  (module) => module.NotificationBell,
);

/**
 * The header's place for the notification bell. Nothing for anonymous users. For a
 * logged-in user, a placeholder of the bell's size from the first paint (the header does not shift when the bell
 * arrives); the bell's chunk (panel, toasts, its 'notifications' strings) starts once the page has loaded and is idle,
 * so the app shell does not grow.
 */
export function NotificationSlot() {
  const location = useLocation();
  const loggedIn = useSession((state) => state.status === 'loggedIn' && state.user !== null);
  const idle = usePageIdle();
  if (!loggedIn) return null;
  const placeholder = <span className={styles.placeholder} aria-hidden="true" />;
  if (!idle) return placeholder;
  return (
    // A chunk that failed to load is tried again on the next navigation.
    <LazyBoundary retryKey={location.key} fallback={placeholder}>
      <NotificationBell />
    </LazyBoundary>
  );
}
