import { useMutation, useQueryClient } from '@tanstack/react-query';

import { createBooking } from '@/domain/booking/booking-api';
import type { CreateBooking } from '@/domain/booking/booking-contract';
import { bookingQueries } from '@/domain/booking/booking-queries';

/** Variables of {@link useCreateBooking}: the parsed request and the form's Idempotency-Key (kept in its draft). */
export interface CreateBookingVariables {
  request: CreateBooking;
  idempotencyKey: string;
}

/**
 * Submits a booking request as `userId`; on success that user's booking lists are invalidated (the new booking shows
 * in the shipments overview). The caller shows failures next to its submit button (`errorHandling: 'custom'`; field
 * errors: lib/api-field-errors `toFormFieldErrors`); session-wide statuses still pop up.
 */
export function useCreateBooking(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: CreateBookingVariables) => createBooking(request, idempotencyKey),
    meta: { errorHandling: 'custom' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQueries.lists(userId) }),
  });
}
