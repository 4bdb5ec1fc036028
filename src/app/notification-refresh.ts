import type { QueryClient } from '@tanstack/react-query';

import { invalidateBooking } from '@/domain/booking/booking-queries';
import { siQueries } from '@/domain/documentation/si-queries';
import { notificationStore, onLiveNotification } from '@/domain/notification/notification-store';

/**
 * Brings the pages up to date when the notification feed says something changed (docs/time-polling.md:
 * pages poll only shortly after a change; later changes come this way): a notification about a booking marks that
 * booking's detail and the user's booking lists stale (an open page refetches at once), and a ready draft B/L also
 * marks the user's SI data stale. Returns the function that stops listening.
 */
export function refreshOnNotifications(queryClient: QueryClient): () => void {
  return onLiveNotification((notification) => {
    const userId = notificationStore.getState().userId;
    if (!userId) return;
    void invalidateBooking(queryClient, userId, notification.bookingReference);
    if (notification.type === 'DRAFT_BL_READY') {
      void queryClient.invalidateQueries({ queryKey: siQueries.user(userId) });
    }
  });
}
