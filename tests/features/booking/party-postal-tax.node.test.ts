import { describe, expect, it } from 'vitest';

import { createBookingSchema } from '@/domain/booking/booking-contract';
import { emptyBookingForm } from '@/features/booking/utils/booking-form-values';
import { toCreateBooking } from '@/features/booking/utils/to-create-booking';

const company = { companyName: 'Busan Test Exports Co., Ltd.', countryCode: 'KR' };

describe('booking form parties: postal code and tax reference', () => {
  it('sends the postal code as address.postCode and the EORI as a DCSA tax legal reference', () => {
    const values = emptyBookingForm(company);
    values.documentParties.consignee = {
      partyName: 'Van Dijk Food Imports B.V.',
      street: 'Waalhaven Zuidzijde 19',
      city: 'Rotterdam',
      postalCode: '3089 JH',
      countryCode: 'NL',
      contactName: 'Pieter van Dijk',
      email: 'pieter@vandijk-food.example.nl',
      phone: '+31 10 429 8812',
      taxType: 'EORI',
      taxValue: 'NL812345678',
    };
    const consignee = toCreateBooking(values, company).documentParties.consignee;
    expect(consignee?.address).toEqual({
      street: 'Waalhaven Zuidzijde 19',
      postCode: '3089 JH',
      city: 'Rotterdam',
      countryCode: 'NL',
    });
    expect(consignee?.taxLegalReferences).toEqual([{ type: 'EORI', countryCode: 'NL', value: 'NL812345678' }]);
    expect(createBookingSchema.shape.documentParties.shape.consignee.safeParse(consignee).success).toBe(true);
  });
});
