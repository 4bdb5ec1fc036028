/** ISO 6346 check digit of a container number's first ten characters. */
export function containerCheckDigit(first10: string): number;
