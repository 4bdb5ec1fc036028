import { useTranslation } from 'react-i18next';

import type {
  AmendedBookingStatus,
  BookingCancellationStatus,
  BookingStatus,
} from '@/domain/booking/booking-codes-contract';

import styles from './booking-status-badge.module.css';

/** Colour family of a status: what the user should read from it at a glance. */
export type StatusTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<BookingStatus | AmendedBookingStatus | BookingCancellationStatus, StatusTone> = {
  RECEIVED: 'info',
  UPDATE_RECEIVED: 'info',
  PENDING_UPDATE: 'warning',
  PENDING_AMENDMENT: 'warning',
  CONFIRMED: 'success',
  COMPLETED: 'success',
  REJECTED: 'danger',
  DECLINED: 'danger',
  CANCELLED: 'neutral',
  AMENDMENT_RECEIVED: 'info',
  AMENDMENT_CONFIRMED: 'success',
  AMENDMENT_DECLINED: 'danger',
  AMENDMENT_CANCELLED: 'neutral',
  CANCELLATION_RECEIVED: 'warning',
  CANCELLATION_CONFIRMED: 'neutral',
  CANCELLATION_DECLINED: 'danger',
};

/**
 * The tone of a DCSA booking, amendment or cancellation status: PENDING_* ask the user to act (warning), REJECTED and
 * DECLINED are refusals (danger), CONFIRMED and COMPLETED done (success), CANCELLED neutral, *_RECEIVED waiting (info).
 */
export function statusTone(status: BookingStatus | AmendedBookingStatus | BookingCancellationStatus): StatusTone {
  return TONES[status];
}

/** Props of {@link BookingStatusBadge}: the DCSA statuses of one booking (BKG 2.0.5 Booking). */
export interface BookingStatusBadgeProps {
  bookingStatus: BookingStatus;
  /** The latest amendment's status, shown beside the booking status while it matters. */
  amendedBookingStatus?: AmendedBookingStatus | undefined;
  /** A cancellation request's status, shown while it is not yet the booking status (CANCELLED). */
  bookingCancellationStatus?: BookingCancellationStatus | undefined;
}

/**
 * A booking's status as badges: the DCSA booking status, and the amendment or cancellation status beside it, each with
 * its name in text (booking-domain `status.*`) and a tone colour ({@link statusTone}). The text carries the meaning;
 * the colour only repeats it. Inline, so it fits a table cell, a card and a heading.
 */
export function BookingStatusBadge({
  bookingStatus,
  amendedBookingStatus,
  bookingCancellationStatus,
}: BookingStatusBadgeProps) {
  const { t } = useTranslation('booking-domain');
  const extra =
    bookingCancellationStatus && bookingStatus !== 'CANCELLED' ? bookingCancellationStatus : amendedBookingStatus;
  return (
    <span className={styles.badges}>
      <span className={`${styles.badge} ${styles[statusTone(bookingStatus)]}`}>{t(`status.${bookingStatus}`)}</span>
      {extra ? <span className={`${styles.badge} ${styles[statusTone(extra)]}`}>{t(`status.${extra}`)}</span> : null}
    </span>
  );
}
