import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { BookingStatus } from '@/domain/booking/booking-codes-contract';
import type { Party } from '@/domain/booking/booking-party-contract';
import type {
  Ics2BookingDetail,
  Ics2BookingListResponse,
  Ics2BookingSummary,
  Ics2Filing,
} from '@/domain/customs/customs-contract';
import { isIcs2Location, needsIcs2, routeLocationCodes } from '@/domain/customs/ics2-countries-contract';
import {
  emptyTradeParty,
  type Ics2Data,
  ics2Readiness,
  type Ics2TradeParty,
  isHsCode,
} from '@/domain/customs/ics2-rules-contract';

import { listBookings } from '../booking/booking-list';
import { getBooking } from '../booking/booking-store';
import { parseSeededReference } from '../booking/references';
import { SEEDED_USERS, thisWeekSlotOf } from '../booking/seed-variants';
import { defineUserCollection } from '../db';
import { hashString } from '../schedule/data/random';

/*
 * The ICS2 data of each user's EU-bound bookings in the mock database. A booking's data is what the user saved, else
 * a prefill from the booking (parties' EORI in taxLegalReferences, buyer and seller from consignee and shipper,
 * commodities with their HS codes). Once the data is ready the mock carrier files the ENS; customs answer after
 * {@link ICS2_ANSWER_DELAY_MS}. Every read computes the status at that instant (due instants, no timers), like
 * mocks/booking/lifecycle.ts.
 */

/** How long (ms) customs take to answer a filed ENS (FILED -> ACCEPTED, or the seeded questions and refusals). */
export const ICS2_ANSWER_DELAY_MS = 3000;
/** How long (ms) after filing customs' risk assessment completes (ACCEPTED -> ASSESSMENT_COMPLETE). */
export const ICS2_ASSESSMENT_DELAY_MS = 60 * 60 * 1000;

/** The booking statuses whose bookings need ICS2 data: confirmed and still pending ones (not rejected, done, cancelled). */
export const ICS2_BOOKING_STATUSES: BookingStatus[] = [
  'CONFIRMED',
  'RECEIVED',
  'PENDING_UPDATE',
  'UPDATE_RECEIVED',
  'PENDING_AMENDMENT',
];

/** Customs' answer to a filing: accept, ask a question, or forbid loading. */
type Outcome = 'ACCEPT' | 'QUESTION' | 'DO_NOT_LOAD';

/** Stored per booking (by request reference): the saved data and when the current filing was made. */
interface StoredIcs2 {
  reference: string;
  data: Ics2Data;
  /** Epoch ms of the filing (set when a save makes the data ready); undefined while not filed. */
  filedAtMs?: number;
  outcome: Outcome;
}

const ics2Store = defineUserCollection<StoredIcs2>('customs-ics2', { idOf: (stored) => stored.reference });

/** The question customs ask in the seeded MORE_INFORMATION_REQUESTED filings. */
export const SEEDED_QUESTION =
  'Please give the precise description of goods and the 6-digit HS code of each commodity, and confirm the buyer.';
/** The reason of the seeded DO_NOT_LOAD filings. */
export const SEEDED_DO_NOT_LOAD_REASON =
  'The consignee matches a security risk profile. Do not load until customs have cleared the consignment.';

/**
 * The seeded fate of a generated booking, by a hash of its request reference: most start with nothing filed; one in
 * eight each was filed with complete data and is accepted, asked a question, or refused loading (so the page shows
 * every status). Bookings users create start not filed.
 */
function seededOutcome(reference: string): Outcome | undefined {
  const parsed = parseSeededReference(reference);
  if (!parsed) return undefined;
  // This week's sailings (the ones whose filings matter now) take the answers in turn, so the list's first page shows
  // them whatever the week.
  const userId = Object.entries(SEEDED_USERS).find(([, seeded]) => seeded.tag === parsed.tag)?.[0];
  const slot = userId === undefined ? undefined : thisWeekSlotOf(userId, parsed.index);
  if (slot !== undefined) return (['QUESTION', 'DO_NOT_LOAD', 'ACCEPT', undefined] as const)[slot % 4];
  switch (hashString(`ics2:${reference}`) % 8) {
    case 1:
      return 'ACCEPT';
    case 2:
      return 'QUESTION';
    case 3:
      return 'DO_NOT_LOAD';
    default:
      return undefined;
  }
}

