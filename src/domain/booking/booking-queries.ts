import { type QueryClient, queryOptions } from '@tanstack/react-query';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import { getBooking, getBookings } from '@/domain/booking/booking-api';
import type { BookingListParamsInput } from '@/domain/booking/booking-list-contract';
import { POLL_QUERY_OPTIONS, pollInterval } from '@/lib/polling';
import { userScope } from '@/lib/user-scope';

/**
 * True while the carrier is still working on the booking (a status that changes by itself after the confirm delay:
 * RECEIVED, UPDATE_RECEIVED, AMENDMENT_RECEIVED, CANCELLATION_RECEIVED); false once it waits for the user or is final.
 */
export function isBookingProcessing(
  booking: Pick<Booking, 'bookingStatus' | 'amendedBookingStatus' | 'bookingCancellationStatus'>,
): boolean {
  return (
    booking.bookingStatus === 'RECEIVED' ||
    booking.bookingStatus === 'UPDATE_RECEIVED' ||
    booking.amendedBookingStatus === 'AMENDMENT_RECEIVED' ||
    booking.bookingCancellationStatus === 'CANCELLATION_RECEIVED'
  );
}

/**
 * The detail's refetch interval for the booking it holds (lib/polling.ts, docs/time-polling.md): while
 * {@link isBookingProcessing}, backing off from 2 s, for a bounded window after the booking's last change
 * (`updatedDateTime` or the latest status history entry); else off. `now` is epoch ms, injectable for tests.
 */
export function bookingRefetchInterval(
  booking:
    | (Pick<Booking, 'bookingStatus' | 'amendedBookingStatus' | 'bookingCancellationStatus'> &
        Partial<Pick<Booking, 'updatedDateTime' | 'statusHistory'>>)
    | undefined,
  now: number = Date.now(),
): number | false {
  if (!booking) return false;
  return pollInterval(
    {
      expecting: isBookingProcessing(booking),
      changedAt: [booking.updatedDateTime, ...(booking.statusHistory ?? []).map((entry) => entry.dateTime)],
    },
    now,
  );
}

/**
 * Query factory of bookings (TkDodo's hierarchy): all -> user(userId) -> lists -> list(params), user -> details ->
 * detail(ref). Every key but `all()` carries `userScope(userId)` (lib/user-scope.ts): one user's bookings are never
 * shown to another and are dropped on logout or a change of user. Mutations invalidate through
 * {@link invalidateBooking}.
 */
export const bookingQueries = {
  all: () => ['bookings'] as const,
  user: (userId: string) => [...bookingQueries.all(), userScope(userId)] as const,
  lists: (userId: string) => [...bookingQueries.user(userId), 'list'] as const,
  /** One page of the user's bookings; the previous page stays on screen while the next loads is the page's choice. */
  list: (userId: string, params: BookingListParamsInput) =>
    queryOptions({
      queryKey: [...bookingQueries.lists(userId), params] as const,
      queryFn: ({ signal }) => getBookings(params, signal),
      // The overview shows a failed load inline with its retry; session-wide statuses still pop up.
      meta: { errorHandling: 'custom' },
    }),
  details: (userId: string) => [...bookingQueries.user(userId), 'detail'] as const,
  /**
   * One booking by request reference or booking number. Polled by {@link bookingRefetchInterval} while the carrier
   * works on a recent step, so the submitted view and the detail turn CONFIRMED by themselves.
   */
  detail: (userId: string, bookingReference: string) =>
    queryOptions({
      queryKey: [...bookingQueries.details(userId), bookingReference] as const,
      queryFn: ({ signal }) => getBooking(bookingReference, signal),
      refetchInterval: (query) => bookingRefetchInterval(query.state.data),
      ...POLL_QUERY_OPTIONS,
      meta: { errorHandling: 'custom' },
    }),
};

function namesBooking(data: unknown, bookingReference: string): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const booking = data as Partial<Pick<Booking, 'carrierBookingReference' | 'carrierBookingRequestReference'>>;
  return (
    booking.carrierBookingReference === bookingReference || booking.carrierBookingRequestReference === bookingReference
  );
}

/**
 * Marks stale what a change to one booking of `userId` (amendment, cancellation) outdates: the user's lists and every
 * detail of that booking. A booking has two references (request reference and, once confirmed, booking number) and a
 * detail may be keyed by either (the URL decides), so a detail matches by its key or by the references of the booking
 * it holds. Resolves once the active queries among them have refetched.
 */
export function invalidateBooking(
  queryClient: QueryClient,
  userId: string,
  bookingReference: string,
): Promise<unknown> {
  const details = bookingQueries.details(userId);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingQueries.lists(userId) }),
    queryClient.invalidateQueries({
      queryKey: details,
      predicate: (query) =>
        query.queryKey[details.length] === bookingReference || namesBooking(query.state.data, bookingReference),
    }),
  ]);
}
