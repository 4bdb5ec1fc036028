import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';
import {
  SI_SUMMARY_STATUSES,
  type SiDashboard,
  type SiListItem,
  type SiListQuery,
  type SiListResponse,
  type SiSummaryStatus,
} from '@/domain/documentation/si-list-contract';

import { blNumberOf } from '../tracking/identifiers';
import { entriesOf, type Entry, seededStepsOf, storedSis } from './si-entries';
import { siReferenceOf, type StoredSi, viewSi } from './si-lifecycle';

/*
 * The SI list and the SI summary's dashboard of a user (docs/areas/documentation.md): one row per confirmed booking, its
 * status worked out from the steps alone so thousands of seeded rows stay cheap.
 */

const HOUR_MS = 3_600_000;

interface ListRow {
  item: SiListItem;
  dueMs: number;
}

/** The status part of a row without building the SI's documents (cheap for thousands of seeded rows). */
function rowOf(userId: string, entry: Entry, nowMs: number): ListRow {
  const { facts } = entry;
  const stored = storedSis.get(userId, facts.carrierBookingReference);
  const base = {
    carrierBookingReference: facts.carrierBookingReference,
    transportDocumentReference: blNumberOf(facts.carrierBookingReference),
    dueDateTime: facts.dueDateTime,
    portOfLoading: facts.pol.UNLocationCode,
    portOfDischarge: facts.pod.UNLocationCode,
    vesselName: facts.vesselName,
    carrierExportVoyageNumber: facts.carrierExportVoyageNumber,
  };
  const steps = stored ? stored.steps : seededStepsOf(userId, entry, nowMs);
  if (!steps) return { item: { ...base, summaryStatus: 'NOT_SUBMITTED', isLate: false }, dueMs: facts.dueMs };
  const shell: StoredSi = {
    carrierBookingReference: facts.carrierBookingReference,
    shippingInstructionsReference: siReferenceOf(facts.carrierBookingReference),
    request: stored?.request ?? EMPTY_REQUEST,
    isLate: stored?.isLate ?? steps[0]?.event === 'SI_RECEIVED_LATE',
    steps,
  };
  const { si, document, summaryStatus } = viewSi(shell, facts, nowMs);
  return {
    item: {
      ...base,
      shippingInstructionsReference: si.shippingInstructionsReference,
      summaryStatus,
      shippingInstructionsStatus: si.shippingInstructionsStatus,
      ...(document ? { transportDocumentStatus: document.transportDocumentStatus } : {}),
      isLate: si.isLate,
    },
    dueMs: facts.dueMs,
  };
}

/** A placeholder request for status-only views of seeded SIs (the list never shows their content). */
const EMPTY_REQUEST: ShippingInstructionsRequest = {
  transportDocumentTypeCode: 'BOL',
  isShippedOnBoardType: true,
  isElectronic: false,
  isToOrder: false,
  freightPaymentTermCode: 'PRE',
  partyContactDetails: [{ name: 'n/a', email: 'n/a@example.com' }],
  documentParties: { shipper: { partyName: 'n/a' } },
  isCargoDeliveredInICS2Zone: false,
  consignmentItems: [],
  utilizedTransportEquipments: [],
};

function rowsOf(userId: string, nowMs: number): ListRow[] {
  return entriesOf(userId, nowMs).map((entry) => rowOf(userId, entry, nowMs));
}

/** Not sent yet and due within `hours` from `nowMs` (DCO still ahead). */
function dueWithin(row: ListRow, hours: number, nowMs: number): boolean {
  return row.item.summaryStatus === 'NOT_SUBMITTED' && row.dueMs > nowMs && row.dueMs <= nowMs + hours * HOUR_MS;
}

/** Not sent and the DCO has passed. */
function isOverdue(row: ListRow, nowMs: number): boolean {
  return row.item.summaryStatus === 'NOT_SUBMITTED' && row.dueMs <= nowMs;
}

/**
 * One page of the user's SI rows at `nowMs` (GET v1/shipping-instructions; query validated by siListQuerySchema):
 * one row per confirmed booking; filters status, POL, POD, due within N hours / overdue (SIs not sent), `q` in the
 * booking or B/L number, a list of booking numbers; sorted by due time or booking number, ties by booking number.
 */
export function listSis(userId: string, query: SiListQuery, nowMs: number): SiListResponse {
  const q = query.q?.trim().toUpperCase();
  const only = query.carrierBookingReferences
    ? new Set(query.carrierBookingReferences.split(',').map((reference) => reference.trim()))
    : undefined;
  // The overview asks for its page's bookings only: skip working out the state of the user's thousands of others.
  const entries = entriesOf(userId, nowMs).filter((entry) => !only || only.has(entry.facts.carrierBookingReference));
  const rows = entries
    .map((entry) => rowOf(userId, entry, nowMs))
    .filter(
      (row) =>
        (!query.summaryStatus || row.item.summaryStatus === query.summaryStatus) &&
        (!query.polCode || row.item.portOfLoading === query.polCode) &&
        (!query.podCode || row.item.portOfDischarge === query.podCode) &&
        (query.dueWithinHours === undefined || dueWithin(row, query.dueWithinHours, nowMs)) &&
        (!query.overdue || isOverdue(row, nowMs)) &&
        (!q || row.item.carrierBookingReference.includes(q) || row.item.transportDocumentReference.includes(q)) &&
        (!only || only.has(row.item.carrierBookingReference)),
    );
  const descending = query.sort.startsWith('-');
  const byDue = query.sort.endsWith('dueDateTime');
  rows.sort((a, b) => {
    const refA = a.item.carrierBookingReference;
    const refB = b.item.carrierBookingReference;
    const byReference = refA < refB ? -1 : refA > refB ? 1 : 0;
    const primary = byDue ? a.dueMs - b.dueMs : byReference;
    return (primary !== 0 ? primary : byReference) * (descending ? -1 : 1);
  });
  const start = (query.page - 1) * query.pageSize;
  return { items: rows.slice(start, start + query.pageSize).map((row) => row.item), total: rows.length };
}

/** The SI summary's dashboard of the user at `nowMs`. */
export function siDashboardOf(userId: string, nowMs: number): SiDashboard {
  const counts = Object.fromEntries(SI_SUMMARY_STATUSES.map((status) => [status, 0])) as Record<
    SiSummaryStatus,
    number
  >;
  let dueWithin24h = 0;
  let dueWithin48h = 0;
  let overdue = 0;
  for (const row of rowsOf(userId, nowMs)) {
    counts[row.item.summaryStatus] += 1;
    if (dueWithin(row, 24, nowMs)) dueWithin24h += 1;
    if (dueWithin(row, 48, nowMs)) dueWithin48h += 1;
    if (isOverdue(row, nowMs)) overdue += 1;
  }
  return { counts, dueWithin24h, dueWithin48h, overdue };
}
