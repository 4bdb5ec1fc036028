import type { CreateBooking } from '@/domain/booking/booking-contract';
import { type Quote, QUOTE_ERROR_CODES } from '@/domain/quote/quote-contract';
import type { ApiFieldError } from '@/lib/api-error';

import { readQuote } from '../prices/quote-store';
import { firstVesselLeg } from './sailings';

/*
 * The booking channel AOQ ("All-in One Quote", docs/requirements.md §3): a booking made on an accepted instant quote
 * (docs/areas/prices.md). The carrier accepts it only on the quote's terms: the quote is the user's, still valid, not used,
 * and the booking asks for the quote's route, sailing and equipment.
 */

/** Why a booking on a quote is refused: the HTTP status, the error code, an English message, field errors. */
export interface QuoteRefusal {
  status: 400 | 404 | 409 | 422;
  code: string;
  message: string;
  errors?: ApiFieldError[];
}

function locationIndex(request: CreateBooking, type: 'POL' | 'POD'): number {
  return request.shipmentLocations.findIndex((location) => location.locationTypeCode === type);
}

/** Where `request` differs from `quote`'s route, sailing and equipment: one field error per difference. */
export function quoteMismatches(request: CreateBooking, quote: Quote): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  const { route } = quote.offer;
  const leg = firstVesselLeg(route);
  for (const [type, expected] of [
    ['POL', route.pol.locationCode],
    ['POD', route.pod.locationCode],
  ] as const) {
    const index = locationIndex(request, type);
    const actual = request.shipmentLocations[index]?.location.UNLocationCode;
    if (actual !== expected) {
      errors.push({
        jsonPath: index >= 0 ? `$.shipmentLocations[${index}].location.UNLocationCode` : '$.shipmentLocations',
        property: 'UNLocationCode',
        message: `the quote's ${type} is ${expected}`,
      });
    }
  }
  if (leg?.vesselName && request.vessel?.name.trim().toUpperCase() !== leg.vesselName.toUpperCase()) {
    errors.push({ jsonPath: '$.vessel.name', property: 'name', message: `the quote's vessel is ${leg.vesselName}` });
  }
  if (leg?.voyageNumber && request.carrierExportVoyageNumber !== leg.voyageNumber) {
    errors.push({
      jsonPath: '$.carrierExportVoyageNumber',
      property: 'carrierExportVoyageNumber',
      message: `the quote's voyage is ${leg.voyageNumber}`,
    });
  }
  const [equipment, ...others] = request.requestedEquipments;
  if (others.length > 0) {
    errors.push({
      jsonPath: '$.requestedEquipments',
      property: 'requestedEquipments',
      message: `the quote covers one equipment line: ${quote.offer.quantity} x ${quote.offer.isoEquipmentCode}`,
    });
  }
  if (equipment && equipment.ISOEquipmentCode !== quote.offer.isoEquipmentCode) {
    errors.push({
      jsonPath: '$.requestedEquipments[0].ISOEquipmentCode',
      property: 'ISOEquipmentCode',
      message: `the quote's size-type is ${quote.offer.isoEquipmentCode}`,
    });
  }
  if (equipment && equipment.units !== quote.offer.quantity) {
    errors.push({
      jsonPath: '$.requestedEquipments[0].units',
      property: 'units',
      message: `the quote is for ${quote.offer.quantity} containers`,
    });
  }
  return errors;
}

/**
 * The refusal of booking `request` of `userId` at `nowMs` on channel AOQ, or null when it may be booked (and for
 * any other channel). 400 without contractQuotationReference; 404 QUOTE_NOT_FOUND for a quote that is not the user's;
 * 409 QUOTE_ALREADY_BOOKED, 409 QUOTE_EXPIRED; 422 QUOTE_MISMATCH with a field error per difference. For an
 * amendment, `amendedRequestReference` is the booking's request reference: the quote it booked stays usable by it.
 */
export function checkBookingOnQuote(
  userId: string,
  request: CreateBooking,
  nowMs: number,
  amendedRequestReference?: string,
): QuoteRefusal | null {
  if (request.bookingChannelReference !== 'AOQ') return null;
  const reference = request.contractQuotationReference?.trim();
  if (!reference) {
    const message = 'A booking on a quote (channel AOQ) needs the quote reference.';
    return {
      status: 400,
      code: 'INVALID_REQUEST',
      message,
      errors: [{ jsonPath: '$.contractQuotationReference', property: 'contractQuotationReference', message }],
    };
  }
  const quote = readQuote(userId, reference, nowMs);
  if (!quote) {
    return { status: 404, code: QUOTE_ERROR_CODES.notFound, message: `There is no quote ${reference} of yours.` };
  }
  if (quote.status === 'BOOKED' && quote.carrierBookingRequestReference !== amendedRequestReference) {
    return {
      status: 409,
      code: QUOTE_ERROR_CODES.alreadyBooked,
      message: `Quote ${reference} was already booked (${quote.carrierBookingRequestReference ?? 'another booking'}).`,
    };
  }
  if (quote.status === 'EXPIRED') {
    return {
      status: 409,
      code: QUOTE_ERROR_CODES.expired,
      message: `Quote ${reference} expired at ${quote.validUntil}: get a new quote or make a booking request without it.`,
    };
  }
  const errors = quoteMismatches(request, quote);
  if (errors.length > 0) {
    return {
      status: 422,
      code: QUOTE_ERROR_CODES.mismatch,
      message: `The booking differs from quote ${reference}: ${errors.map((error) => error.message).join('; ')}.`,
      errors,
    };
  }
  return null;
}
