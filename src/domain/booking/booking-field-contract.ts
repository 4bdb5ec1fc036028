import { z } from '@/config/zod';
import { isIsoDate } from '@/lib/dates';

/*
 * The field formats every booking schema shares (DCSA Booking 2.0.5, shared/reference/dcsa/BKG_v2.0.5.yaml): free
 * text, dates and date-times. booking-contract.ts says what the booking contract is and which calls use it.
 */

/**
 * DCSA's free text of at most `max` characters: trimmed, required, and without leading or trailing space (DCSA's
 * pattern). Messages are the contract's English ones ('required', 'at most N characters').
 */
export const trimmedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max, `at most ${max} characters`)
    .regex(/^\S(?:.*\S)?$/s, 'must not start or end with a space');

/** 'yyyy-MM-dd'. */
export const bookingDateSchema = z.string().refine(isIsoDate, 'must be a date written yyyy-MM-dd');

/** ISO 8601 date-time with offset (DCSA `date-time`), e.g. '2026-12-01T17:00:00+09:00'. */
export const offsetDateTimeSchema = z.iso.datetime({ offset: true });
