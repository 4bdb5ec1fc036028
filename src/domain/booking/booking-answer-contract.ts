/*
 * The booking as the carrier answers it (GET v1/bookings/{bookingReference}; DCSA Booking 2.0.5 `Booking`, with our
 * statusHistory): the request's fields plus references, status, transport plans, cut-offs and feedback.
 */
import { z } from '@/config/zod';
import { isoEquipmentCodeSchema } from '@/domain/booking/booking-cargo-contract';
import {
  AMENDED_BOOKING_STATUSES,
  BOOKING_CANCELLATION_STATUSES,
  BOOKING_CUT_OFF_CODES,
  BOOKING_STATUSES,
} from '@/domain/booking/booking-codes-contract';
import { createBookingFields } from '@/domain/booking/booking-contract';
import { bookingDateSchema, offsetDateTimeSchema } from '@/domain/booking/booking-field-contract';
import { unLocationCodeSchema } from '@/domain/location/location-contract';

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
