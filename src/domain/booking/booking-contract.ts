import { z } from '@/config/zod';
import {
  AIR_EXCHANGE_UNITS,
  BOOKING_CHANNELS,
  CANCEL_REASON_MAX_LENGTH,
  CARGO_MOVEMENT_TYPES,
  DIMENSION_UNITS,
  EQUIPMENT_UNITS_MAX,
  EQUIPMENT_UNITS_MIN,
  FREIGHT_PAYMENT_TERMS,
  NOTIFY_PARTY_FUNCTIONS,
  RECEIPT_DELIVERY_TYPES,
  REEFER_MAX_CELSIUS,
  REEFER_MIN_CELSIUS,
  REMARKS_MAX_LENGTH,
  SHIPMENT_LOCATION_TYPES,
  SUPPORTING_DOCUMENT_MAX_BYTES,
  SUPPORTING_DOCUMENTS_MAX,
  TEMPERATURE_UNITS,
  temperatureInCelsius,
  UN_NUMBER_MAX,
  UN_NUMBER_MIN,
  WEIGHT_UNITS,
  weightInKg,
} from '@/domain/booking/booking-codes-contract';
import { CONTAINER_SIZE_TYPE_CODES, maxPayloadKg } from '@/domain/container/container-size-types';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { isIsoDate } from '@/lib/dates';

/*
 * The booking API contract (DCSA Booking 2.0.5, shared/reference/dcsa/BKG_v2.0.5.yaml, names and shapes
 * wherever our spec is silent). The same schemas type the client, validate the booking forms and validate requests in
 * the mock carrier backend (mocks/booking). Every field DCSA defines keeps DCSA's name, type, enum, pattern and length;
 * a test validates requests and answers against the DCSA schema (tests/mocks/booking). Fields DCSA does not define
 * (statusHistory, outOfGauge, supportingDocuments, the list's summaries) are ours and marked so.
 *
 * Here, not in features/booking, because booking, shipments, documentation, prices and tracking all read bookings.
 *
 * Calls (paths relative to the main API base, DCSA style; docs/areas/booking.md):
 *   POST   v1/bookings                      CreateBooking, header Idempotency-Key -> 202 {carrierBookingRequestReference}
 *   GET    v1/bookings?status&polCode&...    the user's bookings, filtered, sorted, paged -> BookingListResponse
 *   GET    v1/bookings/{bookingReference}   one booking (request reference or booking number) -> Booking
 *   PUT    v1/bookings/{bookingReference}   amend (UpdateBooking = CreateBooking) -> 202 {carrierBookingRequestReference}
 *   PATCH  v1/bookings/{bookingReference}   cancel with a reason (CancelBookingRequest) -> 202 {...}
 *   POST   v1/booking-documents             upload a supporting document (multipart 'file', 'documentTypeCode')
 *
 * Date-times on the wire are ISO 8601 with the UTC offset of the place they belong to ('2026-12-01T17:00:00+09:00' at
 * Busan): DCSA's `date-time` format, and the local time a user reads. Dates are 'yyyy-MM-dd'.
 */

/** Path of the booking collection (POST create, GET list). */
export const BOOKINGS_PATH = 'v1/bookings';
/** Path of one booking; `bookingReference` is the carrierBookingRequestReference or the carrierBookingReference. */
export const bookingPath = (bookingReference: string) => `${BOOKINGS_PATH}/${encodeURIComponent(bookingReference)}`;
/** Path of the supporting-document upload (ours; DCSA has none). */
export const BOOKING_DOCUMENTS_PATH = 'v1/booking-documents';
/** Header that makes a create or amend safe to retry: same key, same answer, nothing created twice (lib/). */
export { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';

// ---------------------------------------------------------------------------------------------------------------------
// Building blocks (DCSA schema named in each docstring)

/** DCSA's "no leading or trailing space" pattern for free text. */
const trimmedText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max, `at most ${max} characters`)
    .regex(/^\S(?:.*\S)?$/s, 'must not start or end with a space');

/** 'yyyy-MM-dd'. */
export const bookingDateSchema = z.string().refine(isIsoDate, 'must be a date written yyyy-MM-dd');

/** ISO 8601 date-time with offset (DCSA `date-time`), e.g. '2026-12-01T17:00:00+09:00'. */
export const offsetDateTimeSchema = z.iso.datetime({ offset: true });

