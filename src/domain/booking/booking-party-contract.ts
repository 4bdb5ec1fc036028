import { z } from '@/config/zod';
import { NOTIFY_PARTY_FUNCTIONS, SHIPMENT_LOCATION_TYPES } from '@/domain/booking/booking-codes-contract';
import { trimmedText } from '@/domain/booking/booking-field-contract';
import { unLocationCodeSchema } from '@/domain/location/location-contract';

/*
 * Who and where of a booking (DCSA Booking 2.0.5, shared/reference/dcsa/BKG_v2.0.5.yaml; DCSA schema named in each
 * docstring): the document parties with their addresses and contacts, and the shipment locations. Part of the
 * booking contract (booking-contract.ts).
 */

/** DCSA PartyAddress. */
export const partyAddressSchema = z.object({
  street: trimmedText(70),
  streetNumber: z.string().max(50).optional(),
  postCode: z.string().max(10).optional(),
  city: trimmedText(35),
  stateRegion: z.string().max(65).optional(),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 country code'),
});

/** DCSA PartyContactDetail: a name and an e-mail or a phone. */
export const partyContactDetailSchema = z.object({
  name: trimmedText(35),
  email: z.email('must be an e-mail address local@domain').max(100).optional(),
  phone: z.string().max(30).optional(),
});

/** DCSA Party / Shipper / Consignee / BookingAgent (the fields the portal asks for). */
export const partySchema = z.object({
  partyName: trimmedText(70),
  address: partyAddressSchema.optional(),
  partyContactDetails: z.array(partyContactDetailSchema).min(1).max(5).optional(),
  /** Tax or EORI numbers (DCSA TaxLegalReference: type e.g. 'EORI', country). */
  taxLegalReferences: z
    .array(z.object({ type: trimmedText(50), countryCode: z.string().regex(/^[A-Z]{2}$/), value: trimmedText(35) }))
    .max(5)
    .optional(),
  reference: z.string().max(35).optional(),
});
export type Party = z.infer<typeof partySchema>;

/** DCSA DocumentPartiesReq: the booking agent (required by DCSA: the user's company), shipper, consignee, notify. */
export const documentPartiesSchema = z.object({
  bookingAgent: partySchema,
  shipper: partySchema.optional(),
  consignee: partySchema.optional(),
  other: z
    .array(z.object({ party: partySchema, partyFunction: z.enum(NOTIFY_PARTY_FUNCTIONS) }))
    .max(3)
    .optional(),
});
export type DocumentParties = z.infer<typeof documentPartiesSchema>;

/**
 * DCSA ShipmentLocation with a UN/LOCODE location. A Door end's place (PRE for receiptTypeAtOrigin SD, PDE for
 * deliveryTypeAtDestination SD) also carries the street address where the truck picks up or delivers (DCSA Location
 * `address`, the same fields as PartyAddress); booking-door-contract.ts says when it is required.
 */
export const shipmentLocationSchema = z.object({
  location: z.object({
    UNLocationCode: unLocationCodeSchema,
    locationName: z.string().max(100).optional(),
    address: partyAddressSchema.optional(),
  }),
  locationTypeCode: z.enum(SHIPMENT_LOCATION_TYPES),
});
export type ShipmentLocation = z.infer<typeof shipmentLocationSchema>;
