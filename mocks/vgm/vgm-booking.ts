import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { SiContainer } from '@/domain/vgm/vgm-contract';

import { getBooking } from '../booking/booking-store';
import { placeOf } from '../booking/sailings';
import { getSiView } from '../documentation/si-store';
import { companyOf } from '../e-finance/invoice-sources';
import { blNumberOf } from '../tracking/identifiers';

/*
 * What the VGM mock reads of a booking (docs/areas/vgm-delivery-orders.md, "VGM"): the booking from the booking mock
 * (any account of the user's company, since the VGM is the company's), its VGM cut-off (DCSA VCO of the sailing) and
 * the SI's containers from the documentation mock.
 */

/** Booking statuses that take a VGM: the booking is confirmed (and not yet cancelled or completed). */
const VGM_ABLE = new Set(['CONFIRMED', 'PENDING_AMENDMENT']);

/** A booking of the company as the VGM mock sees it; `ownerUserId` is the account whose booking it is. */
export interface VgmBookingFacts {
  booking: Booking;
  ownerUserId: string;
  carrierBookingReference: string;
  transportDocumentReference: string;
  isVgmAble: boolean;
  /** The VGM cut-off (VCO), ISO with the port of loading's offset. */
  vgmCutOff?: string;
}

/** The company's booking with booking number `reference` at `nowMs`, or undefined. */
export function vgmBookingFacts(userId: string, reference: string, nowMs: number): VgmBookingFacts | undefined {
  for (const ownerUserId of companyOf(userId).userIds) {
    const booking = getBooking(ownerUserId, reference, nowMs);
    if (!booking?.carrierBookingReference || booking.carrierBookingReference !== reference) continue;
    const vco = booking.shipmentCutOffTimes?.find((cutOff) => cutOff.cutOffDateTimeCode === 'VCO');
    return {
      booking,
      ownerUserId,
      carrierBookingReference: reference,
      transportDocumentReference: blNumberOf(reference),
      isVgmAble: VGM_ABLE.has(booking.bookingStatus),
      ...(vco ? { vgmCutOff: vco.cutOffDateTime } : {}),
    };
  }
  return undefined;
}

/** The port of loading of `booking` with its IANA time zone (the first vessel leg's load port, else the POL). */
export function portOfLoadingOf(booking: Booking): { UNLocationCode: string; locationName: string; timeZone: string } {
  const leg = booking.transportPlan?.find((entry) => entry.modeOfTransport === 'VESSEL');
  const pol = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POL');
  const code = leg?.loadLocation.UNLocationCode ?? pol?.location.UNLocationCode ?? 'XXXXX';
  return placeOf(code);
}

/** The first vessel leg's vessel name and export voyage number, when the booking has a transport plan. */
export function vesselVoyageOf(booking: Booking): { vesselName?: string; carrierVoyageNumber?: string } {
  const leg = booking.transportPlan?.find((entry) => entry.modeOfTransport === 'VESSEL');
  return {
    ...(leg?.vesselName ? { vesselName: leg.vesselName } : {}),
    ...(leg?.carrierExportVoyageNumber ? { carrierVoyageNumber: leg.carrierExportVoyageNumber } : {}),
  };
}

/** The containers the booking's SI names (none without an SI): number, size-type, cargo gross weight and tare. */
export function siContainersOf(facts: VgmBookingFacts, nowMs: number): SiContainer[] {
  const view = getSiView(facts.ownerUserId, facts.carrierBookingReference, nowMs);
  return (view?.si.utilizedTransportEquipments ?? []).flatMap((entry) =>
    entry.cargoGrossWeight
      ? [
          {
            equipmentReference: entry.equipment.equipmentReference,
            ISOEquipmentCode: entry.equipment.ISOEquipmentCode,
            cargoGrossWeight: entry.cargoGrossWeight,
            tareWeight: entry.equipment.tareWeight,
          },
        ]
      : [],
  );
}

/** The booking's container count (confirmed equipment, else requested). */
export function totalUnitsOf(booking: Booking): number {
  const lines = booking.confirmedEquipments?.length ? booking.confirmedEquipments : booking.requestedEquipments;
  return lines.reduce((sum, line) => sum + line.units, 0);
}