/** ISO 6346 size-type codes the carrier offers (domain/container). */
export const isoEquipmentCodeSchema = z.enum(CONTAINER_SIZE_TYPE_CODES);

/** DCSA CargoGrossWeightReq: value > 0 with unit KGM or LBR. */
export const cargoGrossWeightSchema = z.object({
  value: z.number().positive('must be more than 0'),
  unit: z.enum(WEIGHT_UNITS),
});
export type CargoGrossWeight = z.infer<typeof cargoGrossWeightSchema>;

/** HS code: 6 to 10 digits (DCSA `HSCodes` item pattern ^\d{6,10}$). */
export const hsCodeSchema = z.string().regex(/^\d{6,10}$/, 'an HS code has 6 to 10 digits');

/** DCSA ActiveReeferSettings (subset the portal asks for); set point within -35..+30 °C in either unit. */
export const activeReeferSettingsSchema = z
  .object({
    temperatureSetpoint: z.number(),
    temperatureUnit: z.enum(TEMPERATURE_UNITS),
    airExchangeSetpoint: z.number().min(0).optional(),
    airExchangeUnit: z.enum(AIR_EXCHANGE_UNITS).optional(),
    humiditySetpoint: z.number().min(0).max(100).optional(),
    isVentilationOpen: z.boolean().optional(),
  })
  .superRefine((settings, ctx) => {
    const celsius = temperatureInCelsius(settings.temperatureSetpoint, settings.temperatureUnit);
    // A tolerance of 0.05 °C so -31 °F (-35 °C) and 86 °F (30 °C) typed with one decimal stay inside.
    if (celsius < REEFER_MIN_CELSIUS - 0.05 || celsius > REEFER_MAX_CELSIUS + 0.05) {
      ctx.addIssue({
        code: 'custom',
        path: ['temperatureSetpoint'],
        message: `the set point must be within ${REEFER_MIN_CELSIUS}..${REEFER_MAX_CELSIUS} °C`,
      });
    }
  });
export type ActiveReeferSettings = z.infer<typeof activeReeferSettingsSchema>;

/** DCSA EmergencyContactDetails. */
export const emergencyContactDetailsSchema = z.object({
  contact: trimmedText(255),
  phone: trimmedText(30),
  provider: z.string().max(255).optional(),
  referenceNumber: z.string().max(255).optional(),
});

/**
 * DCSA DangerousGoods (the fields a booking asks for). `UNNumber` is 4 digits 0004..3550. DCSA requires
 * `emergencyContactDetails`; a request without it is accepted as a booking but ends in PENDING_UPDATE (the carrier
 * asks for it), so here it is optional. The DCSA booleans default to false in the form.
 */
export const dangerousGoodsSchema = z.object({
  UNNumber: z
    .string()
    .regex(/^\d{4}$/, 'a UN number has 4 digits')
    .refine((value) => Number(value) >= UN_NUMBER_MIN && Number(value) <= UN_NUMBER_MAX, 'UN numbers run 0004..3550'),
  properShippingName: trimmedText(250),
  /** IMO hazard class or division, e.g. '3', '2.1', '6.1'. */
  imoClass: z.string().regex(/^[1-9](\.[1-6])?$/, 'an IMO class such as 3 or 2.1'),
  packingGroup: z.number().int().min(1).max(3).optional(),
  /** EmS fire and spillage schedule, e.g. 'F-E,S-D'. */
  EMSNumber: z.string().max(7).optional(),
  isMarinePollutant: z.boolean(),
  isLimitedQuantity: z.boolean(),
  isExceptedQuantity: z.boolean(),
  isSalvagePackings: z.boolean(),
  isEmptyUncleanedResidue: z.boolean(),
  isWaste: z.boolean(),
  isHot: z.boolean(),
  isCompetentAuthorityApprovalRequired: z.boolean(),
  isReportableQuantity: z.boolean(),
  emergencyContactDetails: emergencyContactDetailsSchema.optional(),
  grossWeight: cargoGrossWeightSchema,
});
export type DangerousGoods = z.infer<typeof dangerousGoodsSchema>;

/** DCSA OuterPackaging: UN/ECE Rec. 21 package code (2 characters), count, description, dangerous goods. */
export const outerPackagingSchema = z.object({
  packageCode: z
    .string()
    .regex(/^[A-Z0-9]{2}$/, 'a UN/ECE Rec. 21 package code such as PK')
    .optional(),
  numberOfPackages: z.number().int().min(1).max(99_999_999).optional(),
  description: z.string().max(100).optional(),
  dangerousGoods: z.array(dangerousGoodsSchema).optional(),
});

