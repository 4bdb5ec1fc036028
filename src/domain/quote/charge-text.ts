import type { TFunction } from 'i18next';

/*
 * Names and descriptions of charge codes in the user's language: the `charges` namespace
 * (src/locales/<lang>/charges.json, `codes.<CODE>.name` / `.description`) holds the carrier's known codes, 'OFT' for
 * ocean freight and every surcharge code of the tariff. A code the namespace does not know (a new surcharge of the
 * carrier) shows the API's English text, never a raw key.
 */

function codeKey(code: string, field: 'name' | 'description'): string | undefined {
  // Codes are 2-5 capitals or digits; anything else cannot be a key of the namespace (and must not address one).
  return /^[A-Z0-9]{2,5}$/.test(code) ? `charges:codes.${code}.${field}` : undefined;
}

/**
 * The translated name of charge `code` ('BAF' -> '유류할증료(BAF)' in Korean), else `fallbackName` (the API's
 * English `chargeName` or `name`). `t` must have the `charges` namespace loaded (the prices routes load it).
 */
export function chargeName(t: TFunction, code: string, fallbackName: string): string {
  const key = codeKey(code, 'name');
  return key ? t(key, { defaultValue: fallbackName }) : fallbackName;
}

/**
 * The translated description of charge `code`, else `fallback` (the API's English description). `t` must have the
 * `charges` namespace loaded.
 */
export function chargeDescription(t: TFunction, code: string, fallback: string): string {
  const key = codeKey(code, 'description');
  return key ? t(key, { defaultValue: fallback }) : fallback;
}
