import type { EmailScheduleRequest } from '@/domain/schedule-search/point-to-point-contract';

import { defineTable } from '../db';

/** An e-mail the mock backend "sent": what was asked, when (ISO instant, UTC) and under which id. */
export interface SentEmail {
  messageId: string;
  sentAt: string;
  request: EmailScheduleRequest;
}

/**
 * The schedule e-mails sent and the Idempotency-Key values already answered (key -> messageId), a table of the mock
 * database (mocks/db.ts): a retried send from another tab or after a reload answers the first messageId again.
 */
const emails = defineTable<{ outbox: SentEmail[]; idempotency: Record<string, string> }>('schedule-emails', () => ({
  outbox: [],
  idempotency: {},
}));

/** The e-mails sent so far, oldest first. */
export function readOutbox(): SentEmail[] {
  return emails.read().outbox;
}

/**
 * Sends `request` once per `idempotencyKey`: the first call stores a new e-mail, a repeated key returns the first
 * messageId without sending again; no key always sends. Returns the messageId ('MSG-<uuid>').
 */
export function sendEmail(request: EmailScheduleRequest, idempotencyKey: string | null): string {
  return emails.update((state) => {
    const earlier = idempotencyKey ? state.idempotency[idempotencyKey] : undefined;
    if (earlier) return earlier;
    const messageId = `MSG-${crypto.randomUUID()}`;
    state.outbox.push({ messageId, sentAt: new Date().toISOString(), request });
    if (idempotencyKey) state.idempotency[idempotencyKey] = messageId;
    return messageId;
  });
}
