import { useMutation, useQueryClient } from '@tanstack/react-query';

import { amendBooking } from '@/domain/booking/booking-api';
import type { CreateBooking } from '@/domain/booking/booking-contract';
import { invalidateBooking } from '@/domain/booking/booking-queries';

/** Variables of {@link useAmendBooking}: which booking, the whole amended request, the form's Idempotency-Key. */
export interface AmendBookingVariables {
  bookingReference: string;
  request: CreateBooking;
  idempotencyKey: string;
}

/**
 * Amends a booking of `userId` (answers PENDING_UPDATE or amends a confirmed booking); on success the user's lists and
 * that booking's details (by either reference) are invalidated. Failures are the caller's to show (409: the status allows no amendment).
 */
export function useAmendBooking(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingReference, request, idempotencyKey }: AmendBookingVariables) =>
      amendBooking(bookingReference, request, idempotencyKey),
    meta: { errorHandling: 'custom' },
    onSuccess: (_answer, { bookingReference }) => invalidateBooking(queryClient, userId, bookingReference),
  });
}
