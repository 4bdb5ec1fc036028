import { afterEach, describe, expect, it } from 'vitest';

import { refreshOnNotifications } from '@/app/notification-refresh';
import { bookingQueries } from '@/domain/booking/booking-queries';
import { siQueries } from '@/domain/documentation/si-queries';
import {
  addLiveNotification,
  beginNotificationLoad,
  resetNotifications,
} from '@/domain/notification/notification-store';
import { createQueryClient } from '@/lib/query-client';

const USER = 'mina.park';

afterEach(() => {
  resetNotifications();
});

describe('refreshOnNotifications', () => {
  it("marks a booking's detail stale when the feed says it changed, and its SI when a draft B/L is ready", () => {
    const queryClient = createQueryClient({ retry: false });
    const bookingKey = bookingQueries.detail(USER, 'KRPUS1234560').queryKey;
    const otherKey = bookingQueries.detail(USER, 'KRPUS9999990').queryKey;
    const siKey = siQueries.shippingInstructions(USER, 'KRPUS1234560').queryKey;
    for (const key of [bookingKey, otherKey, siKey]) queryClient.setQueryData(key, { seeded: true } as never);
    const stop = refreshOnNotifications(queryClient);
    beginNotificationLoad(USER);

    addLiveNotification(USER, {
      id: 'n1',
      type: 'BOOKING_CONFIRMED',
      occurredAt: '2026-11-27T10:00:00Z',
      bookingReference: 'KRPUS1234560',
      read: false,
    });
    expect(queryClient.getQueryState(bookingKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(siKey)?.isInvalidated).toBe(false);

    addLiveNotification(USER, {
      id: 'n2',
      type: 'DRAFT_BL_READY',
      occurredAt: '2026-11-27T10:05:00Z',
      bookingReference: 'KRPUS1234560',
      transportDocumentReference: 'ONEYKRPUS123',
      read: false,
    });
    expect(queryClient.getQueryState(siKey)?.isInvalidated).toBe(true);
    stop();
  });
});
