import { describe, expect, it } from 'vitest';

import {
  type AddressBookEntry,
  type AddressBookEntryInputRaw,
  isValidPhone,
  matchAddressBookEntries,
  validateAddressBookEntry,
} from '@/domain/address-book/address-book-contract';

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

describe('address book validation', () => {
  it('accepts a minimal party', () => {
    expect(issues({})).toEqual([]);
  });
  it('checks the e-mail with the e-mail list rules', () => {
    expect(issues({ email: 'a@b' })).toEqual(['email:email']);
    expect(issues({ email: 'ops@rhein-mb.example.de' })).toEqual([]);
  });
  it('wants a phone with the dialling code and 7-15 digits', () => {
    expect(isValidPhone('+82 51 740 2315')).toBe(true);
    expect(isValidPhone('+1-562-555-0143')).toBe(true);
    expect(isValidPhone('051 740 2315')).toBe(false);
    expect(isValidPhone('+82 51 740 2315 9999 9')).toBe(false);
    expect(issues({ phone: '7402315' })).toEqual(['phone:phone']);
  });
  it('checks an EORI: country code and up to 15 letters or digits', () => {
    expect(issues({ taxReference: { type: 'EORI', value: 'DE123456789012345' } })).toEqual([]);
    expect(issues({ taxReference: { type: 'EORI', value: 'de123456789' } })).toEqual([]);
    expect(issues({ taxReference: { type: 'EORI', value: 'DE1234567890123456' } })).toEqual([
      'taxReference.value:eori',
    ]);
    expect(issues({ taxReference: { type: 'EORI', value: '123456789' } })).toEqual(['taxReference.value:eori']);
  });
  it('requires a postal code except in countries without one', () => {
    expect(issues({ postalCode: '' })).toEqual(['postalCode:postal-code']);
    expect(issues({ postalCode: '', countryCode: 'HK' })).toEqual([]);
  });
  it('requires a name, a city, an ISO country, one address line and a role', () => {
    expect(
      issues({ companyName: ' ', city: '', countryCode: 'Germany', addressLines: ['', ''], defaultRoles: [] }),
    ).toEqual([
      'companyName:required',
      'addressLines:required',
      'city:required',
      'countryCode:country',
      'defaultRoles:roles',
    ]);
  });
});

describe('address book autocomplete filter (from 2 characters, contains)', () => {
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
    entry('Hamburg Kaffee Kontor', ['SHIPPER']),
    entry('Van Dijk Kaffee', ['CONSIGNEE']),
    entry('Génova Marmi', ['CONSIGNEE']),
  ];
  const names = (text: string, role?: 'CONSIGNEE') =>
    matchAddressBookEntries(book, text, role).map((e) => e.companyName);

  it('suggests nothing below two characters', () => {
    expect(names('a')).toEqual([]);
  });
  it('matches anywhere in the name, ignoring case and accents', () => {
    expect(names('KONT')).toEqual(['Hamburg Kaffee Kontor']);
    expect(names('genova')).toEqual(['Génova Marmi']);
  });
  it("lists the parties with the field's role first", () => {
    expect(names('kaffee')).toEqual(['Hamburg Kaffee Kontor', 'Van Dijk Kaffee']);
    expect(names('kaffee', 'CONSIGNEE')).toEqual(['Van Dijk Kaffee', 'Hamburg Kaffee Kontor']);
  });
});
