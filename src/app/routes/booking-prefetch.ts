import type { QueryClient } from '@tanstack/react-query';

import { bookingQueries } from '@/domain/booking/booking-queries';
import { parseShipmentsSearch, toBookingListParams } from '@/domain/booking/shipments-url';
import { isBookingReference } from '@/domain/shipment/shipment-reference';

/*
 * The first queries of the booking routes, started by their loaders (src/app/router.tsx) so data does not wait for the
 * first render. A chunk of its own, loaded by the loaders: the app shell carries one import of it, not the booking
 * query code. A failed prefetch is left to the page, which shows its own error and retry.
 */

/** The reference at the end of a booking URL ('/booking/booking-request/submitted/BKR1', '/manage-shipment/shipments/X'). */
function lastSegment(url: URL): string {
  return decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
}

/**
 * One booking (submitted view, booking detail) of `userId`, by the reference at the end of `url`; nothing for a
 * reference that is not a booking number or request reference (the page says "not found" without asking).
 */
export async function prefetchBookingDetail(queryClient: QueryClient, userId: string, url: URL): Promise<void> {
  const reference = lastSegment(url);
  if (!isBookingReference(reference)) return;
  await queryClient.query(bookingQueries.detail(userId, reference)).catch(() => undefined);
}

/** The shipments overview's page of bookings for the filters, sort and page in `url`. */
export async function prefetchBookingList(queryClient: QueryClient, userId: string, url: URL): Promise<void> {
  const params = toBookingListParams(parseShipmentsSearch(url.searchParams));
  await queryClient.query(bookingQueries.list(userId, params)).catch(() => undefined);
}
