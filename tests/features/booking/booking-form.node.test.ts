import { describe, expect, it } from 'vitest';

import { encodeIssues } from '@/components/ui/field-issue';
import { createBookingSchema } from '@/domain/booking/booking-contract';
import { bookingRequestHref, parseBookingRequestUrl } from '@/domain/booking/booking-request-url';
import { jsonPathSegments, toFormPath } from '@/features/booking/utils/booking-form-issues';
import { bookingFormSchema } from '@/features/booking/utils/booking-form-schema';
import {
  type BookingFormValues,
  emptyBookingForm,
  emptyEquipment,
  type EquipmentFormValues,
  type SailingChoice,
} from '@/features/booking/utils/booking-form-values';
import { fromBooking } from '@/features/booking/utils/from-booking';
import { fromQuote } from '@/features/booking/utils/from-quote';
import { toCreateBooking } from '@/features/booking/utils/to-create-booking';
import { zonedDateTimeToEpochMs } from '@/lib/dates';

import { createQuote, createQuoteSearch } from '../../../mocks/prices/factories';

const company = { companyName: 'Hanil Electronics Co., Ltd.', countryCode: 'KR' };
const TODAY = '2026-11-23';
// 2026-11-23 12:00 at Busan (UTC+09:00).
const NOW = Date.parse('2026-11-23T03:00:00Z');
const context = { company, today: TODAY, now: () => NOW, instantOf: zonedDateTimeToEpochMs };

const sailing = (portCutOff: string): SailingChoice => ({
  key: 'route-1',
  vesselName: 'ONE HARMONY',
  vesselIMONumber: '9806079',
  voyageNumber: '021E',
  serviceCode: 'FE4',
  departureDate: '2026-11-30 18:00:00',
  pol: { code: 'KRPUS', name: 'Busan' },
  pod: { code: 'NLRTM', name: 'Rotterdam' },
  portCutOff,
  portCutOffTimeZone: 'Asia/Seoul',
});

function validValues(overrides: Partial<BookingFormValues> = {}, line: Partial<EquipmentFormValues> = {}) {
  return {
    ...emptyBookingForm(company),
    origin: { code: 'KRPUS', name: 'Busan, South Korea' },
    destination: { code: 'NLRTM', name: 'Rotterdam, Netherlands' },
    cargoReadyDate: '2026-11-27',
    sailing: sailing('2026-11-28 17:00:00'),
    serviceContractReference: 'SC-2026-0042',
    requestedEquipments: [
      {
        ...emptyEquipment('45G1'),
        units: '2',
        cargoGrossWeight: { value: '18500', unit: 'KGM' as const },
        commodityType: 'LCD monitors',
        hsCode: '852852',
        ...line,
      },
    ],
    ...overrides,
  } satisfies BookingFormValues;
}