function eoriOf(party: Party | undefined): string {
  return party?.taxLegalReferences?.find((reference) => reference.type.toUpperCase() === 'EORI')?.value ?? '';
}

function tradePartyOf(party: Party | undefined): Ics2TradeParty {
  if (!party) return emptyTradeParty();
  return {
    name: party.partyName,
    street: [party.address?.street, party.address?.streetNumber].filter(Boolean).join(' '),
    city: party.address?.city ?? '',
    countryCode: party.address?.countryCode ?? '',
  };
}

/** A made-up but well-formed EORI for a seeded complete filing. */
function seededEori(countryCode: string, reference: string, role: string): string {
  const country = /^[A-Z]{2}$/.test(countryCode) ? countryCode : 'NL';
  return `${country}${String(hashString(`${role}:${reference}`) % 1_000_000_000).padStart(9, '0')}`;
}

/** The ICS2 data the booking already holds: EORI numbers, seller (shipper) and buyer (consignee), commodities. */
export function prefillOf(booking: Booking): Ics2Data {
  const { shipper, consignee } = booking.documentParties;
  return {
    filer: 'CARRIER',
    houseFilerName: '',
    houseFilerEori: '',
    shipperEori: eoriOf(shipper),
    consigneeEori: eoriOf(consignee),
    seller: tradePartyOf(shipper),
    buyer: tradePartyOf(consignee),
    goods: booking.requestedEquipments.flatMap((equipment) =>
      equipment.commodities.map((commodity) => ({
        commodityType: commodity.commodityType,
        hsCode: commodity.HSCodes.find(isHsCode) ?? '',
        description: '',
      })),
    ),
  };
}

function storedOf(userId: string, booking: Booking): StoredIcs2 {
  const reference = booking.carrierBookingRequestReference;
  const stored = ics2Store.get(userId, reference);
  if (stored) return stored;
  const prefill = prefillOf(booking);
  const outcome = seededOutcome(reference);
  if (!outcome) return { reference, data: prefill, outcome: 'ACCEPT' };
  // A seeded filing: the data as the user completed it before, filed when the booking was made.
  const data: Ics2Data = {
    ...prefill,
    shipperEori: prefill.shipperEori || seededEori(prefill.seller.countryCode, reference, 'shipper'),
    consigneeEori: prefill.consigneeEori || seededEori(prefill.buyer.countryCode, reference, 'consignee'),
    seller: prefill.seller.street
      ? prefill.seller
      : { ...prefill.seller, street: '1 Harbour Road', city: 'Busan', countryCode: 'KR' },
    buyer: prefill.buyer.street
      ? prefill.buyer
      : { ...prefill.buyer, street: 'Weena 10', city: 'Rotterdam', countryCode: 'NL' },
    goods: prefill.goods.map((item) => ({
      ...item,
      hsCode: item.hsCode || '847130',
      description: `${item.commodityType}, packed on pallets`,
    })),
  };
  return { reference, data, filedAtMs: Date.parse(booking.createdDateTime), outcome };
}

function filingOf(stored: StoredIcs2, ready: boolean, nowMs: number): Ics2Filing {
  if (!ready || stored.filedAtMs === undefined) return { status: 'NOT_FILED' };
  const filedDateTime = new Date(stored.filedAtMs).toISOString();
  if (nowMs < stored.filedAtMs + ICS2_ANSWER_DELAY_MS) return { status: 'FILED', filedDateTime };
  if (stored.outcome === 'QUESTION') {
    return { status: 'MORE_INFORMATION_REQUESTED', filedDateTime, question: SEEDED_QUESTION };
  }
  if (stored.outcome === 'DO_NOT_LOAD')
    return { status: 'DO_NOT_LOAD', filedDateTime, reason: SEEDED_DO_NOT_LOAD_REASON };
  const mrn = `26NL${String(hashString(`mrn:${stored.reference}:${stored.filedAtMs}`))
    .padStart(14, '0')
    .slice(0, 14)}`;
  return {
    status: nowMs < stored.filedAtMs + ICS2_ASSESSMENT_DELAY_MS ? 'ACCEPTED' : 'ASSESSMENT_COMPLETE',
    filedDateTime,
    mrn,
  };
}

