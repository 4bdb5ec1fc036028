import { z } from '@/config/zod-mini';
import type { LocationOption } from '@/domain/location/location-combobox';
import type { OneQuoteLink } from '@/domain/quote/one-quote-url';
import {
  QUOTE_CARGO_READY_MAX_DAYS,
  QUOTE_COMMODITY_MAX_LENGTH,
  QUOTE_QUANTITY_MAX,
  QUOTE_QUANTITY_MIN,
  QUOTE_SIZE_TYPES,
  type QuoteSearch,
  quoteSearchSchema,
  type QuoteSizeType,
} from '@/domain/quote/quote-contract';
import { addDaysToIsoDate, isIsoDate } from '@/lib/dates';
import { readDraft, writeDraft } from '@/lib/draft-storage';

/*
 * The ONE Quote search form's values, rules and draft. The URL holds the search that was sent (one-quote-url.ts);
 * the draft holds what was typed but not sent yet (and the special-cargo boxes, which the URL does not carry), so a
 * reload loses nothing. A draft belongs to the URL search it was typed over: once the URL holds another search (a
 * link, back/forward), the URL wins.
 */

/** What the form holds: texts as typed, so a half-typed quantity or date survives. */
export interface QuoteFormValues {
  origin: LocationOption | null;
  destination: LocationOption | null;
  isoEquipmentCode: QuoteSizeType;
  quantity: string;
  commodity: string;
  cargoReadyDate: string;
  dangerousGoods: boolean;
  outOfGauge: boolean;
}

/** Field names of the form, in screen order (the first one in error takes the focus). */
export const QUOTE_FORM_FIELDS = [
  'origin',
  'destination',
  'isoEquipmentCode',
  'quantity',
  'commodity',
  'cargoReadyDate',
] as const;
export type QuoteFormField = (typeof QUOTE_FORM_FIELDS)[number];

/** A field's error as a key of quote.json `errors` and its interpolation values. */
export interface QuoteFormError {
  key: string;
  values?: Record<string, number>;
}
export type QuoteFormErrors = Partial<Record<QuoteFormField, QuoteFormError>>;

const DRAFT_KEY = 'one-quote';
const DRAFT_VERSION = 1;
const COMMODITY_MIN_LENGTH = 2;

const locationOptionSchema = z.object({ code: z.string(), name: z.string() });
const draftSchema = z.object({
  forSearch: z.string(),
  values: z.object({
    origin: z.nullable(locationOptionSchema),
    destination: z.nullable(locationOptionSchema),
    isoEquipmentCode: z.enum(QUOTE_SIZE_TYPES),
    quantity: z.string(),
    commodity: z.string(),
    cargoReadyDate: z.string(),
    dangerousGoods: z.boolean(),
    outOfGauge: z.boolean(),
  }),
});

/** The URL's search fields as one string: the identity a draft is tied to (sort and chosen offer left out). */
export function searchKeyOf(link: OneQuoteLink): string {
  return JSON.stringify([
    link.originCode ?? '',
    link.destinationCode ?? '',
    link.isoEquipmentCode ?? '',
    link.quantity ?? '',
    link.commodity ?? '',
    link.cargoReadyDate ?? '',
  ]);
}

/** The form's values from the URL (a 40' high cube, 1 container, today when the URL says nothing). */
export function formValuesOfLink(link: OneQuoteLink, today: string): QuoteFormValues {
  return {
    origin: link.originCode ? { code: link.originCode, name: link.originName ?? link.originCode } : null,
    destination: link.destinationCode
      ? { code: link.destinationCode, name: link.destinationName ?? link.destinationCode }
      : null,
    isoEquipmentCode: link.isoEquipmentCode ?? '45G1',
    quantity: link.quantity === undefined ? '1' : String(link.quantity),
    commodity: link.commodity ?? '',
    cargoReadyDate: link.cargoReadyDate ?? today,
    dangerousGoods: false,
    outOfGauge: false,
  };
}

/** The values to start from: the draft typed over this very URL search, else the URL's. */
export function initialFormValues(link: OneQuoteLink, today: string): QuoteFormValues {
  const draft = readDraft(DRAFT_KEY, draftSchema, { version: DRAFT_VERSION });
  if (draft && draft.forSearch === searchKeyOf(link)) return draft.values;
  return formValuesOfLink(link, today);
}

/** Keeps `values` as the draft of the URL search `forSearch` (see {@link searchKeyOf}). */
export function saveFormDraft(values: QuoteFormValues, forSearch: string): void {
  writeDraft(DRAFT_KEY, { forSearch, values }, { version: DRAFT_VERSION });
}

/**
 * Checks the form against the offers call's rules (quoteSearchSchema) with a message per field, plus what the page
 * adds: origin and destination differ, the cargo-ready date is from `today` to QUOTE_CARGO_READY_MAX_DAYS ahead.
 * Returns the errors, and the search when there are none.
 */
export function validateQuoteForm(
  values: QuoteFormValues,
  today: string,
): { errors: QuoteFormErrors; search: QuoteSearch | null } {
  const errors: QuoteFormErrors = {};
  if (!values.origin) errors.origin = { key: 'required' };
  if (!values.destination) errors.destination = { key: 'required' };
  else if (values.origin?.code === values.destination.code) errors.destination = { key: 'same-location' };
  const quantity = values.quantity.trim();
  if (!/^\d{1,3}$/.test(quantity) || Number(quantity) < QUOTE_QUANTITY_MIN || Number(quantity) > QUOTE_QUANTITY_MAX) {
    errors.quantity = { key: 'quantity', values: { min: QUOTE_QUANTITY_MIN, max: QUOTE_QUANTITY_MAX } };
  }
  const commodity = values.commodity.trim();
  if (commodity.length < COMMODITY_MIN_LENGTH || commodity.length > QUOTE_COMMODITY_MAX_LENGTH) {
    errors.commodity =
      commodity.length === 0
        ? { key: 'required' }
        : { key: 'commodity', values: { min: COMMODITY_MIN_LENGTH, max: QUOTE_COMMODITY_MAX_LENGTH } };
  }
  if (!isIsoDate(values.cargoReadyDate)) errors.cargoReadyDate = { key: 'date' };
  else if (values.cargoReadyDate < today) errors.cargoReadyDate = { key: 'date-past' };
  else if (values.cargoReadyDate > addDaysToIsoDate(today, QUOTE_CARGO_READY_MAX_DAYS)) {
    errors.cargoReadyDate = { key: 'date-too-far', values: { days: QUOTE_CARGO_READY_MAX_DAYS } };
  }
  if (Object.keys(errors).length > 0 || !values.origin || !values.destination) return { errors, search: null };
  const parsed = quoteSearchSchema.safeParse({
    originCode: values.origin.code,
    destinationCode: values.destination.code,
    isoEquipmentCode: values.isoEquipmentCode,
    quantity,
    commodity,
    cargoReadyDate: values.cargoReadyDate,
  });
  if (!parsed.success) {
    // A rule of the contract the checks above do not know: show it at the fields it names.
    const named: QuoteFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (QUOTE_FORM_FIELDS as readonly string[]).includes(field)) {
        named[field as QuoteFormField] = { key: 'required' };
      } else if (field === 'originCode') named.origin = { key: 'location' };
      else if (field === 'destinationCode') named.destination = { key: 'location' };
    }
    return { errors: Object.keys(named).length > 0 ? named : { origin: { key: 'location' } }, search: null };
  }
  return { errors, search: parsed.data };
}
