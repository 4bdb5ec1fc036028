/*
 * Container numbers (ISO 6346:2022, section 4 "Identification system"): owner code (3 letters), equipment category
 * (U freight container, J detachable equipment, Z trailer or chassis), a 6-digit serial number and a check digit,
 * e.g. CSQU3054383. Booking, SI and tracking validate what users type with these functions.
 */

/** Letter values of ISO 6346 annex A: A = 10 up to Z = 38, skipping the multiples of 11 (11, 22, 33). */
const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {};
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value += 1;
    values[letter] = value;
    value += 1;
  }
  return values;
})();

const WITHOUT_CHECK_DIGIT = /^[A-Z]{3}[UJZ]\d{6}$/;
const CONTAINER_NUMBER = /^[A-Z]{3}[UJZ]\d{7}$/;

/**
 * The ISO 6346 check digit (0-9) of the first 10 characters of a container number ('CSQU305438' -> 3): each
 * character's value (digits as such, letters by {@link LETTER_VALUES}) times 2^position, summed, modulo 11; a
 * remainder of 10 gives 0 (the standard advises owners not to issue such serials). Throws a RangeError when `prefix`
 * is not 3 letters, U/J/Z and 6 digits (upper case).
 */
export function containerCheckDigit(prefix: string): number {
  if (!WITHOUT_CHECK_DIGIT.test(prefix)) throw new RangeError(`Not a container number without check digit: ${prefix}`);
  let sum = 0;
  for (let index = 0; index < prefix.length; index += 1) {
    const character = prefix.charAt(index);
    sum += (LETTER_VALUES[character] ?? Number(character)) * 2 ** index;
  }
  return (sum % 11) % 10;
}

/**
 * Upper-cases `raw` and removes spaces, dashes and slashes as users type them ('cSqU 305438-3'); null when what is
 * left is not 4 letters (the 4th U, J or Z) and 7 digits. Does not check the check digit:
 * {@link isValidContainerNumber} does.
 */
export function normaliseContainerNumber(raw: string): string | null {
  const value = raw.replace(/[\s\-/]+/g, '').toUpperCase();
  return CONTAINER_NUMBER.test(value) ? value : null;
}

/** Whether `raw` (normalised by {@link normaliseContainerNumber}) is a container number with a correct check digit. */
export function isValidContainerNumber(raw: string): boolean {
  const value = normaliseContainerNumber(raw);
  return value !== null && containerCheckDigit(value.slice(0, 10)) === Number(value.charAt(10));
}
