import { z } from '@/config/zod-mini';
import { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';
import { unLocationCodeSchema } from '@/domain/location/location-contract';

/*
 * The cargo tracking API contract: DCSA Track & Trace 3.0.0 events
 * (shared/reference/dcsa/tnt-v3.0.0-openapi.yaml, `GET /events`). Every field DCSA defines keeps DCSA's name, type,
 * enum and length; a test validates the mock's answers against DCSA's Event schema (tests/mocks/tracking). Here in
 * domain/, not in a feature, because tracking, shipments, notifications and home read it. zod/mini: the public
 * tracking page stays small.
 *
 * Call (path relative to the main API base; docs/areas/tracking.md):
 *   GET v1/events?carrierBookingReference&transportDocumentReference&equipmentReference&eventTypes
 *       &eventUpdatedDateTimeMin&eventUpdatedDateTimeMax&limit&cursor
 *   Public: no login, like the carrier's public tracking page (a bearer, when sent, changes nothing).
 *   -> 200 {events} (in time order; an unknown number answers an empty list: DCSA says no 404), header
 *      `Next-Page-Cursor` when more events match than `limit`; 400 INVALID_REQUEST (field errors) when no reference
 *      is given or a parameter is malformed.
 *
 * Date-times: `eventDateTime` is ISO 8601 with the UTC offset of the event's place ('2026-12-01T17:00:00+09:00' at
 * Busan, the local time a user reads); `eventUpdatedDateTime` is UTC ('...Z').
 */

/** Path of the events collection (DCSA `GET /events`). */
export const TRACKING_EVENTS_PATH = 'v1/events';
/** DCSA's `API-Version` header: the mock answers with {@link TNT_API_VERSION}. */
export const API_VERSION_HEADER = 'API-Version';
/** The DCSA Track & Trace version the contract implements. */
export const TNT_API_VERSION = '3.0.0';
/** DCSA's paging header: the cursor of the next page, absent on the last page. */
export const NEXT_PAGE_CURSOR_HEADER = 'Next-Page-Cursor';

/** Most events in one answer (the producer's own page size limit, DCSA "Pagination"); `limit` may ask for fewer. */
export const TRACKING_EVENTS_MAX_LIMIT = 500;

/**
 * An ETA that moves later by more than this (12 h, in ms) is a vessel delay the user hears about (
 * "vessel delay (ETA moved more than 12 hours)"). Strictly more: exactly 12 h is not a delay. Used by
 * `detectDelay` (domain/tracking/detect-delay.ts).
 */
export const VESSEL_DELAY_THRESHOLD_MS = 12 * 60 * 60 * 1000;

/** DCSA eventType: the events this carrier publishes (IOT and REEFER are not produced). */
export const EVENT_TYPES = ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'] as const;
/** One of {@link EVENT_TYPES}. */
export type EventType = (typeof EVENT_TYPES)[number];

/** DCSA eventClassifier: ACTUAL (happened), ESTIMATED (expected, the carrier's current estimate), PLANNED (the plan). */
export const EVENT_CLASSIFIERS = ['ACTUAL', 'ESTIMATED', 'PLANNED'] as const;
/** One of {@link EVENT_CLASSIFIERS}. */
export type EventClassifier = (typeof EVENT_CLASSIFIERS)[number];

/** DCSA transportEventType (APPROACHING is not produced). */
export const TRANSPORT_EVENT_TYPES = ['ARRIVED', 'DEPARTED'] as const;
/** One of {@link TRANSPORT_EVENT_TYPES}. */
export type TransportEventType = (typeof TRANSPORT_EVENT_TYPES)[number];

/** DCSA equipmentEventType: the subset this carrier produces (empty release = GATED_OUT of an EMPTY container). */
export const EQUIPMENT_EVENT_TYPES = ['GATED_OUT', 'GATED_IN', 'LOADED', 'DISCHARGED'] as const;
/** One of {@link EQUIPMENT_EVENT_TYPES}. */
export type EquipmentEventType = (typeof EQUIPMENT_EVENT_TYPES)[number];

/** DCSA shipmentEventType: the subset this carrier produces (the booking's confirmation). */
export const SHIPMENT_EVENT_TYPES = ['CONFIRMED'] as const;
/** One of {@link SHIPMENT_EVENT_TYPES}. */
export type ShipmentEventType = (typeof SHIPMENT_EVENT_TYPES)[number];

/** DCSA facilityType: the places events happen at (empty depot, port terminal). */
export const FACILITY_TYPES = ['DEPOT', 'PORT_TERMINAL'] as const;

/** DCSA transportPhase: EXPORT until the vessel leaves POL, TRANSSHIPMENT in between, IMPORT from POD arrival. */
export const TRANSPORT_PHASES = ['EXPORT', 'IMPORT', 'TRANSSHIPMENT'] as const;
/** One of {@link TRANSPORT_PHASES}. */
export type TransportPhase = (typeof TRANSPORT_PHASES)[number];

/** DCSA shipmentLocationType: which place of the booking the event is at (none at a transshipment port). */
export const SHIPMENT_LOCATION_TYPES = [
  'PLACE_OF_RECEIPT',
  'PORT_OF_LOADING',
  'PORT_OF_DISCHARGE',
  'PLACE_OF_DELIVERY',
] as const;
/** One of {@link SHIPMENT_LOCATION_TYPES}. */
export type ShipmentLocationType = (typeof SHIPMENT_LOCATION_TYPES)[number];

/** DCSA DocumentReference types this carrier refers to: the booking and the transport document (B/L). */
export const DOCUMENT_REFERENCE_TYPES = ['BOOKING', 'TRANSPORT_DOCUMENT'] as const;

const offsetDateTime = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

// ---------------------------------------------------------------------------------------------------------------------
// The query

/**
 * The query of `GET v1/events` (DCSA names). At least one of the three references is required (DCSA's base filter
 * combinations: booking, B/L or container number, a booking or B/L with a container number; any other combination
 * is answered as their intersection). On the wire `eventTypes` is one comma-separated value ('TRANSPORT,EQUIPMENT',
 * DCSA `explode: false`); the date-time bounds are inclusive and compared with `eventUpdatedDateTime`. `limit`:
 * 1..{@link TRACKING_EVENTS_MAX_LIMIT}; `cursor`: the previous answer's `Next-Page-Cursor`, opaque, sent with the
 * same other parameters.
 */
export const trackingEventsQuerySchema = z
  .object({
    carrierBookingReference: z.optional(text(35)),
    /** The B/L number (docs/areas/tracking.md: 'ONEY' + the booking number until the SI/B/L issue lands). */
    transportDocumentReference: z.optional(text(35)),
    /** A container number (ISO 6346, domain/container/container-number.ts); spaces, dashes and case are forgiven. */
    equipmentReference: z.optional(text(20)),
    eventTypes: z.optional(z.array(z.enum(EVENT_TYPES)).check(z.minLength(1))),
    eventUpdatedDateTimeMin: z.optional(offsetDateTime),
    eventUpdatedDateTimeMax: z.optional(offsetDateTime),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(TRACKING_EVENTS_MAX_LIMIT))),
    cursor: z.optional(text(200)),
  })
  .check(
    z.refine(
      (query) =>
        query.carrierBookingReference !== undefined ||
        query.transportDocumentReference !== undefined ||
        query.equipmentReference !== undefined,
      {
        message: 'Give a booking number, a B/L number or a container number.',
        path: ['carrierBookingReference'],
      },
    ),
  );
