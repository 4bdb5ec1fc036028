import { useCallback, useEffect, useRef } from 'react';

import { z } from '@/config/zod-mini';
import { sessionStore } from '@/domain/session/session-store';
import { bookingFormValuesSchema } from '@/features/booking/utils/booking-form-values';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';

/** Draft key of the booking request (lib/draft-storage keeps it per user). */
export const BOOKING_REQUEST_DRAFT_KEY = 'booking-request';
/** Version of the draft's shape: bump when the form's values (booking-form) change incompatibly (old drafts are dropped). */
export const BOOKING_REQUEST_DRAFT_VERSION = 1;
/** Quiet time after the last keystroke before the draft is written (docs/requirements.md §9 default debounce). */
export const DRAFT_WRITE_DELAY_MS = 200;

const bookingDraftSchema = z.object({
  values: bookingFormValuesSchema,
  /** The Idempotency-Key of the first submit press, kept until the booking is created (one submit, ever). */
  idempotencyKey: z.nullable(z.string()),
  /** The booking this draft was copied from (a reload of a copy keeps what was typed over it). */
  copyFrom: z.nullable(z.string()),
  /**
   * The accepted instant quote the booking is made on: a reload of the quote's booking request
   * keeps both the quote and what was typed. Optional so drafts written before quotes existed still read.
   */
  quote: z.optional(z.nullable(z.string())),
  /** The user chose "book without the quote" (an expired or booked quote): the form is a WEB booking from then on. */
  withoutQuote: z.optional(z.boolean()),
});
/** What the draft holds. */
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

/** The current user's booking request draft, or null. */
export function readBookingDraft(): BookingDraft | null {
  return readDraft(BOOKING_REQUEST_DRAFT_KEY, bookingDraftSchema, { version: BOOKING_REQUEST_DRAFT_VERSION });
}

/**
 * Keeps the draft of the booking request: `save(draft)` writes it {@link DRAFT_WRITE_DELAY_MS} after the last call
 * (and at once when the page is hidden or the form unmounts, so a reload or a session timeout loses nothing);
 * `saveNow` writes at once (the Idempotency-Key must be stored before the request leaves); `clear` forgets it.
 * Writes only while `userId` is still the logged-in user: a form unmounting after another user logged in must not
 * leave its values in the new user's drafts (the draft store writes for whoever is logged in now).
 */
export function useBookingDraft(userId: string) {
  const pending = useRef<BookingDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const stillOwner = sessionStore.getState().user?.userId === userId;
    if (pending.current && stillOwner) {
      writeDraft(BOOKING_REQUEST_DRAFT_KEY, pending.current, { version: BOOKING_REQUEST_DRAFT_VERSION });
    }
    pending.current = null;
  }, [userId]);

  const save = useCallback(
    (draft: BookingDraft) => {
      pending.current = draft;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    },
    [flush],
  );

  const saveNow = useCallback(
    (draft: BookingDraft) => {
      pending.current = draft;
      flush();
    },
    [flush],
  );

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    clearDraft(BOOKING_REQUEST_DRAFT_KEY);
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { save, saveNow, clear };
}
