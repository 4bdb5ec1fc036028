import { parseSeededReference } from '../booking/references';
import { hashInt } from '../schedule/data/random';

/*
 * The numbers a shipment is tracked by (docs/areas/tracking.md): the booking number, the B/L number and the
 * container numbers. All derive from the booking number, so a look-up needs no index:
 * - B/L number: 'ONEY' (the carrier's SCAC) + the booking number, 'ONEYPUSB10000123', until the SI/B/L issue issues
 *   real transport documents;
 * - container numbers: owner code 'ONE' + category 'U' + 6-digit serial + ISO 6346 check digit. A generated booking's
 *   serial encodes its user tag, index and the container's slot ('1' + '0123' + '4'), so a container number leads back
 *   to the booking; a created booking's (and any slot from 10 on) is '9' + 5 digits hashed from the booking number
 *   and slot, found by scanning the stored bookings.
 */

/** The carrier's SCAC, the prefix of its B/L numbers. */
export const BL_PREFIX = 'ONEY';
/** The carrier's ISO 6346 owner code and category (freight container). */
export const CONTAINER_OWNER_PREFIX = 'ONEU';

/** The B/L number of a booking number: {@link BL_PREFIX} + the booking number. */
export function blNumberOf(bookingNumber: string): string {
  return `${BL_PREFIX}${bookingNumber}`;
}

/** The booking number a B/L number names, or undefined when it is not one of ours. */
export function bookingNumberOfBl(blNumber: string): string | undefined {
  return blNumber.startsWith(BL_PREFIX) && blNumber.length > BL_PREFIX.length
    ? blNumber.slice(BL_PREFIX.length)
    : undefined;
}

/**
 * ISO 6346 check digit of 'ONEU123456' (owner code, category, serial): character values (digits as such, letters
 * A=10..Z=38 skipping multiples of 11) times 2^position, summed, modulo 11, 10 read as 0. The mock's own
 * implementation; tests check its numbers with the app's (domain/container/container-number.ts).
 */
function checkDigit(prefix: string): number {
  let sum = 0;
  for (let index = 0; index < prefix.length; index += 1) {
    const character = prefix.charAt(index);
    const value = /\d/.test(character) ? Number(character) : (LETTER_VALUES.get(character) ?? 0);
    sum += value * 2 ** index;
  }
  return (sum % 11) % 10;
}

const LETTER_VALUES = new Map<string, number>();
for (let code = 65, value = 10; code <= 90; code += 1, value += 1) {
  if (value % 11 === 0) value += 1;
  LETTER_VALUES.set(String.fromCharCode(code), value);
}

/** Generated bookings' serials hold the index in 4 digits and the slot in one. */
const SEEDED_INDEX_LIMIT = 10_000;
const SEEDED_SLOT_LIMIT = 10;

/**
 * The container number of slot `slot` (0-based, in the order of the booking's confirmed equipments) of the booking
 * with `bookingNumber`: ISO 6346 with a valid check digit, 'ONEU1012340' style. Deterministic.
 */
export function containerNumberOf(bookingNumber: string, slot: number): string {
  const seeded = parseSeededReference(bookingNumber);
  const serial =
    seeded && seeded.index < SEEDED_INDEX_LIMIT && slot < SEEDED_SLOT_LIMIT
      ? `${seeded.tag}${String(seeded.index).padStart(4, '0')}${slot}`
      : `9${String(hashInt(0, 99_999, 'container', bookingNumber, slot)).padStart(5, '0')}`;
  const prefix = `${CONTAINER_OWNER_PREFIX}${serial}`;
  return `${prefix}${checkDigit(prefix)}`;
}

/**
 * What a container number encodes: a generated booking's user tag, index and slot; `{ scan: true }` for a serial of
 * a created booking (look through the stored bookings); undefined when it is not one of the carrier's numbers.
 */
export function decodeContainerNumber(
  containerNumber: string,
): { tag: number; index: number; slot: number } | { scan: true } | undefined {
  const match = /^ONEU(\d)(\d{4})(\d)\d$/.exec(containerNumber);
  if (!match) return undefined;
  const [, first, index, slot] = match;
  if (first === '9') return { scan: true };
  const tag = Number(first);
  if (tag < 1 || tag > 8) return undefined;
  return { tag, index: Number(index), slot: Number(slot) };
}