/** See {@link trackingEventsQuerySchema}. */
export type TrackingEventsQuery = z.infer<typeof trackingEventsQuerySchema>;
/** Input of {@link trackingEventsQuerySchema} (`limit` may be a query-string text). */
export type TrackingEventsQueryInput = z.input<typeof trackingEventsQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------------
// The Event (DCSA T&T 3.0.0 components/schemas)

/** DCSA Facility: a terminal or depot by code (codes of the mock network are the mock's own, README). */
export const facilitySchema = z.object({
  facilityName: z.optional(text(100)),
  facilityCode: z.optional(text(6)),
  facilityCodeListProvider: z.optional(z.enum(['SMDG', 'BIC'])),
});

/** DCSA Location: the place by UN/LOCODE, with its name, the kind of facility and the facility. */
export const eventLocationSchema = z.object({
  locationName: z.optional(text(100)),
  UNLocationCode: unLocationCodeSchema,
  facilityType: z.optional(z.enum(FACILITY_TYPES)),
  facility: z.optional(facilitySchema),
});
/** See {@link eventLocationSchema}. */
export type EventLocation = z.infer<typeof eventLocationSchema>;

/** DCSA EventClassification: type, the subtype of that type, and ACTUAL / ESTIMATED / PLANNED. */
export const eventClassificationSchema = z.object({
  eventType: z.enum(EVENT_TYPES),
  eventClassifier: z.enum(EVENT_CLASSIFIERS),
  shipmentEventType: z.optional(z.enum(SHIPMENT_EVENT_TYPES)),
  transportEventType: z.optional(z.enum(TRANSPORT_EVENT_TYPES)),
  equipmentEventType: z.optional(z.enum(EQUIPMENT_EVENT_TYPES)),
});
/** See {@link eventClassificationSchema}. */
export type EventClassification = z.infer<typeof eventClassificationSchema>;

