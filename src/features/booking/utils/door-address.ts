import { z } from '@/config/zod-mini';
import type { ShipmentLocation } from '@/domain/booking/booking-party-contract';

/*
 * The street address of a Door end (DCSA receiptTypeAtOrigin / deliveryTypeAtDestination SD) as both booking forms hold
 * it: what the user typed, its rules and its DCSA Address (shared/reference/dcsa/BKG_v2.0.5.yaml Location.address).
 * Quick booking and the booking request form share these; booking-door-contract.ts is the carrier's side of the rule.
 */

/** A Door end's street address as typed (DCSA Address fields; the request leaves out what is empty). */
export const doorAddressSchema = z.object({
  street: z.string(),
  postCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
});
/** The address fields of a Door end. */
export type DoorAddress = z.infer<typeof doorAddressSchema>;
/** One field of a {@link DoorAddress}. */
export type DoorAddressField = keyof DoorAddress;
/** The fields in the order the forms show them. */
export const DOOR_ADDRESS_FIELDS = ['street', 'postCode', 'city', 'countryCode'] as const;

/** An empty address in `countryCode` (ISO 3166-1 alpha-2, e.g. the country of the end's UN/LOCODE; '' for none). */
export const emptyDoorAddress = (countryCode: string): DoorAddress => ({
  street: '',
  postCode: '',
  city: '',
  countryCode,
});

/** DCSA Address lengths (characters): street 70, postCode 10, city 35; countryCode is ISO 3166-1 alpha-2. */
export const DOOR_ADDRESS_MAX_LENGTH = { street: 70, postCode: 10, city: 35 } as const;

/** A broken address rule: the field, the rule (`required`, `too-long` with its `max`, `country-code`). */
export interface DoorAddressFieldIssue {
  field: DoorAddressField;
  rule: 'required' | 'too-long' | 'country-code';
  max?: number;
}

/**
 * The rules of a Door end's address (DCSA Address): street, city and a 2-letter country code required, each within
 * DCSA's length; the postal code optional. [] when the address keeps them; an absent address breaks every required one.
 */
export function doorAddressFieldIssues(address: DoorAddress | undefined): DoorAddressFieldIssue[] {
  const issues: DoorAddressFieldIssue[] = [];
  for (const field of ['street', 'postCode', 'city'] as const) {
    const value = address?.[field].trim() ?? '';
    const max = DOOR_ADDRESS_MAX_LENGTH[field];
    if (value === '' && field !== 'postCode') issues.push({ field, rule: 'required' });
    else if (value.length > max) issues.push({ field, rule: 'too-long', max });
  }
  const country = address?.countryCode.trim() ?? '';
  if (country === '') issues.push({ field: 'countryCode', rule: 'required' });
  else if (!/^[A-Za-z]{2}$/.test(country)) issues.push({ field: 'countryCode', rule: 'country-code' });
  return issues;
}

/** A typed address as DCSA Address: trimmed, the country code upper-case, an empty postal code left out. */
export function toDcsaAddress(address: DoorAddress): NonNullable<ShipmentLocation['location']['address']> {
  const postCode = address.postCode.trim();
  return {
    street: address.street.trim(),
    ...(postCode ? { postCode } : {}),
    city: address.city.trim(),
    countryCode: address.countryCode.trim().toUpperCase(),
  };
}

/** A DCSA Address back as the form's fields (a copied booking); null when there is none. */
export function fromDcsaAddress(address: ShipmentLocation['location']['address']): DoorAddress | null {
  if (!address) return null;
  return {
    street: address.street,
    postCode: address.postCode ?? '',
    city: address.city,
    countryCode: address.countryCode,
  };
}

/** 'Teheran-ro 152, 06236 Seoul, KR' (street, postal code and city, country code); '' for none. */
export function doorAddressText(address: DoorAddress | ShipmentLocation['location']['address'] | undefined): string {
  if (!address) return '';
  const city = [address.postCode?.trim() ?? '', address.city.trim()].filter(Boolean).join(' ');
  return [address.street.trim(), city, address.countryCode.trim().toUpperCase()].join(', ');
}
