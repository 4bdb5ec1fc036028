import { describe, expect, it } from 'vitest';

import {
  type AddressBookEntry,
  type AddressBookEntryInputRaw,
  addressBookEntryInputSchema,
  countryUsesPostalCode,
  isValidPhone,
  matchAddressBookEntries,
  validateAddressBookEntry,
} from '@/domain/address-book/address-book-contract';

// The boundaries and branches of the address book rules (docs/areas/address-book.md); the everyday cases are
// in address-book-contract.node.test.ts.

const VALID: AddressBookEntryInputRaw = {
  companyName: 'Rhein-Maschinenbau GmbH',
  addressLines: ['Industriestraße 14'],
  city: 'Duisburg',
  postalCode: '47119',
  countryCode: 'DE',
  contactName: '',
  email: '',
  phone: '',
  defaultRoles: ['CONSIGNEE'],
};
const issues = (input: Partial<AddressBookEntryInputRaw>) =>
  validateAddressBookEntry({ ...VALID, ...input }).map((issue) => `${issue.field}:${issue.issue}`);

describe('phone number', () => {
  it('counts 7 to 15 digits, the dialling code included', () => {
    expect(isValidPhone('+1 234567')).toBe(true); // 7 digits
    expect(isValidPhone('+1 23456')).toBe(false); // 6 digits
    expect(isValidPhone('+82 10 1234 5678 901')).toBe(true); // 15 digits
    expect(isValidPhone('+82 10 1234 5678 9012')).toBe(false); // 16 digits
  });

  it('wants a leading + and single spaces or dashes between groups', () => {
    expect(isValidPhone('+49-203-555-0199')).toBe(true);
    expect(isValidPhone('+492035550199')).toBe(true);
    expect(isValidPhone('0049 203 555 0199')).toBe(false);
    expect(isValidPhone('+49  203 555 0199')).toBe(false);
    expect(isValidPhone('+49 - 203 555 0199')).toBe(false);
    expect(isValidPhone('+49 (203) 555 0199')).toBe(false);
  });

  it('leaves an empty phone alone and trims one before checking it', () => {
    expect(issues({ phone: '' })).toEqual([]);
    expect(issues({ phone: '  +49 203 555 0199  ' })).toEqual([]);
  });
});

describe('text lengths', () => {
  it('takes a company name of 70 characters and refuses 71', () => {
    expect(issues({ companyName: 'A'.repeat(70) })).toEqual([]);
    expect(issues({ companyName: 'A'.repeat(71) })).toEqual(['companyName:too-long']);
  });

  it('takes a city of 35 characters and a postal code of 10, and refuses one more', () => {
    expect(issues({ city: 'C'.repeat(35), postalCode: '1'.repeat(10) })).toEqual([]);
    expect(issues({ city: 'C'.repeat(36) })).toEqual(['city:too-long']);
    expect(issues({ postalCode: '1'.repeat(11) })).toEqual(['postalCode:too-long']);
  });

  it('takes up to 3 address lines of 70 characters, dropping empty ones', () => {
    expect(issues({ addressLines: ['Hafen 1', 'Tor 3', 'L'.repeat(70)] })).toEqual([]);
    expect(issues({ addressLines: ['a', 'b', 'c', 'd'] })).toEqual(['addressLines:too-long']);
    expect(issues({ addressLines: ['L'.repeat(71)] })).toEqual(['addressLines.0:too-long']);
    expect(addressBookEntryInputSchema.parse({ ...VALID, addressLines: ['', 'Hafen 1', '  '] }).addressLines).toEqual([
      'Hafen 1',
    ]);
  });

  it('counts the length after trimming', () => {
    expect(issues({ companyName: `  ${'A'.repeat(70)}  ` })).toEqual([]);
  });
});

describe('postal code by country', () => {
  it('is not needed in the listed countries, in any case', () => {
    expect(countryUsesPostalCode('HK')).toBe(false);
    expect(countryUsesPostalCode('ae')).toBe(false);
    expect(countryUsesPostalCode('DE')).toBe(true);
    expect(issues({ postalCode: '', countryCode: 'ie' })).toEqual([]);
  });

  it('is not asked for when the country itself is invalid: only the country is reported', () => {
    expect(issues({ postalCode: '', countryCode: 'DEU' })).toEqual(['countryCode:country']);
  });
});

describe('tax reference', () => {
  it('upper-cases an EORI before checking it and takes an empty value as none', () => {
    expect(issues({ taxReference: { type: 'EORI', value: ' nl123456789 ' } })).toEqual([]);
    expect(issues({ taxReference: { type: 'EORI', value: '' } })).toEqual([]);
    expect(issues({ taxReference: { type: 'EORI', value: 'NL' } })).toEqual(['taxReference.value:eori']);
  });

  it('takes a VAT or TAX value of 2 to 20 letters, digits or dashes', () => {
    expect(issues({ taxReference: { type: 'VAT', value: 'DE' } })).toEqual([]);
    expect(issues({ taxReference: { type: 'TAX', value: '123-456-789-0123456' } })).toEqual([]);
    expect(issues({ taxReference: { type: 'VAT', value: 'D' } })).toEqual(['taxReference.value:tax-value']);
    expect(issues({ taxReference: { type: 'VAT', value: 'DE 123' } })).toEqual(['taxReference.value:tax-value']);
    // Over 20 the value is refused as too long (the pattern check reports it as well).
    expect(issues({ taxReference: { type: 'TAX', value: '1'.repeat(21) } })).toContain('taxReference.value:too-long');
  });
});

describe('company name suggestions', () => {
  const entry = (companyName: string, roles: AddressBookEntry['defaultRoles']): AddressBookEntry => ({
    ...VALID,
    addressLines: ['x'],
    id: companyName,
    companyName,
    defaultRoles: roles,
    createdAt: '',
    updatedAt: '',
  });
  const book = [
    entry('Ōsaka Shōji', ['SHIPPER']),
    entry('Osaka Marine', ['NOTIFY']),
    entry('Busan Logistics', ['CONSIGNEE', 'NOTIFY']),
  ];
  const names = (text: string, role?: AddressBookEntry['defaultRoles'][number], minChars?: number) =>
    matchAddressBookEntries(book, text, role, minChars).map((found) => found.companyName);

  it('starts at two characters after trimming, or at the minimum given', () => {
    expect(names(' o ')).toEqual([]);
    expect(names('os')).toEqual(['Ōsaka Shōji', 'Osaka Marine']);
    expect(names('osa', undefined, 4)).toEqual([]);
    expect(names('osak', undefined, 4)).toEqual(['Ōsaka Shōji', 'Osaka Marine']);
  });

  it("keeps the book's order within the parties with the role and within the others", () => {
    expect(names('a', 'NOTIFY', 1)).toEqual(['Osaka Marine', 'Busan Logistics', 'Ōsaka Shōji']);
    expect(names('osaka', 'CONSIGNEE')).toEqual(['Ōsaka Shōji', 'Osaka Marine']);
  });

  it('finds nothing for text no name contains', () => {
    expect(names('rotterdam')).toEqual([]);
  });
});
