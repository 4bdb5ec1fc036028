import { describe, expect, it } from 'vitest';

import { flattenParty } from '@/domain/booking/flat-party-contract';

// A booking's DCSA Party becomes the booking form's (and a template's) flat party: first contact, first tax reference.
describe('flattenParty', () => {
  it('keeps the address, the first contact and the first tax reference', () => {
    expect(
      flattenParty({
        partyName: 'Hanbit Trading',
        address: { street: 'Jungang-daero 1', streetNumber: '12', postCode: '48939', city: 'Busan', countryCode: 'KR' },
        partyContactDetails: [
          { name: 'Min-ji Park', email: 'minji@hanbit.example', phone: '+82 51 000 0000' },
          { name: 'Second contact', email: 'second@hanbit.example' },
        ],
        taxLegalReferences: [
          { type: 'EORI', countryCode: 'KR', value: 'KR1234567' },
          { type: 'VAT', countryCode: 'KR', value: 'VAT-2' },
        ],
      }),
    ).toEqual({
      partyName: 'Hanbit Trading',
      street: 'Jungang-daero 1',
      city: 'Busan',
      postalCode: '48939',
      countryCode: 'KR',
      contactName: 'Min-ji Park',
      email: 'minji@hanbit.example',
      phone: '+82 51 000 0000',
      taxType: 'EORI',
      taxValue: 'KR1234567',
    });
  });

  it('reads an empty text for what the party lacks', () => {
    expect(flattenParty({ partyName: 'Rotterdam Imports' })).toEqual({
      partyName: 'Rotterdam Imports',
      street: '',
      city: '',
      postalCode: '',
      countryCode: '',
      contactName: '',
      email: '',
      phone: '',
      taxType: '',
      taxValue: '',
    });
  });
});
