import { paths, routeQuery } from '@/config/paths';

/**
 * The booking request form starting from `bookingReference` ('/booking/booking-request?copyFrom=...'). Stands in for
 * `bookingRequestHref({ copyFrom })` of domain/booking/booking-request-url.ts (the booking request's, same parameter
 * name) until both branches are merged; then this file goes and the detail page calls that builder.
 */
export function copyAsNewRequestHref(bookingReference: string): string {
  return paths.bookingRequest.href(routeQuery<'bookingRequest'>(new URLSearchParams({ copyFrom: bookingReference })));
}
