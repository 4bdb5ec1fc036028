import type { EmailScheduleRequest } from '@/features/schedule/api/schedule-contract';

/** An e-mail the mock backend "sent": what was asked, when (ISO instant, UTC) and under which id. */
export interface SentEmail {
  messageId: string;
  sentAt: string;
  request: EmailScheduleRequest;
}

/**
 * The mock backend's state for this page session (lost on reload, like a real session's view of a fresh test
 * environment): the e-mail outbox and the idempotency keys already answered (key -> messageId).
 */
export const db = {
  outbox: new Map<string, SentEmail>(),
  idempotency: new Map<string, string>(),
};

/** Empties every collection (tests call it between cases). */
export function resetDb(): void {
  db.outbox.clear();
  db.idempotency.clear();
}
