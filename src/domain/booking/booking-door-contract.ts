import type { ReceiptDeliveryType, ShipmentLocationType } from '@/domain/booking/booking-codes-contract';
import type { ShipmentLocation } from '@/domain/booking/booking-party-contract';

/*
 * Door terms (DCSA receiptTypeAtOrigin / deliveryTypeAtDestination `SD`, store door): the carrier's truck picks up the
 * container at the shipper's place or delivers it to the consignee's, so the booking must say where. DCSA Booking
 * 2.0.5 carries that place as the shipmentLocation PRE (place of receipt) or PDE (place of delivery) with a structured
 * `location.address` (shared/reference/dcsa/BKG_v2.0.5.yaml ShipmentLocation, Location, Address). A separate rule
 * applied to new requests only, not part of createBookingSchema: bookings stored before the rule (seeded ones) keep
 * parsing.
 */

/** Which place each Door term needs, and the term's field name in the request. */
const DOOR_ENDS = [
  { term: 'receiptTypeAtOrigin', place: 'PRE' },
  { term: 'deliveryTypeAtDestination', place: 'PDE' },
] as const satisfies readonly { term: string; place: ShipmentLocationType }[];

/** A broken Door rule: the request path (zod style, for a 400's JSONPath) and the reason in English. */
export interface DoorAddressIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The Door rule of a new booking request: every SD end needs its place (PRE or PDE) among `shipmentLocations`, with the
 * street address the truck goes to (`location.address`; its street, city and country code are then required by
 * createBookingSchema's Address). Returns one issue per broken end: at `receiptTypeAtOrigin` /
 * `deliveryTypeAtDestination` when the place is missing, at `shipmentLocations.<index>.location.address` when its
 * address is; [] when the request keeps the rule. Both booking forms ask for the address before they send
 * (docs/areas/booking.md, "Door terms").
 */
export function doorAddressIssues(request: {
  receiptTypeAtOrigin: ReceiptDeliveryType;
  deliveryTypeAtDestination: ReceiptDeliveryType;
  shipmentLocations: readonly ShipmentLocation[];
}): DoorAddressIssue[] {
  const issues: DoorAddressIssue[] = [];
  for (const { term, place } of DOOR_ENDS) {
    if (request[term] !== 'SD') continue;
    const index = request.shipmentLocations.findIndex((location) => location.locationTypeCode === place);
    const what = place === 'PRE' ? 'pick-up (place of receipt, PRE)' : 'delivery (place of delivery, PDE)';
    if (index === -1) {
      issues.push({ path: [term], message: `a Door ${what} needs that place among the shipment locations` });
    } else if (!request.shipmentLocations[index]?.location.address) {
      issues.push({
        path: ['shipmentLocations', index, 'location', 'address'],
        message: `a Door ${what} needs the street address (street, city, country code)`,
      });
    }
  }
  return issues;
}
