import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { RequestedEquipment } from '@/domain/booking/booking-cargo-contract';

import { requirePort } from '../schedule/data/ports';
import { isoUtc, isoWithOffset } from '../schedule/data/zoned-time';
import type { ImportSailing } from './import-shipments';

/*
 * The DCSA Booking 2.0.5 `Booking` (../shared/reference/dcsa/BKG_v2.0.5.yaml) behind an import shipment of
 * ./import-shipments.ts, one builder for the two readers that need it: the tracking mock's event generator
 * (mocks/tracking/import-shipments.ts) and a consignee's read of the booking (mocks/delivery-orders/import-booking.ts).
 * Collect freight, CY/CY FCL, one main-carriage leg POL -> POD on the shipment's vessel.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The seeded bookings complete 6 hours after departure (mocks/booking/seed-history.ts); so do these. */
const COMPLETED_AFTER_DEPARTURE_MS = 6 * HOUR_MS;

/** What an import shipment's booking is built from. */
export interface ImportBookingFacts {
  /** The booking number, 4 letters and 8 digits ('SHAE26110101'); the B/L number is 'ONEY' + it. */
  bookingNumber: string;
  /** UN/LOCODEs of the ports of loading and discharge (known ports of mocks/schedule/data/ports.ts). */
  polCode: string;
  podCode: string;
  sailing: ImportSailing;
  vessel: { vesselName: string; carrierExportVoyageNumber: string };
  documentParties: Booking['documentParties'];
  requestedEquipments: RequestedEquipment[];
  /** The shipper's cut-offs, when the reader shows them (the DCO of the B/L's SI). */
  shipmentCutOffTimes?: Booking['shipmentCutOffTimes'];
}

/**
 * The booking of import shipment `facts` at `nowMs`: received 14 days before departure and confirmed 2 hours later;
 * completed 6 hours after departure (from then on its status), the planned times in each port's local time.
 */
export function importBookingOf(facts: ImportBookingFacts, nowMs: number): Booking {
  const pol = requirePort(facts.polCode);
  const pod = requirePort(facts.podCode);
  const polPlace = { UNLocationCode: pol.locationCode, locationName: pol.locationName };
  const podPlace = { UNLocationCode: pod.locationCode, locationName: pod.locationName };
  const { sailing, vessel, requestedEquipments } = facts;
  const receivedMs = sailing.departureMs - 14 * DAY_MS;
  const completedMs = sailing.departureMs + COMPLETED_AFTER_DEPARTURE_MS;
  const statusHistory: Booking['statusHistory'] = [
    { bookingStatus: 'RECEIVED', dateTime: isoUtc(receivedMs) },
    { bookingStatus: 'CONFIRMED', dateTime: isoUtc(receivedMs + 2 * HOUR_MS) },
    ...(nowMs >= completedMs ? [{ bookingStatus: 'COMPLETED' as const, dateTime: isoUtc(completedMs) }] : []),
  ];
  const last = statusHistory[statusHistory.length - 1];
  return {
    carrierBookingRequestReference: `BKR8${facts.bookingNumber.slice(4)}`,
    carrierBookingReference: facts.bookingNumber,
    bookingStatus: last?.bookingStatus ?? 'CONFIRMED',
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    cargoMovementTypeAtOrigin: 'FCL',
    cargoMovementTypeAtDestination: 'FCL',
    freightPaymentTermCode: 'COL',
    vessel: { name: vessel.vesselName },
    carrierExportVoyageNumber: vessel.carrierExportVoyageNumber,
    bookingChannelReference: 'WEB',
    isEquipmentSubstitutionAllowed: false,
    documentParties: facts.documentParties,
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
        vesselName: vessel.vesselName,
        carrierExportVoyageNumber: vessel.carrierExportVoyageNumber,
      },
    ],
    ...(facts.shipmentCutOffTimes ? { shipmentCutOffTimes: facts.shipmentCutOffTimes } : {}),
    statusHistory,
    createdDateTime: isoUtc(receivedMs),
    updatedDateTime: last?.dateTime ?? isoUtc(receivedMs),
  };
}
