import type { Booking } from '@/domain/booking/booking-answer-contract';

import { everyAccount, findAccount } from '../auth/accounts';
import { storedBookingsOf } from '../booking/booking-store';
import { locationCode } from '../booking/sailings';
import { seededBooking } from '../booking/seed';
import { anchorOf, seededCount } from '../booking/seed-variants';
import { getPort, type Port } from '../schedule/data/ports';
import { blNumberOf } from '../tracking/identifiers';

/*
 * What the mock carrier invoices (docs/areas/e-finance.md): the bookings of every account of the user's company (same
 * customerCode) that hold a B/L number, generated (mocks/booking/seed.ts, replaced where a user changed them) or
 * created by a user. Only the facts invoicing needs are kept, so thousands of bookings stay cheap.
 */

/** A booking the carrier bills: its references, ports, sailing, equipment and freight terms. Times in epoch ms (UTC). */
export interface BillableShipment {
  /** The account that made the booking (its quotes are looked up under it). */
  ownerUserId: string;
  booking: Booking;
  carrierBookingReference: string;
  /** The B/L number the booking's documents carry (mocks/tracking/identifiers.ts blNumberOf). */
  transportDocumentReference: string;
  /** The 8 digits of the booking number (user tag + index, or 9 + digits for a created booking). */
  serial: string;
  pol: Port;
  pod: Port;
  vesselName?: string;
  carrierExportVoyageNumber?: string;
  /** When the carrier confirmed the booking (the B/L number is known from then on). */
  confirmedMs: number;
  /** Planned departure of the first main-carriage vessel and arrival of the last one. */
  departureMs: number;
  arrivalMs: number;
  /** POL local date of the departure ('yyyy-MM-dd'): the date the tariff applies on. */
  departureDate: string;
}

/** Booking states whose charges are billed: confirmed (amendments included) or carried; never cancelled or declined. */
const BILLED_STATUSES: ReadonlySet<string> = new Set(['CONFIRMED', 'PENDING_AMENDMENT', 'COMPLETED']);

/** The billable facts of `booking` of `ownerUserId`, or undefined when it has no B/L number to bill under. */
export function billableShipmentOf(ownerUserId: string, booking: Booking): BillableShipment | undefined {
  const number = booking.carrierBookingReference;
  const serial = number ? /^[A-Z]{4}(\d{8})$/.exec(number)?.[1] : undefined;
  if (!number || !serial || !BILLED_STATUSES.has(booking.bookingStatus)) return undefined;
  const mainCarriage = (booking.transportPlan ?? []).filter((transport) => transport.transportPlanStage === 'MNC');
  const first = mainCarriage[0];
  const last = mainCarriage.at(-1);
  if (!first || !last) return undefined;
  const pol = getPort(locationCode(booking, 'POL') ?? first.loadLocation.UNLocationCode);
  const pod = getPort(locationCode(booking, 'POD') ?? last.dischargeLocation.UNLocationCode);
  if (!pol || !pod) return undefined;
  const confirmed = booking.statusHistory.find((entry) => entry.bookingStatus === 'CONFIRMED');
  return {
    ownerUserId,
    booking,
    carrierBookingReference: number,
    transportDocumentReference: blNumberOf(number),
    serial,
    pol,
    pod,
    ...(first.vesselName ? { vesselName: first.vesselName } : {}),
    ...(first.carrierExportVoyageNumber ? { carrierExportVoyageNumber: first.carrierExportVoyageNumber } : {}),
    confirmedMs: Date.parse(confirmed?.dateTime ?? booking.updatedDateTime),
    departureMs: Date.parse(first.plannedDepartureDateTime),
    arrivalMs: Date.parse(last.plannedArrivalDateTime),
    // Planned times are written in the POL's local time with its offset: the date part is the local date.
    departureDate: first.plannedDepartureDateTime.slice(0, 10),
  };
}

/** The customerCode of `userId`'s company and its accounts' IDs (the user alone when unknown). */
export function companyOf(userId: string): { customerCode: string; userIds: string[] } {
  const account = findAccount(userId);
  if (!account) return { customerCode: `USER:${userId}`, userIds: [userId] };
  const { customerCode } = account.user;
  const userIds = everyAccount()
    .filter((entry) => entry.user.customerCode === customerCode)
    .map((entry) => entry.user.userId);
  return { customerCode, userIds: userIds.includes(userId) ? userIds : [userId, ...userIds] };
}

/** The billable generated bookings of `userId` for the week of `nowMs`, by request reference. */
export function seededShipmentsOf(userId: string, nowMs: number): Map<string, BillableShipment> {
  const shipments = new Map<string, BillableShipment>();
  for (let index = 0; index < seededCount(userId); index += 1) {
    const generated = seededBooking(userId, index, nowMs);
    const shipment = generated && billableShipmentOf(userId, generated.booking);
    if (shipment) shipments.set(generated.booking.carrierBookingRequestReference, shipment);
  }
  return shipments;
}

/**
 * The bookings of `userId` a user created or changed, as seen at `nowMs`: billable ones, and the request references
 * of every stored one (a changed generated booking replaces the generated one, billable or not any more).
 */
export function storedShipmentsOf(
  userId: string,
  nowMs: number,
): { shipments: BillableShipment[]; references: Set<string> } {
  const stored = storedBookingsOf(userId, nowMs);
  return {
    shipments: stored.flatMap((booking) => billableShipmentOf(userId, booking) ?? []),
    references: new Set(stored.map((booking) => booking.carrierBookingRequestReference)),
  };
}

/** The week generated bookings hold for (cache key of anything derived from them). */
export const weekOf = anchorOf;
