import { type Booking } from '@/domain/booking/booking-answer-contract';
import { type CancelBooking, type CreateBooking, createBookingSchema } from '@/domain/booking/booking-contract';

/*
 * What a user may do with a booking, by its DCSA statuses (booking-design "Lifecycle"), and the bodies the actions
 * send. The mock carrier answers 409 to anything else; the page offers only what the status allows.
 */

const FINAL_STATUSES = new Set<Booking['bookingStatus']>(['REJECTED', 'DECLINED', 'CANCELLED', 'COMPLETED']);
const BEFORE_CONFIRMATION = new Set<Booking['bookingStatus']>(['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED']);

type Statuses = Pick<Booking, 'bookingStatus' | 'amendedBookingStatus' | 'bookingCancellationStatus'>;

/** The carrier asks for more (PENDING_UPDATE, PENDING_AMENDMENT): the amendment is the answer. */
export function awaitsUpdate(booking: Statuses): boolean {
  return booking.bookingStatus === 'PENDING_UPDATE' || booking.bookingStatus === 'PENDING_AMENDMENT';
}

/**
 * Amend: a booking the carrier asks to update, or a confirmed one with no amendment or cancellation still being
 * processed.
 */
export function canAmend(booking: Statuses): boolean {
  if (awaitsUpdate(booking)) return true;
  return (
    booking.bookingStatus === 'CONFIRMED' &&
    booking.amendedBookingStatus !== 'AMENDMENT_RECEIVED' &&
    booking.bookingCancellationStatus !== 'CANCELLATION_RECEIVED'
  );
}

/** Cancel: anything not final and not already being cancelled. */
export function canCancel(booking: Statuses): boolean {
  return !FINAL_STATUSES.has(booking.bookingStatus) && booking.bookingCancellationStatus !== 'CANCELLATION_RECEIVED';
}

/** Withdraw the amendment in progress (DCSA AMENDMENT_CANCELLED) instead of the whole booking. */
export function canCancelAmendment(booking: Statuses): boolean {
  return booking.bookingStatus === 'CONFIRMED' && booking.amendedBookingStatus === 'AMENDMENT_RECEIVED';
}

/**
 * The PATCH body (DCSA CancelBookingRequest, booking-contract cancelBookingSchema): `amendment` withdraws the pending
 * amendment; otherwise a booking before confirmation is CANCELLED at once and a confirmed one asks for cancellation
 * (CANCELLATION_RECEIVED).
 */
export function cancelBody(booking: Statuses, reason: string, target: 'booking' | 'amendment'): CancelBooking {
  if (target === 'amendment') return { amendedBookingStatus: 'AMENDMENT_CANCELLED', reason };
  return BEFORE_CONFIRMATION.has(booking.bookingStatus)
    ? { bookingStatus: 'CANCELLED', reason }
    : { bookingCancellationStatus: 'CANCELLATION_RECEIVED', reason };
}

/**
 * The booking as the request it was (UpdateBooking = CreateBooking): the carrier's fields (references, statuses, plan,
 * cut-offs, history) dropped by the schema. Null when the stored request no longer fits the schema.
 */
export function toUpdateRequest(booking: Booking): CreateBooking | null {
  const parsed = createBookingSchema.safeParse(booking);
  return parsed.success ? parsed.data : null;
}

/** Where a dangerous good sits in the request: equipment line, commodity, dangerous good. */
export interface DangerousGoodsPath {
  equipment: number;
  commodity: number;
  dangerousGoods: number;
}

/** The dangerous goods that lack the emergency contact the carrier needs (why a booking is PENDING_UPDATE). */
export function missingEmergencyContacts(booking: Pick<Booking, 'requestedEquipments'>): DangerousGoodsPath[] {
  const paths: DangerousGoodsPath[] = [];
  booking.requestedEquipments.forEach((equipment, e) => {
    equipment.commodities.forEach((commodity, c) => {
      commodity.outerPackaging?.dangerousGoods?.forEach((goods, d) => {
        if (!goods.emergencyContactDetails) paths.push({ equipment: e, commodity: c, dangerousGoods: d });
      });
    });
  });
  return paths;
}
