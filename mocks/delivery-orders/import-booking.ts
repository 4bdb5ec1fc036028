import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { RequestedEquipment } from '@/domain/booking/booking-cargo-contract';
import type { Party } from '@/domain/booking/booking-party-contract';

import { importBookingOf } from '../booking/import-booking';
import { findImportBl, type ImportBl } from './import-bls';

/*
 * The booking behind an import B/L as a party to the B/L sees it (docs/areas/vgm-delivery-orders.md, "How a consignee
 * reaches the shipment"): the consignee or notify party of one of ./import-bls.ts's B/Ls may read the shipment's
 * booking (GET v1/bookings/{booking number}), the shipper booked it. A DCSA Booking 2.0.5 `Booking`
 * (../shared/reference/dcsa/BKG_v2.0.5.yaml) built from the B/L's facts and its SI: one main-carriage leg Shanghai ->
 * Busan, the containers' size-types as requested equipments, the B/L's document parties. What belongs to the shipper's
 * contract with the carrier (service contract or quotation number, the shipper's references and remarks) is left out:
 * DCSA does not require them on a Booking and a party to the B/L has no business seeing them. Only the booking number
 * finds it (the party knows the B/L, 'ONEY' + booking number, never the shipper's request reference); writing to it
 * (amend, cancel) stays the booker's, so the booking mock's PUT and PATCH still answer 404. Served by
 * `importBookingHandlers` (./handlers.ts).
 */

/** The B/L's parties in the booking's shape: the shipper booked (booking agent and shipper alike). */
function documentPartiesOf(bl: ImportBl): Booking['documentParties'] {
  const { shipper, consignee, notifyParties } = bl.document.documentParties;
  const party = (name: string | undefined): Party => ({ partyName: name ?? '' });
  return {
    bookingAgent: party(shipper.partyName),
    shipper: party(shipper.partyName),
    ...(consignee ? { consignee: party(consignee.partyName) } : {}),
    ...(notifyParties?.length
      ? {
          other: notifyParties
            .slice(0, 3)
            .map((notify) => ({ party: party(notify.partyName), partyFunction: 'N1' as const })),
        }
      : {}),
  };
}

/** The B/L's containers grouped by size-type, with their cargo as the SI declares it. */
function requestedEquipmentsOf(bl: ImportBl): RequestedEquipment[] {
  const items = bl.document.consignmentItems;
  const commodityType = items[0]?.descriptionOfGoods[0] ?? 'General cargo';
  const HSCodes = items[0]?.HSCodes ?? [];
  const byCode = new Map<string, RequestedEquipment>();
  for (const { equipment, cargoGrossWeight } of bl.document.utilizedTransportEquipments) {
    const line = byCode.get(equipment.ISOEquipmentCode);
    const weight = cargoGrossWeight?.value ?? 0;
    byCode.set(equipment.ISOEquipmentCode, {
      ISOEquipmentCode: equipment.ISOEquipmentCode,
      units: (line?.units ?? 0) + 1,
      isShipperOwned: false,
      cargoGrossWeight: { value: (line?.cargoGrossWeight.value ?? 0) + weight, unit: 'KGM' },
      commodities: [{ commodityType, HSCodes }],
    });
  }
  return [...byCode.values()];
}

/** The booking of import B/L `bl` at `nowMs` (../booking/import-booking.ts), with the DCO of its SI. */
function bookingOf(bl: ImportBl, nowMs: number): Booking {
  const { facts } = bl;
  return importBookingOf(
    {
      bookingNumber: facts.carrierBookingReference,
      polCode: facts.pol.UNLocationCode,
      podCode: facts.pod.UNLocationCode,
      // The vessel's instants (mocks/booking/import-shipments.ts): the tracking events show the same.
      sailing: bl.sailing,
      vessel: { vesselName: facts.vesselName, carrierExportVoyageNumber: facts.carrierExportVoyageNumber },
      documentParties: documentPartiesOf(bl),
      requestedEquipments: requestedEquipmentsOf(bl),
      shipmentCutOffTimes: [{ cutOffDateTimeCode: 'DCO', cutOffDateTime: facts.dueDateTime }],
    },
    nowMs,
  );
}

/**
 * The booking with number `reference` (exact, upper case) as a party to its import B/L sees it: for `userId` whose
 * company is consignee or notify party of B/L 'ONEY' + `reference` at `nowMs` (./import-bls.ts), a DCSA Booking;
 * undefined for anyone else or any other reference (the booking mock then answers 404 BOOKING_NOT_FOUND).
 */
export function importBookingFor(userId: string, reference: string, nowMs: number): Booking | undefined {
  const bl = findImportBl(userId, `ONEY${reference}`, nowMs);
  return bl ? bookingOf(bl, nowMs) : undefined;
}