/** DCSA CommodityShipper: what is in the containers of one equipment line. */
export const commoditySchema = z.object({
  commodityType: trimmedText(550),
  HSCodes: z.array(hsCodeSchema).min(1, 'at least one HS code').max(10),
  /** Total cargo weight of this commodity over all containers of the line. */
  cargoGrossWeight: cargoGrossWeightSchema.optional(),
  outerPackaging: outerPackagingSchema.optional(),
});
export type Commodity = z.infer<typeof commoditySchema>;

/** Out-of-gauge dimensions of the cargo (ours; DCSA 2.0.5 has no field): length, width, height in `unit`. */
export const outOfGaugeSchema = z.object({
  length: z.number().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
  unit: z.enum(DIMENSION_UNITS),
});

/**
 * DCSA RequestedEquipmentShipper: `units` containers of `ISOEquipmentCode`. `cargoGrossWeight` is the cargo weight
 * PER CONTAINER (the form's field); it must be more than 0 and at most the size-type's payload
 * (domain/container `maxPayloadKg`). Reefer settings only on reefer size-types.
 */
export const requestedEquipmentSchema = z
  .object({
    ISOEquipmentCode: isoEquipmentCodeSchema,
    units: z
      .number()
      .int('a whole number')
      .min(EQUIPMENT_UNITS_MIN, `at least ${EQUIPMENT_UNITS_MIN}`)
      .max(EQUIPMENT_UNITS_MAX, `at most ${EQUIPMENT_UNITS_MAX}`),
    isShipperOwned: z.boolean(),
    cargoGrossWeight: cargoGrossWeightSchema,
    isNonOperatingReefer: z.boolean().optional(),
    activeReeferSettings: activeReeferSettingsSchema.optional(),
    commodities: z.array(commoditySchema).min(1).max(20),
    /** Ours: out-of-gauge cargo (open top, flat rack). */
    outOfGauge: outOfGaugeSchema.optional(),
  })
  .superRefine((equipment, ctx) => {
    const limit = maxPayloadKg(equipment.ISOEquipmentCode);
    if (weightInKg(equipment.cargoGrossWeight) > limit) {
      ctx.addIssue({
        code: 'custom',
        path: ['cargoGrossWeight', 'value'],
        message: `at most ${limit} kg per ${equipment.ISOEquipmentCode} container`,
      });
    }
  });
export type RequestedEquipment = z.infer<typeof requestedEquipmentSchema>;

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

/** DCSA ReferenceShipper: CR customer's reference, AEF customer load reference (and others). */
export const referenceSchema = z.object({ type: z.enum(['CR', 'AKG', 'AEF']), value: trimmedText(35) });

/** A supporting document already uploaded with POST v1/booking-documents (ours). */
export const supportingDocumentSchema = z.object({
  documentId: z.string().min(1),
  fileName: z.string().min(1).max(255),
  /** Size in bytes (shown Bytes..YB, docs/requirements.md §5). */
  sizeBytes: z.number().int().min(0).max(SUPPORTING_DOCUMENT_MAX_BYTES),
  /** A code of the master-data group 'danger cargo upload type' or the supporting document type (docs/requirements.md §3). */
  documentTypeCode: z.string().min(1).max(20),
});
export type SupportingDocument = z.infer<typeof supportingDocumentSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// POST v1/bookings and PUT v1/bookings/{bookingReference}

/**
 * DCSA CreateBooking (and UpdateBooking: the same fields). The sailing is given by vessel + carrierExportVoyageNumber
 * + carrierServiceCode (a sailing chosen from the schedule) or, with "no preference", by `expectedDepartureDate`.
 * shipmentLocations carry POL and POD and, for Door/inland terms, PRE and PDE.
 */