function detailOf(booking: Booking, stored: StoredIcs2, nowMs: number): Ics2BookingDetail {
  const readiness = ics2Readiness(stored.data);
  const pol = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POL')?.location;
  const pod = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POD')?.location;
  const mainCarriage = (booking.transportPlan ?? []).filter((transport) => transport.transportPlanStage === 'MNC');
  const first = mainCarriage[0];
  const summary: Ics2BookingSummary = {
    carrierBookingRequestReference: booking.carrierBookingRequestReference,
    carrierBookingReference: booking.carrierBookingReference,
    pol: {
      UNLocationCode: pol?.UNLocationCode ?? first?.loadLocation.UNLocationCode ?? 'XXXXX',
      locationName: pol?.locationName ?? first?.loadLocation.locationName ?? '',
    },
    pod: {
      UNLocationCode: pod?.UNLocationCode ?? mainCarriage.at(-1)?.dischargeLocation.UNLocationCode ?? 'XXXXX',
      locationName: pod?.locationName ?? mainCarriage.at(-1)?.dischargeLocation.locationName ?? '',
    },
    vesselName: first?.vesselName,
    carrierExportVoyageNumber: first?.carrierExportVoyageNumber,
    departureDateTime: first?.plannedDepartureDateTime,
    ics2Ports: routeLocationCodes(booking).filter(isIcs2Location),
    readiness,
    filing: filingOf(stored, readiness.ready, nowMs),
  };
  return { ...summary, data: stored.data };
}

function euBooking(userId: string, reference: string, nowMs: number): Booking | undefined {
  const booking = getBooking(userId, reference, nowMs);
  return booking && ICS2_BOOKING_STATUSES.includes(booking.bookingStatus) && needsIcs2(booking) ? booking : undefined;
}

/** One EU-bound booking's ICS2 page at `nowMs` (request reference or booking number); undefined if not listed. */
export function getIcs2Booking(userId: string, reference: string, nowMs: number): Ics2BookingDetail | undefined {
  const booking = euBooking(userId, reference, nowMs);
  return booking ? detailOf(booking, storedOf(userId, booking), nowMs) : undefined;
}

/**
 * Saves `data` for the booking at `nowMs`. Data that is ready is filed at once (a new filing: customs answer after
 * {@link ICS2_ANSWER_DELAY_MS} and accept it; a correction after a question or a do-not-load is filed anew too).
 * Undefined when the booking is not listed.
 */
export function saveIcs2Booking(
  userId: string,
  reference: string,
  data: Ics2Data,
  nowMs: number,
): Ics2BookingDetail | undefined {
  const booking = euBooking(userId, reference, nowMs);
  if (!booking) return undefined;
  const ready = ics2Readiness(data).ready;
  const stored: StoredIcs2 = {
    reference: booking.carrierBookingRequestReference,
    data,
    filedAtMs: ready ? nowMs : undefined,
    outcome: 'ACCEPT',
  };
  ics2Store.put(userId, stored);
  return detailOf(booking, stored, nowMs);
}

/** How many bookings the list reads from the booking store per step while it looks for EU-bound ones. */
const SCAN_PAGE_SIZE = 50;

/**
 * One page of the user's EU-bound bookings (confirmed and pending, newest first, as the shipments overview orders
 * them) at `nowMs`. Computed lazily: the booking list is read in steps of {@link SCAN_PAGE_SIZE} only until the page
 * (and one more to know `hasMore`) is found, so a forwarder's 10,000 bookings are not all opened.
 */
export function listIcs2Bookings(
  userId: string,
  page: number,
  pageSize: number,
  nowMs: number,
): Ics2BookingListResponse {
  const wanted = page * pageSize + 1;
  const found: Ics2BookingSummary[] = [];
  for (let scanPage = 1; found.length < wanted; scanPage += 1) {
    const { bookings, totalCount } = listBookings(
      userId,
      { status: ICS2_BOOKING_STATUSES, sort: '-createdDateTime', page: scanPage, pageSize: SCAN_PAGE_SIZE },
      nowMs,
    );
    for (const row of bookings) {
      const booking = euBooking(userId, row.carrierBookingRequestReference, nowMs);
      if (!booking) continue;
      const detail: Partial<Ics2BookingDetail> = detailOf(booking, storedOf(userId, booking), nowMs);
      delete detail.data;
      found.push(detail as Ics2BookingSummary);
      if (found.length >= wanted) break;
    }
    if (scanPage * SCAN_PAGE_SIZE >= totalCount) break;
  }
  const start = (page - 1) * pageSize;
  return { bookings: found.slice(start, start + pageSize), page, pageSize, hasMore: found.length > start + pageSize };
}
