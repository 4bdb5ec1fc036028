import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { TrackingEvent } from '@/domain/tracking/tracking-contract';

import {
  findImportShipmentSeed,
  IMPORT_POD,
  IMPORT_POL,
  IMPORT_SHIPPER_NAME,
  IMPORT_VESSEL,
  importSailingOf,
  type ImportShipmentSeed,
} from '../booking/import-shipments';
import { requirePort } from '../schedule/data/ports';
import { isoUtc, isoWithOffset } from '../schedule/data/zoned-time';
import { trackingEventsOf } from './event-generation';

/*
 * The seam through which the tracking mock knows the import shipments (docs/areas/tracking.md, "Import shipments"):
 * shipments another company booked (mocks/booking/import-shipments.ts), of which a demo company is consignee, are
 * tracked like any booking by their B/L number, booking number and container numbers. Their containers carry the
 * numbers of the B/L (not the carrier's generated ones); the vessel leg is the arrival notice's (ONE HARMONY 045E,
 * Shanghai 18:00 local -> Busan 08:00 local, as mocks/delivery-orders/import-booking.ts dates it), so the events
 * agree with the delivery order pages. The events end with the discharge at Busan: the full gate-out is the delivery
 * order's collection (docs/areas/vgm-delivery-orders.md), which the tracking mock does not know, so neither it nor the
 * empty return is invented here.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Like the other bookings of the mock, completed 6 hours after departure (mocks/booking/seed-history.ts). */
const COMPLETED_AFTER_DEPARTURE_MS = 6 * HOUR_MS;
/** Event keys after the discharge (./event-stages.ts destinationSteps): the gate-out full and the empty return. */
const AFTER_DISCHARGE = ['-GTOT-F', '-GTIN-E'];

/** The booking behind import shipment `seed` as the event generator reads it: one vessel leg, one slot per container. */
function bookingOf(seed: ImportShipmentSeed, nowMs: number): Booking {
  const pol = requirePort(IMPORT_POL);
  const pod = requirePort(IMPORT_POD);
  const sailing = importSailingOf(seed, nowMs);
  const receivedMs = sailing.departureMs - 14 * DAY_MS;
  const completedMs = sailing.departureMs + COMPLETED_AFTER_DEPARTURE_MS;
  const polPlace = { UNLocationCode: pol.locationCode, locationName: pol.locationName };
  const podPlace = { UNLocationCode: pod.locationCode, locationName: pod.locationName };
  const statusHistory: Booking['statusHistory'] = [
    { bookingStatus: 'RECEIVED', dateTime: isoUtc(receivedMs) },
    { bookingStatus: 'CONFIRMED', dateTime: isoUtc(receivedMs + 2 * HOUR_MS) },
    ...(nowMs >= completedMs ? [{ bookingStatus: 'COMPLETED' as const, dateTime: isoUtc(completedMs) }] : []),
  ];
  const last = statusHistory[statusHistory.length - 1];
  // One equipment line per container, in seed order, so slot i is the seed's container i.
  const requestedEquipments = seed.containers.map(({ ISOEquipmentCode }) => ({
    ISOEquipmentCode,
    units: 1,
    isShipperOwned: false,
    cargoGrossWeight: { value: 9000, unit: 'KGM' as const },
    commodities: [{ commodityType: 'Printed circuit boards', HSCodes: ['853400'] }],
  }));
  return {
    carrierBookingRequestReference: `BKR8${seed.bookingNumber.slice(4)}`,
    carrierBookingReference: seed.bookingNumber,
    bookingStatus: last?.bookingStatus ?? 'CONFIRMED',
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    cargoMovementTypeAtOrigin: 'FCL',
    cargoMovementTypeAtDestination: 'FCL',
    freightPaymentTermCode: 'COL',
    vessel: { name: IMPORT_VESSEL.vesselName },
    carrierExportVoyageNumber: IMPORT_VESSEL.carrierExportVoyageNumber,
    bookingChannelReference: 'WEB',
    isEquipmentSubstitutionAllowed: false,
    documentParties: {
      bookingAgent: { partyName: IMPORT_SHIPPER_NAME },
      shipper: { partyName: IMPORT_SHIPPER_NAME },
    },
    shipmentLocations: [
      { location: polPlace, locationTypeCode: 'POL' },
      { location: podPlace, locationTypeCode: 'POD' },
    ],
    requestedEquipments,
    confirmedEquipments: requestedEquipments.map(({ ISOEquipmentCode, units }) => ({ ISOEquipmentCode, units })),
    transportPlan: [
      {
        transportPlanStage: 'MNC',
        transportPlanStageSequenceNumber: 1,
        loadLocation: polPlace,
        dischargeLocation: podPlace,
        plannedDepartureDate: sailing.departureDate,
        plannedArrivalDate: sailing.arrivalDate,
        plannedDepartureDateTime: isoWithOffset(sailing.departureMs, pol.timeZone),
        plannedArrivalDateTime: isoWithOffset(sailing.arrivalMs, pod.timeZone),
        modeOfTransport: 'VESSEL',
        ...IMPORT_VESSEL,
      },
    ],
    statusHistory,
    createdDateTime: isoUtc(receivedMs),
    updatedDateTime: last?.dateTime ?? isoUtc(receivedMs),
  };
}

/**
 * The import shipment's booking whose booking number, B/L number or container number (`kind`) is `reference` (upper
 * case, a container number without spaces) at `nowMs`, or undefined when it names none of them.
 */
export function findImportShipment(
  kind: 'booking' | 'bl' | 'container',
  reference: string,
  nowMs: number,
): Booking | undefined {
  const seed = findImportShipmentSeed(kind, reference);
  return seed ? bookingOf(seed, nowMs) : undefined;
}

/**
 * The DCSA T&T events of `booking` at `nowMs` when it is an import shipment's ({@link findImportShipment}): the
 * generator's events (./event-generation.ts) with the B/L's container numbers, up to the discharge at Busan; else
 * undefined (the caller generates the booking's events as usual).
 */
export function importShipmentEventsOf(booking: Booking, nowMs: number): TrackingEvent[] | undefined {
  const seed = findImportShipmentSeed('booking', booking.carrierBookingReference ?? '');
  if (!seed) return undefined;
  const numbers = seed.containers.map((container) => container.equipmentReference);
  return trackingEventsOf(booking, nowMs, numbers).filter(
    (event) => !AFTER_DISCHARGE.some((key) => event.eventID.endsWith(key)),
  );
}