export const createBookingFields = z.object({
  receiptTypeAtOrigin: z.enum(RECEIPT_DELIVERY_TYPES),
  deliveryTypeAtDestination: z.enum(RECEIPT_DELIVERY_TYPES),
  cargoMovementTypeAtOrigin: z.enum(CARGO_MOVEMENT_TYPES),
  cargoMovementTypeAtDestination: z.enum(CARGO_MOVEMENT_TYPES),
  serviceContractReference: z.string().trim().max(30).optional(),
  contractQuotationReference: z.string().trim().max(35).optional(),
  freightPaymentTermCode: z.enum(FREIGHT_PAYMENT_TERMS),
  vessel: z
    .object({
      name: trimmedText(50),
      vesselIMONumber: z
        .string()
        .regex(/^\d{7,8}$/)
        .optional(),
    })
    .optional(),
  carrierServiceCode: z.string().max(11).optional(),
  carrierExportVoyageNumber: z.string().max(50).optional(),
  expectedDepartureDate: bookingDateSchema.optional(),
  /** The cargo-ready date (DCSA expectedDepartureFromPlaceOfReceiptDate). */
  expectedDepartureFromPlaceOfReceiptDate: bookingDateSchema.optional(),
  bookingChannelReference: z.enum(BOOKING_CHANNELS),
  isEquipmentSubstitutionAllowed: z.boolean(),
  isExportDeclarationRequired: z.boolean().optional(),
  exportDeclarationReference: z.string().trim().max(35).optional(),
  references: z.array(referenceSchema).max(10).optional(),
  documentParties: documentPartiesSchema,
  shipmentLocations: z.array(shipmentLocationSchema).min(2).max(4),
  requestedEquipments: z.array(requestedEquipmentSchema).min(1, 'at least one equipment line').max(20),
  /** Ours: free text to the carrier's booking desk. */
  remarks: z.string().max(REMARKS_MAX_LENGTH).optional(),
  /** Ours: documents uploaded before submit. */
  supportingDocuments: z.array(supportingDocumentSchema).max(SUPPORTING_DOCUMENTS_MAX).optional(),
});

/** The cross-field rules of a booking request (contract or quotation number, a sailing or a date, POL and POD). */
function checkCreateBooking(booking: z.infer<typeof createBookingFields>, ctx: z.RefinementCtx) {
  if (!booking.serviceContractReference && !booking.contractQuotationReference) {
    ctx.addIssue({
      code: 'custom',
      path: ['serviceContractReference'],
      message: 'a service contract or quotation number is required',
    });
  }
  const hasSailing = Boolean(booking.vessel && booking.carrierExportVoyageNumber);
  if (!hasSailing && !booking.expectedDepartureDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['expectedDepartureDate'],
      message: 'choose a sailing or give an expected departure date',
    });
  }
  for (const type of ['POL', 'POD'] as const) {
    if (!booking.shipmentLocations.some((location) => location.locationTypeCode === type)) {
      ctx.addIssue({ code: 'custom', path: ['shipmentLocations'], message: `${type} is required` });
    }
  }
}

export const createBookingSchema = createBookingFields.superRefine(checkCreateBooking);
export type CreateBooking = z.infer<typeof createBookingSchema>;
/** What the form holds before parsing (optional fields may be missing). */
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** DCSA CreateBookingResponse (202): the request reference, known at once. */
export const createBookingResponseSchema = z.object({ carrierBookingRequestReference: z.string().min(1).max(100) });
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

/**
 * Answer of PUT (amend) and PATCH (cancel): 202 with the request reference. DCSA answers these with an empty body;
 * ours names the booking so a client can refetch it, and an empty body is accepted too (null).
 */
export const bookingAcceptedResponseSchema = createBookingResponseSchema.nullable();
export type BookingAcceptedResponse = z.infer<typeof bookingAcceptedResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// PATCH v1/bookings/{bookingReference}: cancel (DCSA CancelBookingRequest)

/**
 * Before confirmation: `{bookingStatus: 'CANCELLED'}`; a confirmed booking: `{bookingCancellationStatus:
 * 'CANCELLATION_RECEIVED'}` (the mock confirms the cancellation at once); an amendment in progress:
 * `{amendedBookingStatus: 'AMENDMENT_CANCELLED'}`. The portal always sends a reason.
 */
export const cancelBookingSchema = z.union([
  z.object({ bookingStatus: z.literal('CANCELLED'), reason: trimmedText(CANCEL_REASON_MAX_LENGTH) }),
  z.object({
    bookingCancellationStatus: z.literal('CANCELLATION_RECEIVED'),
    reason: trimmedText(CANCEL_REASON_MAX_LENGTH),
  }),
  z.object({ amendedBookingStatus: z.literal('AMENDMENT_CANCELLED'), reason: trimmedText(CANCEL_REASON_MAX_LENGTH) }),
]);
export type CancelBooking = z.infer<typeof cancelBookingSchema>;
