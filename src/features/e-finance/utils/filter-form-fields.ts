import { z } from '@/config/zod-mini';
import { isIsoDate } from '@/lib/dates';

/*
 * The fields the e-finance list filters (My invoices, tax invoices) are made of. A filter's text is kept as typed
 * ('' = no filter; trimmed only on the way to the URL), so the rules check what the user sees. Messages are issue codes
 * under the namespace's `filters.errors`.
 */

/** A text filter of at most `max` characters ('too-long' beyond). */
export function filterText(max: number) {
  return z.string().check(z.maxLength(max, 'too-long'));
}

/** A date filter: '' (none) or 'yyyy-MM-dd' ('date' otherwise). */
export const filterDate = z.string().check(z.refine((value) => value === '' || isIsoDate(value), 'date'));

/**
 * The check of a date range filter: when both ends are set, `to` must not be before `from` (ISO dates compare as
 * text). `message` shows at `to`, where the user fixes it.
 */
export function dateRangeCheck<TFrom extends string, TTo extends string>(from: TFrom, to: TTo, message: string) {
  return z.refine<Record<TFrom | TTo, string>>((values) => !values[from] || !values[to] || values[from] <= values[to], {
    message,
    path: [to],
  });
}
