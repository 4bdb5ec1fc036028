import { useMutation } from '@tanstack/react-query';

import type { EmailScheduleRequest } from '@/domain/schedule-search/point-to-point-contract';

import { emailSchedule } from './schedule-api';

/** Sends the schedule by e-mail (POST v1/schedule/point-to-point/emails) with an idempotency key. */
export function useEmailSchedule() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: EmailScheduleRequest; idempotencyKey: string }) =>
      emailSchedule(request, idempotencyKey),
    // The dialog shows its own error; the shared policy keeps only the session-wide popups (docs/requirements.md §8).
    meta: { errorHandling: 'custom' },
  });
}
