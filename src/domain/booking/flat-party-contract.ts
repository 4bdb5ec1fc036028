import type { Party } from '@/domain/booking/booking-party-contract';

// A contract file: the booking template contract flattens a booking's parties with it, and the mock backend, which
// imports contract files only, runs that code.

/**
 * A DCSA Party as the booking request form and a booking template hold it: text fields only, '' where the party has
 * none. `postalCode` is DCSA's `address.postCode`; the street number, state and further contacts or tax references
 * are not kept (the form asks for one of each).
 */
export interface FlatParty {
  partyName: string;
  street: string;
  city: string;
  postalCode: string;
  countryCode: string;
  contactName: string;
  email: string;
  phone: string;
  /** DCSA TaxLegalReference type of the first reference ('EORI', 'VAT', ...). */
  taxType: string;
  taxValue: string;
}

/**
 * Flattens a booking's DCSA Party (shared/reference/dcsa/BKG_v2.0.5.yaml) into {@link FlatParty}: its address, its
 * first contact and its first tax reference. Used where a booking's parties become editable again: a copy of the
 * booking and a template saved from it.
 */
export function flattenParty(party: Party): FlatParty {
  const contact = party.partyContactDetails?.[0];
  const taxReference = party.taxLegalReferences?.[0];
  return {
    partyName: party.partyName,
    street: party.address?.street ?? '',
    city: party.address?.city ?? '',
    postalCode: party.address?.postCode ?? '',
    countryCode: party.address?.countryCode ?? '',
    contactName: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    taxType: taxReference?.type ?? '',
    taxValue: taxReference?.value ?? '',
  };
}
