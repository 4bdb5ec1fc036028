import { describe, expect, it } from 'vitest';

import { createBookingSchema } from '@/domain/booking/booking-contract';
import { bookingRequestHref, parseBookingRequestUrl } from '@/domain/booking/booking-request-url';
import { jsonPathSegments, toFormPath } from '@/features/booking/utils/booking-form-issues';
import { bookingFormSchema } from '@/features/booking/utils/booking-form-schema';
import { type BookingFormValues } from '@/features/booking/utils/booking-form-values';
import { fromBooking } from '@/features/booking/utils/from-booking';
import { fromQuote } from '@/features/booking/utils/from-quote';
import { toCreateBooking } from '@/features/booking/utils/to-create-booking';

import { createQuote, createQuoteSearch } from '../../../mocks/prices/factories';
import { company, context, TODAY, validValues } from './booking-form-harness';

describe('contract and server paths onto form fields', () => {
  it.each([
    ['$.requestedEquipments[0].units', 'requestedEquipments.0.units'],
    ['$.requestedEquipments[1].commodities[0].HSCodes[0]', 'requestedEquipments.1.hsCode'],
    [
      '$.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].emergencyContactDetails.phone',
      'requestedEquipments.0.dangerousGoods.emergencyPhone',
    ],
    ['$.requestedEquipments[0].cargoGrossWeight.value', 'requestedEquipments.0.cargoGrossWeight.value'],
    ['$.documentParties.consignee.address.city', 'documentParties.consignee.city'],
    ['$.documentParties.other[1].party.partyContactDetails[0].email', 'documentParties.notifyParties.1.email'],
    ['$.shipmentLocations', 'origin'],
    ['$.carrierExportVoyageNumber', 'sailing'],
    ['$.serviceContractReference', 'serviceContractReference'],
    ['$', 'root'],
  ])('%s -> %s', (jsonPath, name) => {
    expect(toFormPath(jsonPathSegments(jsonPath))).toBe(name);
  });
});

describe('copy as a new booking request', () => {
  it('starts from the booking request without references, dates, sailing and documents', () => {
    const request = createBookingSchema.parse(toCreateBooking(validValues(), company));
    const booking = {
      ...request,
      carrierBookingRequestReference: 'REQ-1',
      carrierBookingReference: 'PUSF12345678',
      bookingStatus: 'CONFIRMED' as const,
      statusHistory: [{ bookingStatus: 'RECEIVED' as const, dateTime: '2026-11-20T01:00:00Z' }],
      createdDateTime: '2026-11-20T01:00:00Z',
      updatedDateTime: '2026-11-20T01:00:00Z',
    };
    const values = fromBooking(booking, company);
    expect(values).toMatchObject({
      origin: { code: 'KRPUS' },
      destination: { code: 'NLRTM' },
      cargoReadyDate: '',
      sailing: null,
      serviceContractReference: 'SC-2026-0042',
      requestedEquipments: [{ ISOEquipmentCode: '45G1', units: '2', hsCode: '852852', commodityType: 'LCD monitors' }],
      supportingDocuments: [],
    });
  });

  it('links with the reference and parses it back; a malformed one is dropped', () => {
    expect(bookingRequestHref({ copyFrom: 'PUSF12345678' })).toBe('/booking/booking-request?copyFrom=PUSF12345678');
    expect(bookingRequestHref()).toBe('/booking/booking-request');
    expect(parseBookingRequestUrl(new URLSearchParams('copyFrom=PUSF12345678'))).toEqual({ copyFrom: 'PUSF12345678' });
    expect(parseBookingRequestUrl(new URLSearchParams('copyFrom=%3Cscript%3E'))).toEqual({});
    expect(() => bookingRequestHref({ copyFrom: 'a b' })).toThrow();
  });

  it('links to a booking template and parses it back; a copy wins, a malformed id is dropped', () => {
    expect(bookingRequestHref({ template: 'TPL-SEED-SHIPPER-1' })).toBe(
      '/booking/booking-request?template=TPL-SEED-SHIPPER-1',
    );
    expect(parseBookingRequestUrl(new URLSearchParams('template=TPL-0A1B2C3D4E5F'))).toEqual({
      template: 'TPL-0A1B2C3D4E5F',
    });
    expect(parseBookingRequestUrl(new URLSearchParams('template=TPL-1&copyFrom=PUSF12345678'))).toEqual({
      copyFrom: 'PUSF12345678',
    });
    expect(parseBookingRequestUrl(new URLSearchParams('template=%3Cscript%3E'))).toEqual({});
  });
});

describe('a booking on an accepted quote', () => {
  it("prefills the quote's route, sailing, equipment, commodity and reference, and validates into an AOQ booking", () => {
    // The factory's quote: Busan -> Rotterdam, 2 x 45G1, port cut-off 2026-11-23 18:00 at Busan; ready today.
    const quote = createQuote({ search: createQuoteSearch({ cargoReadyDate: TODAY }) });
    const values = fromQuote(quote, company, TODAY);
    const leg = quote.offer.route.sailInfo[0];
    expect(values).toMatchObject({
      origin: { code: 'KRPUS' },
      destination: { code: 'NLRTM' },
      receiptTypeAtOrigin: 'CY',
      deliveryTypeAtDestination: 'CY',
      cargoReadyDate: TODAY,
      sailing: { key: quote.offer.route.key, vesselName: leg?.vesselName, voyageNumber: leg?.voyageNumber },
      contractQuotationReference: quote.quoteReference,
      freightPaymentTermCode: 'PRE',
      requestedEquipments: [{ ISOEquipmentCode: '45G1', units: '2', commodityType: 'Electronic components' }],
    });

    const typed: BookingFormValues = {
      ...values,
      requestedEquipments: values.requestedEquipments.map((line) => ({
        ...line,
        hsCode: '852852',
        cargoGrossWeight: { value: '18500', unit: 'KGM' },
      })),
    };
    const onQuote = bookingFormSchema({ ...context, channel: 'AOQ' }).safeParse(typed);
    expect(onQuote.success && onQuote.data).toMatchObject({
      bookingChannelReference: 'AOQ',
      contractQuotationReference: quote.quoteReference,
      carrierExportVoyageNumber: leg?.voyageNumber,
      requestedEquipments: [{ ISOEquipmentCode: '45G1', units: 2 }],
    });
    // Without a channel the form is the plain booking request: WEB.
    expect(toCreateBooking(typed, company).bookingChannelReference).toBe('WEB');
  });

  it("takes today when the quote's cargo-ready date has passed (no past date in the form)", () => {
    const quote = createQuote();
    expect(
      fromQuote({ ...quote, search: { ...quote.search, cargoReadyDate: '2020-01-01' } }, company, TODAY),
    ).toMatchObject({ cargoReadyDate: TODAY });
  });
});
