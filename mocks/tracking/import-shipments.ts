import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { TrackingEvent } from '@/domain/tracking/tracking-contract';

import { importBookingOf } from '../booking/import-booking';
import {
  findImportShipmentSeed,
  IMPORT_POD,
  IMPORT_POL,
  IMPORT_SHIPPER_NAME,
  IMPORT_VESSEL,
  importSailingOf,
  type ImportShipmentSeed,
} from '../booking/import-shipments';
import { trackingEventsOf } from './event-generation';

/*
 * The seam through which the tracking mock knows the import shipments (docs/areas/tracking.md, "Import shipments"):
 * shipments another company booked (mocks/booking/import-shipments.ts), of which a demo company is consignee, are
 * tracked like any booking by their B/L number, booking number and container numbers. Their containers carry the
 * numbers of the B/L (not the carrier's generated ones); the vessel leg is the arrival notice's (ONE HARMONY 045E,
 * Shanghai 18:00 local -> Busan 08:00 local, as mocks/booking/import-booking.ts dates it for both), so the events
 * agree with the delivery order pages. The events end with the discharge at Busan: the full gate-out is the delivery
 * order's collection (docs/areas/vgm-delivery-orders.md), which the tracking mock does not know, so neither it nor the
 * empty return is invented here.
 */

/** Event keys after the discharge (./event-stages.ts destinationSteps): the gate-out full and the empty return. */
const AFTER_DISCHARGE = ['-GTOT-F', '-GTIN-E'];

/** The booking behind import shipment `seed` as the event generator reads it: one vessel leg, one slot per container. */
function bookingOf(seed: ImportShipmentSeed, nowMs: number): Booking {
  return importBookingOf(
    {
      bookingNumber: seed.bookingNumber,
      polCode: IMPORT_POL,
      podCode: IMPORT_POD,
      sailing: importSailingOf(seed, nowMs),
      vessel: IMPORT_VESSEL,
      documentParties: {
        bookingAgent: { partyName: IMPORT_SHIPPER_NAME },
        shipper: { partyName: IMPORT_SHIPPER_NAME },
      },
      // One equipment line per container, in seed order, so slot i is the seed's container i.
      requestedEquipments: seed.containers.map(({ ISOEquipmentCode }) => ({
        ISOEquipmentCode,
        units: 1,
        isShipperOwned: false,
        cargoGrossWeight: { value: 9000, unit: 'KGM' as const },
        commodities: [{ commodityType: 'Printed circuit boards', HSCodes: ['853400'] }],
      })),
    },
    nowMs,
  );
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
