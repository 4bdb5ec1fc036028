/*
 * The booking's code lists (DCSA Booking 2.0.5 enums, shared/reference/dcsa/BKG_v2.0.5.yaml; docs/requirements.md §3 where
 * the spec has them) and the limits of the booking rules, which the forms and the mock enforce alike.
 */

// ---------------------------------------------------------------------------------------------------------------------
// Code lists (DCSA BKG 2.0.5 enums; docs/requirements.md §3 where it has them)

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

/**
 * Booking channels (docs/requirements.md §3): WEB for the portal's forms, AOQ for a booking made from an instant quote.
 */
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
/**
 * Of {@link BOOKING_CUT_OFF_CODES}, the ones that open a window rather than close it: the empty container pick-up
 * (ECP) and the earliest full-container delivery at the terminal (EFC). Past, they mean "open since", not "missed".
 */
export const OPENING_TIME_CODES: readonly BookingCutOffCode[] = ['ECP', 'EFC'];

/** Out-of-gauge dimension units (ours; UN/ECE Rec. 20 codes): centimetres, inches. */
export const DIMENSION_UNITS = ['CMT', 'INH'] as const;

// ---------------------------------------------------------------------------------------------------------------------
// Limits of the booking rules (the form and the mock enforce the same)

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
