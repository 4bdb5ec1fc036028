import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { Party } from '@/domain/booking/booking-party-contract';
import type { PaymentTerm } from '@/domain/quote/quote-contract';

import { everyAccount, findAccount } from '../auth/accounts';
import { storedBookingsOf } from '../booking/booking-store';
import { locationCode } from '../booking/sailings';
import { type BilledBookingFacts, seededBilledFacts, seededBooking } from '../booking/seed';
import { anchorOf, seededCount, type SeedVariant, seedVariantOf } from '../booking/seed-variants';
import { getPort, type Port } from '../schedule/data/ports';
import { blNumberOf } from '../tracking/identifiers';
import { type DndBilling, dndBillingOf } from './invoice-dnd';

/*
 * What the mock carrier invoices (docs/areas/e-finance.md): the bookings of every account of the user's company (same
 * customerCode) that hold a B/L number, generated (mocks/booking/seed.ts, replaced where a user changed them) or
 * created by a user. Only the facts invoicing needs are kept, so thousands of bookings stay cheap.
 */

/** A booking the carrier bills: its references, ports, sailing, equipment and freight terms. Times in epoch ms (UTC). */
export interface BillableShipment {
  /** The account that made the booking (its quotes are looked up under it). */
  ownerUserId: string;
  /** The booking's shipper (else its booking agent) and consignee: the payers of prepaid and collect invoices. */
  shipper: Party;
  consignee?: Party;
  /** Booked equipment lines (confirmed ones when the carrier confirmed others). */
  equipments: { ISOEquipmentCode: string; units: number }[];
  freightPaymentTermCode: PaymentTerm;
  /** The ONE Quote the booking was made on (channel AOQ), if any. */
  quotationReference?: string;
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
  /** POD local date of the arrival ('yyyy-MM-dd'). */
  arrivalDate: string;
  /** The import clocks that ran over free time, when every container was returned by the week's end (D&D invoice). */
  dnd?: DndBilling;
}

const WEEK_MS = 7 * 86_400_000;

/**
 * `shipment` with its D&D billing (./invoice-dnd.ts) when its planned arrival is before the end of the anchor week of
 * `nowMs`: a container cannot be returned before its vessel arrives, so the tracking events of later shipments are never
 * worked out (the forwarder's first invoice list stays within its budget; docs/mock-backend.md).
 */
function withDnd(shipment: BillableShipment, booking: () => Booking | undefined, nowMs: number): BillableShipment {
  if (shipment.arrivalMs >= anchorOf(nowMs) + WEEK_MS) return shipment;
  const whole = booking();
  const dnd = whole && dndBillingOf(whole);
  if (dnd) shipment.dnd = dnd;
  return shipment;
}

/** Booking states whose charges are billed: confirmed (amendments included) or carried; never cancelled or declined. */
const BILLED_STATUSES: ReadonlySet<string> = new Set(['CONFIRMED', 'PENDING_AMENDMENT', 'COMPLETED']);

/** The billable facts of `booking` of `ownerUserId`, or undefined when it has no B/L number to bill under. */
export function billableShipmentOf(ownerUserId: string, booking: BilledBookingFacts): BillableShipment | undefined {
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
  const parties = booking.documentParties;
  const quotationReference =
    booking.bookingChannelReference === 'AOQ' ? booking.contractQuotationReference?.trim() : undefined;
  // Only what invoicing reads is kept: thousands of whole bookings held in the cache cost memory and collection time.
  return {
    ownerUserId,
    shipper: parties.shipper ?? parties.bookingAgent,
    ...(parties.consignee ? { consignee: parties.consignee } : {}),
    equipments: (booking.confirmedEquipments ?? booking.requestedEquipments).map(({ ISOEquipmentCode, units }) => ({
      ISOEquipmentCode,
      units,
    })),
    freightPaymentTermCode: booking.freightPaymentTermCode,
    ...(quotationReference ? { quotationReference } : {}),
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
    arrivalDate: last.plannedArrivalDateTime.slice(0, 10),
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

/** Generated variants whose booking never reaches a billed status: skipped before the booking is generated. */
const UNBILLED_VARIANTS: ReadonlySet<SeedVariant> = new Set([
  'RECEIVED',
  'PENDING_UPDATE',
  'UPDATE_RECEIVED',
  'REJECTED',
  'DECLINED',
  'CANCELLED',
  'CANCELLED_CONFIRMED',
]);

/** The billable generated bookings of `userId` for the week of `nowMs`, by request reference. */
export function seededShipmentsOf(userId: string, nowMs: number): Map<string, BillableShipment> {
  const shipments = new Map<string, BillableShipment>();
  for (let index = 0; index < seededCount(userId); index += 1) {
    if (UNBILLED_VARIANTS.has(seedVariantOf(userId, index))) continue;
    // The billed facts alone; the whole booking only for a shipment whose D&D may be billed (withDnd).
    const facts = seededBilledFacts(userId, index, nowMs);
    const shipment = facts && billableShipmentOf(userId, facts);
    if (shipment) {
      const booking = () => seededBooking(userId, index, nowMs)?.booking;
      shipments.set(facts.carrierBookingRequestReference, withDnd(shipment, booking, nowMs));
    }
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
    shipments: stored.flatMap((booking) => {
      const shipment = billableShipmentOf(userId, booking);
      return shipment ? [withDnd(shipment, () => booking, nowMs)] : [];
    }),
    references: new Set(stored.map((booking) => booking.carrierBookingRequestReference)),
  };
}

/** The week generated bookings hold for (cache key of anything derived from them). */
export const weekOf = anchorOf;
