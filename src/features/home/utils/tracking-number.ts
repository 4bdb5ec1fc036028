import type { TrackingKind } from '@/config/paths';

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
