import type { AddressBookEntry } from './address-book-contract';

/**
 * A saved party as flat text, the shape both the address book's CSV row and its add/edit form start from: the
 * (up to three) address lines as `addressLine1..3` and the tax reference's value as `taxValue`, '' where the party
 * has none. The tax type and the roles are left to each: the CSV writes '' and 'SHIPPER|CONSIGNEE', the form a
 * chosen type and checkboxes.
 */
export interface AddressBookFlatText {
  companyName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  postalCode: string;
  countryCode: string;
  contactName: string;
  email: string;
  phone: string;
  taxValue: string;
}

/** The flat text of a saved party ({@link AddressBookFlatText}). */
export function toAddressBookFlatText(entry: AddressBookEntry): AddressBookFlatText {
  return {
    companyName: entry.companyName,
    addressLine1: entry.addressLines[0] ?? '',
    addressLine2: entry.addressLines[1] ?? '',
    addressLine3: entry.addressLines[2] ?? '',
    city: entry.city,
    postalCode: entry.postalCode,
    countryCode: entry.countryCode,
    contactName: entry.contactName,
    email: entry.email,
    phone: entry.phone,
    taxValue: entry.taxReference?.value ?? '',
  };
}
