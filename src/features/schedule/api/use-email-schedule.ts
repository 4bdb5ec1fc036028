import { useMutation } from '@tanstack/react-query';

import { emailSchedule } from './schedule-api';
import type { EmailScheduleRequest } from './schedule-contract';

/** Sends the schedule by e-mail (POST v1/schedule/point-to-point/emails) with an idempotency key. */
export function useEmailSchedule() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: EmailScheduleRequest; idempotencyKey: string }) =>
      emailSchedule(request, idempotencyKey),
    // The dialog shows its own error; the shared policy keeps only the session-wide popups (spec section 8).
    meta: { errorHandling: 'custom' },
  });
}
