/*
 * The tax identifiers and rates a tax invoice carries (docs/areas/e-finance.md "Tax invoices", with sources):
 *
 * - Korea: the business registration number (사업자등록번호), 10 digits written NNN-NN-NNNNN, whose last digit checks
 *   the first nine (weights 1 3 7 1 3 7 1 3 5, plus the tens of the ninth digit x 5; National Tax Service rule).
 *   VAT 10 % (부가가치세법 제30조), zero-rated 0 % (영세율) for international transport by ship (제23조, 외국항행용역).
 * - India: the GSTIN, 15 characters: state code (2 digits), PAN (5 letters, 4 digits, 1 letter), entity number, 'Z',
 *   and a check character (the Luhn mod 36 algorithm of the GSTN). GST on ocean freight (SAC 996521) 5 %, on the
 *   supporting transport services of local charges (SAC 9967xx) 18 % (Notification 11/2017-Central Tax (Rate)).
 *
 * Pure rules, in a contract file because the mock carrier checks and writes the same numbers.
 */

/** Korean business registration number written NNN-NN-NNNNN. */
export const KR_BRN_PATTERN = /^\d{3}-\d{2}-\d{5}$/;

const BRN_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The check digit (0-9) of the first nine digits of a Korean business registration number ('123456789'). */
export function krBrnCheckDigit(nineDigits: string): number {
  const digit = (index: number) => Number(nineDigits.charAt(index)) || 0;
  let sum = 0;
  BRN_WEIGHTS.forEach((weight, index) => {
    sum += digit(index) * weight;
  });
  sum += Math.floor((digit(8) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** Whether `value` is a Korean business registration number 'NNN-NN-NNNNN' whose check digit is right. */
export function isValidKrBrn(value: string): boolean {
  if (!KR_BRN_PATTERN.test(value)) return false;
  const digits = value.replaceAll('-', '');
  return krBrnCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** 'NNNNNNNNN' + its check digit, written NNN-NN-NNNNN. */
export function formatKrBrn(nineDigits: string): string {
  const all = `${nineDigits}${krBrnCheckDigit(nineDigits)}`;
  return `${all.slice(0, 3)}-${all.slice(3, 5)}-${all.slice(5)}`;
}

/** GSTIN shape: state code, PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters of a GSTIN (GSTN's Luhn mod 36: factors 1, 2, 1, 2, ...). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < first14.length; index += 1) {
    const product = BASE36.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] ?? '0';
}

/** Whether `value` is a GSTIN of the right shape whose check character is right. */
export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** GST state codes (first two characters of a GSTIN) of the states a tax invoice of the mock carrier names. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '07': 'Delhi',
  '19': 'West Bengal',
  '24': 'Gujarat',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
};

/** Korean VAT rates in per cent: standard, and zero-rated (영세율) international ocean transport. */
export const KR_VAT_RATES = { standard: 10, zeroRated: 0 } as const;

/** SAC of transoceanic water transport of goods (ocean freight and its surcharges). */
export const SAC_OCEAN_FREIGHT = '996521';
/** SAC of container handling (terminal handling charges). */
export const SAC_CONTAINER_HANDLING = '996711';
/** SAC of other supporting services for water transport (documentation, seal and other local charges). */
export const SAC_WATER_TRANSPORT_SUPPORT = '996759';

/** GST rate in per cent of each SAC the mock carrier bills. */
export const GST_RATE_BY_SAC: Readonly<Record<string, number>> = {
  [SAC_OCEAN_FREIGHT]: 5,
  [SAC_CONTAINER_HANDLING]: 18,
  [SAC_WATER_TRANSPORT_SUPPORT]: 18,
};
