import type { TFunction } from 'i18next';

import type { BookingStatus } from '@/domain/booking/booking-codes-contract';
import type { BookingSummary } from '@/domain/booking/booking-list-contract';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { formatEquipments } from '@/domain/booking/components/format-equipments';
import { formatTimeLeft } from '@/domain/booking/components/time-left';
import { cargoTrackingHref, normaliseTrackingNumber } from '@/domain/tracking/tracking-url';

/** What the overview shows of one booking, as text (the table and the cards show the same). */
export interface SummaryView {
  /** The booking number once confirmed, else the request reference; it names the row and links to the detail. */
  reference: string;
  /** The request reference when a booking number is shown too (users search by either). */
  requestReference: string | null;
  route: string;
  vesselVoyage: string;
  etd: string;
  eta: string;
  equipment: string;
  /** '(name) 2026-12-01 17:00 UTC+09:00' of the next cut-off, or the empty mark. */
  nextCutOff: string;
  /** Time left until the next cut-off ('2 days 5 hours left'), or null without one. */
  nextCutOffLeft: string | null;
  /**
   * The native cargo tracking page for this booking's number, or null while the booking is not
   * confirmed (the carrier tracks booking numbers, and a request has none) or after it was cancelled or declined.
   */
  trackingHref: string | null;
}

// Statuses of a booking that has a number and is (or was) sailing: cancelled, declined or rejected ones are not.
const TRACKED_STATUSES: readonly BookingStatus[] = ['CONFIRMED', 'PENDING_AMENDMENT', 'COMPLETED'];

function trackingHrefOf(booking: BookingSummary): string | null {
  if (!booking.carrierBookingReference || !TRACKED_STATUSES.includes(booking.bookingStatus)) return null;
  const number = normaliseTrackingNumber('K', booking.carrierBookingReference);
  return number ? cargoTrackingHref({ kind: 'K', numbers: [number] }) : null;
}

/** Shown where a value is missing (docs/requirements.md §9 uses '--'). */
export const EMPTY_MARK = '--';

/**
 * The text of one row: times in the local time of POL (ETD, cut-off) and POD (ETA) with their UTC offsets. `t` needs
 * `shipments`, `booking-domain`, `common` and `ui`.
 */
export function summaryView(t: TFunction, booking: BookingSummary, now: Date): SummaryView {
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const cutOff = booking.nextCutOff;
  return {
    reference,
    requestReference: booking.carrierBookingReference ? booking.carrierBookingRequestReference : null,
    route: t('shipments:row.route', { pol: booking.pol.locationName, pod: booking.pod.locationName }),
    vesselVoyage: [booking.vesselName, booking.carrierExportVoyageNumber].filter(Boolean).join(' ') || EMPTY_MARK,
    etd: booking.departureDateTime ? formatLocalDateTime(booking.departureDateTime, booking.pol.timeZone) : EMPTY_MARK,
    eta: booking.arrivalDateTime ? formatLocalDateTime(booking.arrivalDateTime, booking.pod.timeZone) : EMPTY_MARK,
    equipment: formatEquipments(t, booking.equipments) || EMPTY_MARK,
    nextCutOff: cutOff
      ? t('shipments:row.cut-off', {
          name: t(`booking-domain:cut-off.${cutOff.cutOffDateTimeCode}`),
          time: formatLocalDateTime(cutOff.cutOffDateTime, booking.pol.timeZone),
        })
      : EMPTY_MARK,
    nextCutOffLeft: cutOff ? formatTimeLeft(t, cutOff.cutOffDateTime, now) : null,
    trackingHref: trackingHrefOf(booking),
  };
}
