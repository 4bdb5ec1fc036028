import { useMutation, useQueryClient } from '@tanstack/react-query';

import { cancelBooking } from '@/domain/booking/booking-api';
import type { CancelBooking } from '@/domain/booking/booking-contract';
import { invalidateBooking } from '@/domain/booking/booking-queries';

/** Variables of {@link useCancelBooking}: which booking and the DCSA CancelBookingRequest with its reason. */
export interface CancelBookingVariables {
  bookingReference: string;
  body: CancelBooking;
}

/**
 * Cancels a booking of `userId` (or its pending amendment); on success the user's lists and that booking's details
 * (by either reference) are invalidated. Failures are the caller's to show (409: the status allows no cancellation).
 */
export function useCancelBooking(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingReference, body }: CancelBookingVariables) => cancelBooking(bookingReference, body),
    meta: { errorHandling: 'custom' },
    onSuccess: (_answer, { bookingReference }) => invalidateBooking(queryClient, userId, bookingReference),
  });
}
