/*
 * The ICS2 data rules, pure and shared by the form, the contract and the mock backend. ICS2 (the
 * EU's Import Control System 2) needs an entry summary declaration (ENS) before cargo for or through the EU is
 * loaded; for sea cargo since 2024 that means EORI numbers, HS codes (at least 6 digits), a real description of goods, the buyer
 * and seller, and who files the ENS.
 */

/**
 * An EORI number: the ISO 3166-1 alpha-2 country code of the issuing state then up to 15 letters or digits
 * ('NL123456789', 'DE1234567890123'), upper case (EU Regulation 1352/2013 and the EORI validation service).
 */
export const EORI_PATTERN = /^[A-Z]{2}[A-Z0-9]{1,15}$/;

/**
 * An HS code as the SI and ICS2 both take it: 6 to 10 digits, no dots or spaces. One rule for both: EU ICS2 asks for
 * at least the first 6 digits (the HS subheading) and accepts the longer national codes (CN 8 digits, TARIC 10);
 * DCSA EBL 3.0.4 `HSCodes` items are `^\d{6,10}$`.
 */
export const HS_CODE_PATTERN = /^\d{6,10}$/;

/** True when `value` is a well-formed EORI number ({@link EORI_PATTERN}). */
export function isEori(value: string): boolean {
  return EORI_PATTERN.test(value);
}

/** True when `value` is an HS code of 6 to 10 digits ({@link HS_CODE_PATTERN}). */
export function isHsCode(value: string): boolean {
  return HS_CODE_PATTERN.test(value);
}

// Whole descriptions the EU lists as unacceptable: generic words that say nothing of what is in the box.
const VAGUE_WHOLE = new Set([
  'parts',
  'goods',
  'cargo',
  'general cargo',
  'freight',
  'various',
  'various goods',
  'miscellaneous',
  'misc',
  'consolidated',
  'consolidated cargo',
  'consolidation',
  'samples',
  'gifts',
  'equipment',
  'accessories',
  'machinery',
  'chemicals',
  'food',
  'foodstuff',
  'spare parts',
  'auto parts',
  'personal effects',
  'household goods',
  'textiles',
  'electronics',
  'stc',
  'fak',
]);

// Phrases that make any description vague wherever they appear (a word boundary on each side).
const VAGUE_ANYWHERE = [
  /\bgeneral cargo\b/,
  /\bfak\b/,
  /\bfreight all kinds?\b/,
  /\bsaid to contain\b/,
  /\bstc\b/,
  /\bconsolidated\b/,
  /\bconsolidation\b/,
];

/**
 * True when `description` would be refused by ICS2 as too vague: empty, one of the generic words ("parts", "goods",
 * "general cargo", ...), or containing "general cargo", "FAK", "freight all kinds", "said to contain", "STC" or
 * "consolidated". Case and punctuation do not matter. "Passenger car parts and accessories" is fine; "parts" is not.
 */
export function isVagueDescription(description: string): boolean {
  const words = description
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (words.length === 0) return true;
  return VAGUE_WHOLE.has(words) || VAGUE_ANYWHERE.some((pattern) => pattern.test(words));
}

/** Who files the ENS: the carrier alone (single filing) or a house-level filer (a forwarder / NVOCC, with its EORI). */
export const ICS2_FILERS = ['CARRIER', 'HOUSE_FILER'] as const;
export type Ics2Filer = (typeof ICS2_FILERS)[number];

/** A buyer or seller as ICS2 wants it: name, street, city and ISO 3166-1 alpha-2 country ('' when not given). */
export interface Ics2TradeParty {
  name: string;
  street: string;
  city: string;
  countryCode: string;
}

/** One commodity of the booking with its ICS2 data: the booking's commodity type (read-only), HS code, description. */
export interface Ics2GoodsItem {
  commodityType: string;
  hsCode: string;
  description: string;
}

/** A booking's ICS2 data; every text is '' while not given (the user may save a part and come back). */
export interface Ics2Data {
  filer: Ics2Filer;
  /** The house-level filer's name and EORI; only asked for when `filer` is HOUSE_FILER. */
  houseFilerName: string;
  houseFilerEori: string;
  shipperEori: string;
  consigneeEori: string;
  buyer: Ics2TradeParty;
  seller: Ics2TradeParty;
  goods: Ics2GoodsItem[];
}

/** The readiness of a booking's ICS2 data: ready when nothing is missing; `missing` lists field paths in form order. */
export interface Ics2Readiness {
  ready: boolean;
  /** Dotted field paths ('shipperEori', 'buyer.countryCode', 'goods.0.hsCode') of what is missing or not valid. */
  missing: string[];
}

function partyMissing(prefix: 'buyer' | 'seller', party: Ics2TradeParty): string[] {
  const missing: string[] = [];
  if (!party.name.trim()) missing.push(`${prefix}.name`);
  if (!party.street.trim()) missing.push(`${prefix}.street`);
  if (!party.city.trim()) missing.push(`${prefix}.city`);
  if (!/^[A-Z]{2}$/.test(party.countryCode)) missing.push(`${prefix}.countryCode`);
  return missing;
}

/**
 * The readiness rule (pure): ICS2 data is ready when the shipper's and consignee's EORI are valid, the house-level
 * filer (when it files) has a name and a valid EORI, buyer and seller each have name, street, city and country, and
 * every commodity has an HS code of 6 to 10 digits and a description that is not vague ({@link isVagueDescription}). A field
 * that is given but not valid counts as missing.
 */
export function ics2Readiness(data: Ics2Data): Ics2Readiness {
  const missing: string[] = [];
  if (data.filer === 'HOUSE_FILER') {
    if (!data.houseFilerName.trim()) missing.push('houseFilerName');
    if (!isEori(data.houseFilerEori)) missing.push('houseFilerEori');
  }
  if (!isEori(data.shipperEori)) missing.push('shipperEori');
  if (!isEori(data.consigneeEori)) missing.push('consigneeEori');
  missing.push(...partyMissing('seller', data.seller), ...partyMissing('buyer', data.buyer));
  if (data.goods.length === 0) missing.push('goods');
  data.goods.forEach((item, index) => {
    if (!isHsCode(item.hsCode)) missing.push(`goods.${index}.hsCode`);
    if (isVagueDescription(item.description)) missing.push(`goods.${index}.description`);
  });
  return { ready: missing.length === 0, missing };
}

/** An empty trade party (every field ''). */
export function emptyTradeParty(): Ics2TradeParty {
  return { name: '', street: '', city: '', countryCode: '' };
}
