import { DEFAULT_NEXT_WEEK_VALUE } from '@/config/limits';
import { paths } from '@/config/paths';

/** A port picked in the quick search: UN/LOCODE and display name. */
export interface QuickPort {
  code: string;
  name: string;
}

/**
 * The schedule page's URL for a quick search (README "The schedule page's URL"): origin and destination names and
 * UN/LOCODEs, the from date (yyyy-MM-dd), the default period (nextWeekValue 28 days) and cmdParam=search so the page
 * runs the search at once. Built here with URLSearchParams because a feature never imports another.
 */
export function quickScheduleHref(origin: QuickPort, destination: QuickPort, fromDate: string): string {
  const params = new URLSearchParams({
    oriLocNmParam: origin.name,
    oriLocCdParam: origin.code,
    destLocNmParam: destination.name,
    destLocCdParam: destination.code,
    frmDtParam: fromDate,
    nextWeekValue: String(DEFAULT_NEXT_WEEK_VALUE),
    cmdParam: 'search',
  });
  return paths.pointToPointSchedule.href(params);
}

/** Cargo tracking kinds of the legacy tracking page: B = B/L, K = booking, C = container (config/paths.ts). */
export type TrackingKind = 'B' | 'K' | 'C';

/** Legacy cargo tracking page code (config/legacy-pages.ts). */
export const CARGO_TRACKING_CODE = 'CUP_HOM_3301';

/** The legacy cargo tracking page for `number` of `kind` (trakNoParam, trakNoTpCdParam). */
export function trackingHref(kind: TrackingKind, number: string): string {
  return paths.legacyPage.href(
    CARGO_TRACKING_CODE,
    new URLSearchParams({ trakNoParam: number, trakNoTpCdParam: kind }),
  );
}

/**
 * Validates a tracking number: container numbers follow ISO 6346 (4 letters, 7 digits: 'TCLU1234567'); B/L and booking
 * numbers are 8 to 16 letters and digits ('ONEYSINC12345600', 'SINC12345600'). Returns the normalised number
 * (upper case, no spaces) or null.
 */
export function normaliseTrackingNumber(kind: TrackingKind, raw: string): string | null {
  const value = raw.replace(/\s+/g, '').toUpperCase();
  if (kind === 'C') return /^[A-Z]{4}\d{7}$/.test(value) ? value : null;
  return /^[A-Z0-9]{8,16}$/.test(value) ? value : null;
}