/** The form's message codes by form path (what the Field primitive shows), or the parsed request. */
function validate(values: BookingFormValues): { request: unknown; issues: Record<string, string> } {
  const result = bookingFormSchema(context).safeParse(values);
  if (result.success) return { request: result.data, issues: {} };
  return {
    request: null,
    issues: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
}

describe('booking request rules at the field (the contract schema)', () => {
  it('turns valid values into a CreateBooking the contract accepts', () => {
    const { request, issues } = validate(validValues());
    expect(issues).toEqual({});
    expect(createBookingSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({
      bookingChannelReference: 'WEB',
      vessel: { name: 'ONE HARMONY', vesselIMONumber: '9806079' },
      carrierExportVoyageNumber: '021E',
      shipmentLocations: [
        { locationTypeCode: 'POL', location: { UNLocationCode: 'KRPUS' } },
        { locationTypeCode: 'POD', location: { UNLocationCode: 'NLRTM' } },
      ],
      requestedEquipments: [{ ISOEquipmentCode: '45G1', units: 2, cargoGrossWeight: { value: 18500, unit: 'KGM' } }],
      documentParties: {
        bookingAgent: { partyName: company.companyName },
        shipper: { partyName: company.companyName },
      },
    });
  });

  it.each([
    ['0', 'units-range'],
    ['', 'required'],
    ['1000', 'units-range'],
  ])('quantity %j -> %s', (units, code) => {
    expect(validate(validValues({}, { units })).issues['requestedEquipments.0.units']).toBe(code);
  });

  it('accepts quantities 1 and 999', () => {
    expect(validate(validValues({}, { units: '1' })).issues).toEqual({});
    expect(validate(validValues({}, { units: '999' })).issues).toEqual({});
  });

  it('weight must be more than 0 and within the size-type payload, in kg or lb', () => {
    const weight = (value: string, unit: 'KGM' | 'LBR' = 'KGM') =>
      validate(validValues({}, { cargoGrossWeight: { value, unit } })).issues[
        'requestedEquipments.0.cargoGrossWeight.value'
      ];
    expect(weight('0')).toBe('positive');
    expect(weight('28600')).toBeUndefined();
    expect(weight('40000')).toBe('payload');
    // 70,000 lb is about 31,751 kg: over a 40' high cube's payload.
    expect(weight('70000', 'LBR')).toBe('payload');
    expect(weight('60000', 'LBR')).toBeUndefined();
  });

  it.each([
    ['12345', 'hs-code'],
    ['12345678901', 'hs-code'],
    ['8528AB', 'hs-code'],
    ['852852', undefined],
    ['8528521000', undefined],
  ])('HS code %j -> %s', (hsCode, code) => {
    expect(validate(validValues({}, { hsCode })).issues['requestedEquipments.0.hsCode']).toBe(code);
  });

  it.each([
    ['0003', 'un-number'],
    ['3551', 'un-number'],
    ['123', 'un-number'],
    ['', 'required'],
    ['0004', undefined],
    ['3550', undefined],
  ])('UN number %j -> %s', (UNNumber, code) => {
    const line = emptyEquipment('22G1');
    const values = validValues(
      {},
      {
        ...line,
        units: '1',
        cargoGrossWeight: { value: '10000', unit: 'KGM' },
        commodityType: 'Paint',
        hsCode: '320890',
        dangerous: true,
        dangerousGoods: { ...line.dangerousGoods, UNNumber, imoClass: '3', properShippingName: 'PAINT' },
      },
    );
    expect(validate(values).issues['requestedEquipments.0.dangerousGoods.UNNumber']).toBe(code);
  });

  it.each([
    ['-35', 'CEL', undefined],
    ['30', 'CEL', undefined],
    ['-35.5', 'CEL', 'reefer-range'],
    ['31', 'CEL', 'reefer-range'],
    ['-31', 'FAH', undefined],
    ['86', 'FAH', undefined],
    ['87', 'FAH', 'reefer-range'],
    ['-32', 'FAH', 'reefer-range'],
  ] as const)('reefer set point %s %s -> %s', (temperatureSetpoint, temperatureUnit, code) => {
    const line = emptyEquipment('45R1');
    const values = validValues(
      {},
      {
        ...line,
        units: '1',
        cargoGrossWeight: { value: '20000', unit: 'KGM' },
        commodityType: 'Frozen fish',
        hsCode: '030389',
        reefer: true,
        activeReeferSettings: { ...line.activeReeferSettings, temperatureSetpoint, temperatureUnit },
      },
    );
    expect(validate(values).issues['requestedEquipments.0.activeReeferSettings.temperatureSetpoint']).toBe(code);
  });

  it('refuses a sailing whose port cut-off has passed and asks for a sailing or "no preference"', () => {
    expect(validate(validValues({ sailing: sailing('2026-11-23 11:59:00') })).issues.sailing).toBe('cut-off-passed');
    expect(validate(validValues({ sailing: sailing('2026-11-23 12:01:00') })).issues.sailing).toBeUndefined();
    expect(validate(validValues({ sailing: null })).issues.sailing).toBe('sailing-required');
    const noPreference = validate(validValues({ sailing: 'none' }));
    expect(noPreference.issues).toEqual({});
    expect(noPreference.request).toMatchObject({ expectedDepartureDate: '2026-11-27' });
  });

  it('keeps the cargo-ready date between today and the end of the date range (10 years on)', () => {
    const date = (cargoReadyDate: string) => validate(validValues({ cargoReadyDate })).issues.cargoReadyDate;
    expect(date('2026-11-22')).toBe('date-range');
    expect(date(TODAY)).toBeUndefined();
    expect(date('2036-12-31')).toBeUndefined();
    expect(date('2037-01-01')).toBe('date-range');
    expect(date('2026-13-01')).toBe('date-format');
  });

  it('needs a contract or quotation number and US/CA export information on a US route', () => {
    expect(validate(validValues({ serviceContractReference: '' })).issues.serviceContractReference).toBe(
      'contract-required',
    );
    const toUs = validValues({ destination: { code: 'USLAX', name: 'Los Angeles' }, sailing: 'none' });
    expect(validate(toUs).issues['exportInfo.typeCode']).toBe('required');
    const filed = validate({ ...toUs, exportInfo: { typeCode: 'ITN', reference: 'X20261121000123' } });
    expect(filed.issues).toEqual({});
    expect(filed.request).toMatchObject({
      isExportDeclarationRequired: true,
      exportDeclarationReference: 'ITN X20261121000123',
    });
  });
});

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

describe('one message, on the field to fix', () => {
  it('a quantity of 0 is reported on the quantity only, not on the weight', () => {
    const { issues } = validate(validValues({}, { units: '0' }));
    expect(issues).toEqual({ 'requestedEquipments.0.units': 'units-range' });
  });
});

describe('a text over its limit', () => {
  it('says the limit ("At most 550 characters"), not only that it is too long', () => {
    const { issues } = validate(validValues({}, { commodityType: 'LCD monitors '.repeat(50) }));
    expect(issues).toEqual({
      'requestedEquipments.0.commodityType': encodeIssues([{ key: 'too-long-max', values: { max: 550 } }]),
    });
  });
});

describe('a missing destination', () => {
  it('is reported on the destination only, not as a shipment-location count on the origin', () => {
    const { issues } = validate(validValues({ destination: null, sailing: 'none' }));
    expect(issues).toEqual({ destination: 'required' });
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
