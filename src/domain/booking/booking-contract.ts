import { PAGE_SIZES } from '@/config/limits';
import { z } from '@/config/zod';
import { CONTAINER_SIZE_TYPE_CODES, maxPayloadKg } from '@/domain/container/container-size-types';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { isIsoDate } from '@/lib/dates';

/*
 * The booking API contract (issue 14; DCSA Booking 2.0.5, shared/reference/dcsa/BKG_v2.0.5.yaml, names and shapes
 * wherever our spec is silent). The same schemas type the client, validate the booking forms and validate requests in
 * the mock carrier backend (mocks/booking). Every field DCSA defines keeps DCSA's name, type, enum, pattern and length;
 * a test validates requests and answers against the DCSA schema (tests/mocks/booking). Fields DCSA does not define
 * (statusHistory, outOfGauge, supportingDocuments, the list's summaries) are ours and marked so.
 *
 * Here, not in features/booking, because booking, shipments, documentation, prices and tracking all read bookings.
 *
 * Calls (paths relative to the main API base, DCSA style; README "Booking"):
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
// Code lists (DCSA BKG 2.0.5 enums; spec section 3 where it has them)

/** DCSA `bookingStatus`. */
export const BOOKING_STATUSES = [
  'RECEIVED',
  'PENDING_UPDATE',
  'UPDATE_RECEIVED',
  'CONFIRMED',
  'PENDING_AMENDMENT',
  'REJECTED',
  'DECLINED',
  'CANCELLED',
  'COMPLETED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** DCSA `amendedBookingStatus`: the latest amendment of a confirmed booking. */
export const AMENDED_BOOKING_STATUSES = [
  'AMENDMENT_RECEIVED',
  'AMENDMENT_CONFIRMED',
  'AMENDMENT_DECLINED',
  'AMENDMENT_CANCELLED',
] as const;
export type AmendedBookingStatus = (typeof AMENDED_BOOKING_STATUSES)[number];

/** DCSA `bookingCancellationStatus`: a request to cancel a confirmed booking. */
export const BOOKING_CANCELLATION_STATUSES = [
  'CANCELLATION_RECEIVED',
  'CANCELLATION_DECLINED',
  'CANCELLATION_CONFIRMED',
] as const;
export type BookingCancellationStatus = (typeof BOOKING_CANCELLATION_STATUSES)[number];

/** DCSA receiptTypeAtOrigin / deliveryTypeAtDestination: CY, SD (store door = spec's Door), CFS. */
export const RECEIPT_DELIVERY_TYPES = ['CY', 'SD', 'CFS'] as const;
export type ReceiptDeliveryType = (typeof RECEIPT_DELIVERY_TYPES)[number];

/** DCSA cargoMovementTypeAtOrigin / AtDestination. */
export const CARGO_MOVEMENT_TYPES = ['FCL', 'LCL'] as const;
export type CargoMovementType = (typeof CARGO_MOVEMENT_TYPES)[number];

/** DCSA freightPaymentTermCode: prepaid, collect. */
export const FREIGHT_PAYMENT_TERMS = ['PRE', 'COL'] as const;
export type FreightPaymentTerm = (typeof FREIGHT_PAYMENT_TERMS)[number];

/** Booking channels (spec section 3): WEB for the portal's forms, AOQ for a booking made from an instant quote. */
export const BOOKING_CHANNELS = ['WEB', 'AOQ'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

/** DCSA weight units: kilograms, pounds. */
export const WEIGHT_UNITS = ['KGM', 'LBR'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** DCSA temperature units: Celsius, Fahrenheit. */
export const TEMPERATURE_UNITS = ['CEL', 'FAH'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

/** DCSA airExchangeUnit: cubic metres or cubic feet per hour. */
export const AIR_EXCHANGE_UNITS = ['MQH', 'FQH'] as const;

/** Shipment location types the portal sends (DCSA locationTypeCode): place of receipt, POL, POD, place of delivery. */
export const SHIPMENT_LOCATION_TYPES = ['PRE', 'POL', 'POD', 'PDE'] as const;
export type ShipmentLocationType = (typeof SHIPMENT_LOCATION_TYPES)[number];

/** Notify party functions (DCSA OtherDocumentParty.partyFunction): first, second, other notify party. */
export const NOTIFY_PARTY_FUNCTIONS = ['N1', 'N2', 'NI'] as const;

/** Cut-off codes of a confirmed booking (DCSA CutOffDateTimeCodeList): documentation (SI), VGM, port/CY, and more. */
export const BOOKING_CUT_OFF_CODES = ['DCO', 'VCO', 'PCO', 'FCO', 'LCO', 'ECP', 'EFC'] as const;
export type BookingCutOffCode = (typeof BOOKING_CUT_OFF_CODES)[number];

/** Out-of-gauge dimension units (ours; UN/ECE Rec. 20 codes): centimetres, inches. */
export const DIMENSION_UNITS = ['CMT', 'INH'] as const;

// ---------------------------------------------------------------------------------------------------------------------
// Limits of the booking rules (issue 14 section 2; the form and the mock enforce the same)

/** Containers of one size-type on one equipment line. */
export const EQUIPMENT_UNITS_MIN = 1;
export const EQUIPMENT_UNITS_MAX = 999;
/** UN numbers run 0004..3550 (UN Model Regulations dangerous goods list). */
export const UN_NUMBER_MIN = 4;
export const UN_NUMBER_MAX = 3550;
/** Reefer set point range in °C (the F range is its conversion: -31..86 °F). */
export const REEFER_MIN_CELSIUS = -35;
export const REEFER_MAX_CELSIUS = 30;
/** Supporting documents: at most this many per booking, each at most this size in bytes (10 MB). */
export const SUPPORTING_DOCUMENTS_MAX = 10;
export const SUPPORTING_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Free-text remarks to the carrier, characters. */
export const REMARKS_MAX_LENGTH = 1000;
/** A cancellation reason, characters (DCSA allows 5000; the portal asks for a sentence or two). */
export const CANCEL_REASON_MAX_LENGTH = 500;

/** kg in one pound (exact, by definition). */
export const KG_PER_LB = 0.45359237;

/** A weight in kg, whatever unit it was given in. */
export function weightInKg(weight: { value: number; unit: WeightUnit }): number {
  return weight.unit === 'KGM' ? weight.value : weight.value * KG_PER_LB;
}

/** A temperature in °C, whatever unit it was given in. */
export function temperatureInCelsius(value: number, unit: TemperatureUnit): number {
  return unit === 'CEL' ? value : ((value - 32) * 5) / 9;
}

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

/** DCSA ShipmentLocation with a UN/LOCODE location. */
export const shipmentLocationSchema = z.object({
  location: z.object({ UNLocationCode: unLocationCodeSchema, locationName: z.string().max(100).optional() }),
  locationTypeCode: z.enum(SHIPMENT_LOCATION_TYPES),
});
export type ShipmentLocation = z.infer<typeof shipmentLocationSchema>;

/** DCSA ReferenceShipper: CR customer's reference, AEF customer load reference (and others). */
export const referenceSchema = z.object({ type: z.enum(['CR', 'AKG', 'AEF']), value: trimmedText(35) });

/** A supporting document already uploaded with POST v1/booking-documents (ours). */
export const supportingDocumentSchema = z.object({
  documentId: z.string().min(1),
  fileName: z.string().min(1).max(255),
  /** Size in bytes (shown Bytes..YB, spec section 5). */
  sizeBytes: z.number().int().min(0).max(SUPPORTING_DOCUMENT_MAX_BYTES),
  /** A code of the master-data group 'danger cargo upload type' or the supporting document type (spec section 3). */
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
const createBookingFields = z.object({
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

// ---------------------------------------------------------------------------------------------------------------------
// GET v1/bookings/{bookingReference}: the Booking

/** DCSA ShipmentCutOffTime, local time of the place with its offset. */
export const shipmentCutOffTimeSchema = z.object({
  cutOffDateTimeCode: z.enum(BOOKING_CUT_OFF_CODES),
  cutOffDateTime: offsetDateTimeSchema,
});
export type ShipmentCutOffTime = z.infer<typeof shipmentCutOffTimeSchema>;

/** DCSA Transport: one leg of the transport plan (MNC main carriage by vessel; PRC/ONC pre- and on-carriage). */
export const transportSchema = z.object({
  transportPlanStage: z.enum(['PRC', 'MNC', 'ONC']),
  transportPlanStageSequenceNumber: z.number().int().min(1),
  loadLocation: z.object({ UNLocationCode: unLocationCodeSchema, locationName: z.string().max(100) }),
  dischargeLocation: z.object({ UNLocationCode: unLocationCodeSchema, locationName: z.string().max(100) }),
  plannedDepartureDate: bookingDateSchema,
  plannedArrivalDate: bookingDateSchema,
  /** Ours: the same instants with time and offset, local at load and discharge location. */
  plannedDepartureDateTime: offsetDateTimeSchema,
  plannedArrivalDateTime: offsetDateTimeSchema,
  modeOfTransport: z.enum(['VESSEL', 'TRUCK', 'RAIL', 'BARGE']),
  vesselName: z.string().max(50).optional(),
  vesselIMONumber: z
    .string()
    .regex(/^\d{7,8}$/)
    .optional(),
  carrierServiceCode: z.string().max(11).optional(),
  carrierExportVoyageNumber: z.string().max(50).optional(),
});
export type Transport = z.infer<typeof transportSchema>;

/** DCSA Feedback: why the carrier rejected, asks for an update, or warns. */
export const feedbackSchema = z.object({
  severity: z.enum(['INFO', 'WARN', 'ERROR']),
  code: z.enum(['INFORMATIONAL_MESSAGE', 'PROPERTY_WITH_THIS_NAME_IS_NOT_SUPPORTED', 'PROPERTY_VALUE_MUST_CHANGE']),
  message: z.string().max(5000),
  /** JSONPath of the field concerned in the booking ('$.requestedEquipments[0].activeReeferSettings'). */
  jsonPath: z.string().max(500).optional(),
  property: z.string().max(100).optional(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** Ours: one step of the booking's history, newest last; `dateTime` in UTC (ISO 8601 with 'Z'). */
export const statusHistoryEntrySchema = z.object({
  bookingStatus: z.enum(BOOKING_STATUSES),
  amendedBookingStatus: z.enum(AMENDED_BOOKING_STATUSES).optional(),
  bookingCancellationStatus: z.enum(BOOKING_CANCELLATION_STATUSES).optional(),
  dateTime: offsetDateTimeSchema,
  reason: z.string().max(5000).optional(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/**
 * DCSA Booking: the request as sent plus what the carrier adds: references, statuses, confirmed equipments, the
 * transport plan (from the same schedule as the point-to-point search), the cut-offs and feedbacks; and ours:
 * `statusHistory`, `createdDateTime`, `updatedDateTime` (UTC).
 */
export const bookingSchema = createBookingFields.extend({
  carrierBookingRequestReference: z.string().min(1).max(100),
  carrierBookingReference: z.string().max(35).optional(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  amendedBookingStatus: z.enum(AMENDED_BOOKING_STATUSES).optional(),
  bookingCancellationStatus: z.enum(BOOKING_CANCELLATION_STATUSES).optional(),
  confirmedEquipments: z
    .array(z.object({ ISOEquipmentCode: isoEquipmentCodeSchema, units: z.number().int().min(1) }))
    .optional(),
  transportPlan: z.array(transportSchema).optional(),
  shipmentCutOffTimes: z.array(shipmentCutOffTimeSchema).optional(),
  feedbacks: z.array(feedbackSchema).optional(),
  statusHistory: z.array(statusHistoryEntrySchema).min(1),
  createdDateTime: offsetDateTimeSchema,
  updatedDateTime: offsetDateTimeSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// GET v1/bookings: the user's bookings (ours; DCSA has no list call)

/** Sort keys of the list; '-' before a key sorts descending. Default '-createdDateTime' (newest first). */
export const BOOKING_SORT_KEYS = ['createdDateTime', 'departureDateTime', 'arrivalDateTime', 'bookingStatus'] as const;
export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];
export const bookingSortSchema = z.enum([...BOOKING_SORT_KEYS, ...BOOKING_SORT_KEYS.map((key) => `-${key}`)] as [
  string,
  ...string[],
]);

/**
 * Query of the list. `status` may repeat; `q` matches any reference (booking number, request reference, contract or
 * quotation number, customer references), case-insensitive contains; the departure window is in POL local dates.
 * Page sizes are spec section 9's.
 */
export const bookingListParamsSchema = z.object({
  status: z.array(z.enum(BOOKING_STATUSES)).max(BOOKING_STATUSES.length).optional(),
  polCode: z.optional(unLocationCodeSchema),
  podCode: z.optional(unLocationCodeSchema),
  departureFrom: bookingDateSchema.optional(),
  departureTo: bookingDateSchema.optional(),
  q: z.string().trim().max(50).optional(),
  sort: bookingSortSchema.default('-createdDateTime'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), `one of ${PAGE_SIZES.join(', ')}`)
    .default(10),
});
export type BookingListParams = z.infer<typeof bookingListParamsSchema>;
export type BookingListParamsInput = z.input<typeof bookingListParamsSchema>;

/** A location as the list shows it. */
const summaryLocationSchema = z.object({
  UNLocationCode: unLocationCodeSchema,
  locationName: z.string(),
  /** IANA time zone of the place, to show its local times. */
  timeZone: z.string(),
});

/** One row of the list (ours, DCSA names): what the shipments overview shows without loading each booking. */
export const bookingSummarySchema = z.object({
  carrierBookingRequestReference: z.string().min(1).max(100),
  carrierBookingReference: z.string().max(35).optional(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  amendedBookingStatus: z.enum(AMENDED_BOOKING_STATUSES).optional(),
  pol: summaryLocationSchema,
  pod: summaryLocationSchema,
  vesselName: z.string().optional(),
  carrierExportVoyageNumber: z.string().optional(),
  /** ETD at POL and ETA at POD, local with offset; missing while no sailing is planned. */
  departureDateTime: offsetDateTimeSchema.optional(),
  arrivalDateTime: offsetDateTimeSchema.optional(),
  equipments: z.array(z.object({ ISOEquipmentCode: isoEquipmentCodeSchema, units: z.number().int().min(1) })),
  /** The next cut-off still ahead (local with offset), if any. */
  nextCutOff: shipmentCutOffTimeSchema.optional(),
  references: z.array(z.string()),
  createdDateTime: offsetDateTimeSchema,
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/** The list's answer: one page of rows and the total over all pages. */
export const bookingListResponseSchema = z.object({
  bookings: z.array(bookingSummarySchema),
  totalCount: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// GET v1/bookings/files/downloads: the list as a workbook (ours; the schedule export's pattern)

/**
 * Path of the list's export: GET with the list's filters and sort (bookingExportParamsSchema, no paging) -> 200, the
 * xlsx workbook (BOOKINGS_EXPORT_MEDIA_TYPE) of every matching booking, one row each, in the list's order.
 */
export const BOOKINGS_EXPORT_PATH = `${BOOKINGS_PATH}/files/downloads`;
/** Media type of the export. */
export const BOOKINGS_EXPORT_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Query of the export: the list's filters and sort, without page and pageSize. */
export const bookingExportParamsSchema = bookingListParamsSchema.omit({ page: true, pageSize: true });
export type BookingExportParams = z.infer<typeof bookingExportParamsSchema>;
export type BookingExportParamsInput = z.input<typeof bookingExportParamsSchema>;
