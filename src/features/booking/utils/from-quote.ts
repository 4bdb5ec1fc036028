import type { Quote } from '@/domain/quote/quote-contract';
import {
  type BookingCompany,
  type BookingFormValues,
  emptyBookingForm,
  emptyEquipment,
  REEFER_SIZE_TYPES,
} from '@/features/booking/utils/booking-form-values';
import { emptyDoorAddress } from '@/features/booking/utils/door-address';
import { sailingChoiceOf } from '@/features/booking/utils/sailing-choice';
import { daysBetween } from '@/lib/dates';

/**
 * The form values of a booking on accepted `quote`: the quote's route (POR/DEL and their terms; a Door end's address
 * empty in the place's country), its sailing, its
 * equipment (one line: size-type and quantity; reefer settings asked for a reefer size-type), the commodity searched,
 * the quote reference as contractQuotationReference and the ocean freight's payment term; the cargo-ready date of the
 * search (today when that has passed: the form allows no past date). Parties, weight, HS code and remarks are the
 * user's to fill.
 */
export function fromQuote(quote: Quote, company: BookingCompany, today: string): BookingFormValues {
  const { route } = quote.offer;
  const base = emptyBookingForm(company);
  const line = emptyEquipment(quote.offer.isoEquipmentCode);
  // 'OFT' is quote-contract's OCEAN_FREIGHT_CODE, written out: a value import would pull the quote schemas into this
  // module's chunk, which the plain booking request loads before its first form stage (docs/performance.md).
  const freight = quote.offer.lines.find((priceLine) => priceLine.chargeCode === 'OFT');
  return {
    ...base,
    origin: { code: route.por.locationCode, name: route.por.locationName },
    destination: { code: route.del.locationCode, name: route.del.locationName },
    receiptTypeAtOrigin: route.receiptTypeAtOrigin,
    deliveryTypeAtDestination: route.deliveryTypeAtDestination,
    // A quote names no street: a Door end's address is the user's to type, in the country of the quote's POR / DEL.
    pickupAddress: emptyDoorAddress(route.por.locationCode.slice(0, 2)),
    deliveryAddress: emptyDoorAddress(route.del.locationCode.slice(0, 2)),
    cargoReadyDate: daysBetween(today, quote.search.cargoReadyDate) < 0 ? today : quote.search.cargoReadyDate,
    sailing: sailingChoiceOf(route),
    contractQuotationReference: quote.quoteReference,
    freightPaymentTermCode: freight?.paymentTermCode ?? 'PRE',
    requestedEquipments: [
      {
        ...line,
        units: String(quote.offer.quantity),
        commodityType: quote.search.commodity,
        reefer: REEFER_SIZE_TYPES.includes(quote.offer.isoEquipmentCode),
      },
    ],
  };
}
