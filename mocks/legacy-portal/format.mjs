// Labels and formats the stand-in's pages and tables share.
import { PORTS } from './data.mjs';

/** 'Busan (KRPUS)'; the code alone for a port the stand-in does not know. */
export const portLabel = (code) => `${PORTS[code]?.name ?? code} (${code})`;

/** Names of the DCSA event types as the classic portal shows them. */
export const EVENT_LABELS = {
  GATED_OUT: 'Gate out',
  GATED_IN: 'Gate in',
  LOADED: 'Loaded on vessel',
  DISCHARGED: 'Discharged from vessel',
  DEPARTED: 'Vessel departure',
  ARRIVED: 'Vessel arrival',
};

/** An amount with the currency's minor digits (none for KRW and JPY), en-US grouping: '4,860.00'. */
export function formatAmount(amount, currency) {
  const digits = currency === 'KRW' || currency === 'JPY' ? 0 : 2;
  return amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** The tracking number type of a query: K (booking), C (container), else B (B/L). */
export function trackingType(value) {
  return value === 'K' || value === 'C' ? value : 'B';
}