/** DCSA VesselTransport: the vessel by name and IMO number (7 digits). */
export const vesselTransportSchema = z.object({
  vesselName: z.optional(text(50)),
  vesselIMONumber: z.optional(z.string().check(z.regex(/^\d{7,8}$/))),
});

/**
 * DCSA TransportCall: the vessel's call at the event's port. `carrierVoyageNumber` is the schedule's voyage (with its
 * direction letter); the export voyage on departures and loads, the import voyage on arrivals and discharges.
 */
export const transportCallSchema = z.object({
  /** Ours in DCSA's field: '{service}-{voyage}-{UN/LOCODE}'. */
  transportCallReference: z.optional(text(100)),
  modeOfTransport: z.enum(['VESSEL', 'TRUCK', 'RAIL', 'BARGE']),
  serviceCodeOrReference: z.optional(z.object({ carrierServiceCode: text(11) })),
  exportVoyageNumberOrReference: z.optional(z.object({ carrierVoyageNumber: text(50) })),
  importVoyageNumberOrReference: z.optional(z.object({ carrierVoyageNumber: text(50) })),
  vesselTransport: z.optional(vesselTransportSchema),
});
/** See {@link transportCallSchema}. */
export type TransportCall = z.infer<typeof transportCallSchema>;

/** DCSA TransportDetails: the transport call (delay reason codes are not produced; `reason` says why). */
export const transportDetailsSchema = z.object({ transportCall: transportCallSchema });

/** DCSA EquipmentDetails: the container (none before its empty release), its ISO size-type, laden or empty, phase. */
export const equipmentDetailsSchema = z.object({
  /** ISO 6346 with a valid check digit; absent while the container is not yet released to the shipper. */
  equipmentReference: z.optional(z.string().check(z.regex(/^[A-Z]{3}[UJZ]\d{7}$/))),
  /** ISO 6346 size-type of the booked equipment ('45G1'; domain/container/container-size-types.ts). */
  ISOEquipmentCode: z.enum(CONTAINER_SIZE_TYPE_CODES),
  emptyIndicator: z.enum(['EMPTY', 'LADEN']),
  transportPhase: z.enum(TRANSPORT_PHASES),
});
/** See {@link equipmentDetailsSchema}. */
export type EquipmentDetails = z.infer<typeof equipmentDetailsSchema>;

/** DCSA DocumentReference. */
export const documentReferenceSchema = z.object({ type: z.enum(DOCUMENT_REFERENCE_TYPES), reference: text(100) });

/**
 * DCSA ShipmentDetails: the booking (`documentReference`, type BOOKING, the booking number), the B/L
 * (`additionalDocumentReferences`, TRANSPORT_DOCUMENT) and which place of the booking the event is at.
 */
export const shipmentDetailsSchema = z.object({
  documentReference: documentReferenceSchema,
  additionalDocumentReferences: z.optional(z.array(documentReferenceSchema)),
  shipmentLocationType: z.optional(z.enum(SHIPMENT_LOCATION_TYPES)),
});
/** See {@link shipmentDetailsSchema}. */
export type ShipmentDetails = z.infer<typeof shipmentDetailsSchema>;

/**
 * DCSA Event. `eventID` is stable for one real-world event while it goes PLANNED -> ESTIMATED -> ACTUAL (DCSA: a
 * newer `eventUpdatedDateTime` with the same ID overrides). `reason` (DCSA free text, English) says why an estimate
 * moved ('Vessel delayed 30 h en route').
 */
export const trackingEventSchema = z.object({
  eventID: text(500),
  eventDateTime: offsetDateTime,
  eventUpdatedDateTime: offsetDateTime,
  eventClassification: eventClassificationSchema,
  eventLocation: eventLocationSchema,
  reason: z.optional(text(250)),
  shipmentDetails: shipmentDetailsSchema,
  transportDetails: z.optional(transportDetailsSchema),
  equipmentDetails: z.optional(equipmentDetailsSchema),
});
/** See {@link trackingEventSchema}. */
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** DCSA GetEventsResponse. */
export const trackingEventsResponseSchema = z.object({ events: z.array(trackingEventSchema) });
/** See {@link trackingEventsResponseSchema}. */
export type TrackingEventsResponse = z.infer<typeof trackingEventsResponseSchema>;
