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

/** The interpolation values of the form's messages (quote.json `errors`), by field. */
export const QUOTE_ERROR_VALUES = {
  quantity: { min: QUOTE_QUANTITY_MIN, max: QUOTE_QUANTITY_MAX },
  commodity: { min: COMMODITY_MIN_LENGTH, max: QUOTE_COMMODITY_MAX_LENGTH },
  cargoReadyDate: { days: QUOTE_CARGO_READY_MAX_DAYS },
} as const;

/** The search the form's values stand for, as the offers call takes it (quoteSearchSchema). */
function searchInput(values: QuoteFormValues) {
  return {
    originCode: values.origin?.code,
    destinationCode: values.destination?.code,
    isoEquipmentCode: values.isoEquipmentCode,
    quantity: values.quantity.trim(),
    commodity: values.commodity.trim(),
    cargoReadyDate: values.cargoReadyDate,
  };
}

type FormField = keyof QuoteFormValues;

/**
 * The form's schema: the offers call's rules (quoteSearchSchema) with a message per field (keys of quote.json
 * `errors`, values in {@link QUOTE_ERROR_VALUES}), plus what the page adds: origin and destination differ, the
 * cargo-ready date is from `today` ('yyyy-MM-dd') to QUOTE_CARGO_READY_MAX_DAYS ahead.
 */
export function quoteFormSchema(today: string) {
  return draftSchema.shape.values.check(
    z.superRefine((values, ctx) => {
      const named = new Set<FormField>();
      const issue = (path: FormField, message: string) => {
        named.add(path);
        ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (!values.origin) issue('origin', 'required');
      if (!values.destination) issue('destination', 'required');
      else if (values.origin?.code === values.destination.code) issue('destination', 'same-location');
      const quantity = values.quantity.trim();
      if (
        !/^\d{1,3}$/.test(quantity) ||
        Number(quantity) < QUOTE_QUANTITY_MIN ||
        Number(quantity) > QUOTE_QUANTITY_MAX
      ) {
        issue('quantity', 'quantity');
      }
      const commodity = values.commodity.trim();
      if (commodity.length === 0) issue('commodity', 'required');
      else if (commodity.length < COMMODITY_MIN_LENGTH || commodity.length > QUOTE_COMMODITY_MAX_LENGTH) {
        issue('commodity', 'commodity');
      }
      if (!isIsoDate(values.cargoReadyDate)) issue('cargoReadyDate', 'date');
      else if (values.cargoReadyDate < today) issue('cargoReadyDate', 'date-past');
      else if (values.cargoReadyDate > addDaysToIsoDate(today, QUOTE_CARGO_READY_MAX_DAYS)) {
        issue('cargoReadyDate', 'date-too-far');
      }
      if (named.size > 0) return;
      // A rule of the contract the checks above do not know: show it at the fields it names.
      const parsed = quoteSearchSchema.safeParse(searchInput(values));
      if (parsed.success) return;
      for (const contractIssue of parsed.error.issues) {
        const field = contractIssue.path[0];
        if (field === 'originCode') issue('origin', 'location');
        else if (field === 'destinationCode') issue('destination', 'location');
        else if (typeof field === 'string' && field in values) issue(field as FormField, 'required');
      }
      if (named.size === 0) issue('origin', 'location');
    }),
  );
}

/** The search of values that passed {@link quoteFormSchema}. Throws zod's error otherwise (a programming error). */
export function toQuoteSearch(values: QuoteFormValues): QuoteSearch {
  return quoteSearchSchema.parse(searchInput(values));
}
