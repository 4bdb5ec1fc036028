import { describe, expect, it } from 'vitest';

import { createBookingSchema } from '@/domain/booking/booking-contract';
import { toFormPath } from '@/features/booking/utils/booking-form-issues';
import { bookingFormSchema } from '@/features/booking/utils/booking-form-schema';
import {
  type BookingFormValues,
  bookingFormValuesSchema,
  emptyBookingForm,
  emptyEquipment,
} from '@/features/booking/utils/booking-form-values';
import { fromBooking } from '@/features/booking/utils/from-booking';
import { fromQuote } from '@/features/booking/utils/from-quote';
import { toCreateBooking } from '@/features/booking/utils/to-create-booking';
import { zonedDateTimeToEpochMs } from '@/lib/dates';

import { createQuote, createQuoteSearch } from '../../../mocks/prices/factories';

// The booking request's Door ends: the street address the truck goes to is asked for, checked, sent as the PRE / PDE
// location's address (DCSA Booking 2.0.5), and carried over where a booking starts from another one or a quote.

const company = { companyName: 'Hanil Electronics Co., Ltd.', countryCode: 'KR' };
const TODAY = '2026-11-23';
const context = {
  company,
  today: TODAY,
  now: () => Date.parse('2026-11-23T03:00:00Z'),
  instantOf: zonedDateTimeToEpochMs,
};
const SEOUL_STREET = { street: 'Teheran-ro 152', postCode: '06236', city: 'Seoul', countryCode: 'kr' };

function doorValues(overrides: Partial<BookingFormValues> = {}): BookingFormValues {
  return {
    ...emptyBookingForm(company),
    origin: { code: 'KRSEL', name: 'Seoul, South Korea' },
    destination: { code: 'NLRTM', name: 'Rotterdam, Netherlands' },
    receiptTypeAtOrigin: 'SD',
    cargoReadyDate: '2026-11-27',
    sailing: 'none',
    serviceContractReference: 'SC-2026-0042',
    requestedEquipments: [
      {
        ...emptyEquipment('45G1'),
        units: '2',
        cargoGrossWeight: { value: '18500', unit: 'KGM' },
        commodityType: 'LCD monitors',
        hsCode: '852852',
      },
    ],
    ...overrides,
  };
}

function issuesOf(values: BookingFormValues): Record<string, string> {
  const result = bookingFormSchema(context).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('booking request: the address of a Door end', () => {
  it('requires street, city and country of a Door pick-up at their fields, and nothing of a CY end', () => {
    expect(issuesOf(doorValues())).toEqual({
      'pickupAddress.street': 'required',
      'pickupAddress.city': 'required',
      'pickupAddress.countryCode': 'required',
    });
    expect(issuesOf(doorValues({ receiptTypeAtOrigin: 'CY' }))).toEqual({});
    expect(issuesOf(doorValues({ pickupAddress: { ...SEOUL_STREET, countryCode: 'Korea' } }))).toEqual({
      'pickupAddress.countryCode': 'country-code',
    });
  });

  it('sends the typed address as the PRE location of the request', () => {
    const result = bookingFormSchema(context).safeParse(doorValues({ pickupAddress: SEOUL_STREET }));
    expect(result.success && result.data.shipmentLocations[0]).toEqual({
      location: {
        UNLocationCode: 'KRSEL',
        locationName: 'Seoul, South Korea',
        address: { street: 'Teheran-ro 152', postCode: '06236', city: 'Seoul', countryCode: 'KR' },
      },
      locationTypeCode: 'PRE',
    });
  });

  it("places a refusal of a Door place's address on that end's field (by the place's index in the request)", () => {
    const request = toCreateBooking(
      doorValues({ deliveryTypeAtDestination: 'SD', pickupAddress: SEOUL_STREET }),
      company,
    );
    expect(toFormPath(['shipmentLocations', 0, 'location', 'address', 'city'], request)).toBe('pickupAddress.city');
    expect(toFormPath(['shipmentLocations', 3, 'location', 'address'], request)).toBe('deliveryAddress.street');
    expect(toFormPath(['shipmentLocations', 1, 'location', 'UNLocationCode'], request)).toBe('origin');
  });

  it('restores a draft saved before the addresses existed', () => {
    const older: Partial<BookingFormValues> = doorValues();
    delete older.pickupAddress;
    delete older.deliveryAddress;
    const parsed = bookingFormValuesSchema.safeParse(older);
    expect(parsed.success && parsed.data.pickupAddress).toEqual({
      street: '',
      postCode: '',
      city: '',
      countryCode: '',
    });
  });

  it('copies the Door address of the booking copied', () => {
    const request = createBookingSchema.parse(toCreateBooking(doorValues({ pickupAddress: SEOUL_STREET }), company));
    const booking = {
      ...request,
      carrierBookingRequestReference: 'REQ-1',
      bookingStatus: 'RECEIVED' as const,
      statusHistory: [{ bookingStatus: 'RECEIVED' as const, dateTime: '2026-11-20T01:00:00Z' }],
      createdDateTime: '2026-11-20T01:00:00Z',
      updatedDateTime: '2026-11-20T01:00:00Z',
    };
    expect(fromBooking(booking, company)).toMatchObject({
      receiptTypeAtOrigin: 'SD',
      pickupAddress: { street: 'Teheran-ro 152', postCode: '06236', city: 'Seoul', countryCode: 'KR' },
      deliveryAddress: { street: '', countryCode: 'NL' },
    });
  });

  it("starts a Door end of a quote with an empty address in the place's country", () => {
    const quote = createQuote({ search: createQuoteSearch({ cargoReadyDate: TODAY }) });
    const door = {
      ...quote,
      offer: { ...quote.offer, route: { ...quote.offer.route, receiptTypeAtOrigin: 'SD' as const } },
    };
    expect(fromQuote(door, company, TODAY)).toMatchObject({
      receiptTypeAtOrigin: 'SD',
      pickupAddress: { street: '', city: '', countryCode: 'KR' },
    });
  });
});
