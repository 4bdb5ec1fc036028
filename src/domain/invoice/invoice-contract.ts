import { z } from '@/config/zod-mini';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { currencyCodeSchema, moneySchema } from '@/domain/money/money';
import { pageAnswerShape, pageQueryShape } from '@/domain/paging/paging-contract';
import { CHARGE_BASES, CHARGE_STAGES, PAYMENT_TERMS } from '@/domain/quote/quote-contract';
import { isoDateSchema } from '@/domain/schedule-search/point-to-point-contract';

/*
 * The invoice API contract (ours; DCSA publishes no invoice API). In domain/ because more than e-finance reads invoices:
 * a delivery order waits for the collect charges to be paid, an empty return issues the demurrage and detention invoice.
 * zod/mini, so the e-finance route chunks stay small.
 *
 * Calls (paths relative to the main API base; docs/areas/e-finance.md):
 *   GET v1/invoices?{InvoiceListParams}                login -> 200 InvoiceListResponse (the user's company's invoices)
 *   GET v1/invoices/open-amounts?{InvoiceOpenAmountsParams} login -> 200 InvoiceOpenAmounts (what the matches leave open)
 *   GET v1/invoices/{invoiceNumber}                     login -> 200 Invoice (404 INVOICE_NOT_FOUND for another company's)
 *   GET v1/invoices/files/downloads?{InvoiceExportParams} login -> 200 xlsx of every matching invoice, in the list's order
 *
 * Errors: 400 INVALID_REQUEST (field errors), 401 UNAUTHORIZED, 403 FEATURE_DISABLED (the eFinance flag is off for
 * the user's country), 404 INVOICE_NOT_FOUND.
 *
 * Lines are DCSA Charges (EBL 3.0.4 `components.schemas.Charge`: chargeName, currencyAmount, currencyCode,
 * paymentTermCode, calculationBasis, unitPrice, quantity; the mock's tests validate each line against that schema)
 * with our extras: `chargeCode`, `stage` and `amount`, the line's money as integer minor units (domain/money). Every
 * total is summed from `amount`, never from DCSA's float `currencyAmount`. Dates are 'yyyy-MM-dd' local dates of the
 * issuing office.
 */

/** Path of the invoice list. */
export const INVOICES_PATH = 'v1/invoices';
/** Path of one invoice. */
export const invoicePath = (invoiceNumber: string) => `${INVOICES_PATH}/${encodeURIComponent(invoiceNumber)}`;
/**
 * Path of the open amounts of the list's matches: apart from the list, because they need every match's total while a
 * page needs twenty (docs/performance.md, "My invoices' first rows").
 */
export const INVOICES_OPEN_AMOUNTS_PATH = `${INVOICES_PATH}/open-amounts`;
/** Path of the list's workbook: the list's filters and sort, no paging; every matching invoice, one row each. */
export const INVOICES_EXPORT_PATH = `${INVOICES_PATH}/files/downloads`;
/** Media type of the export. */
export const INVOICES_EXPORT_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Invoice numbers: 'INV' + 2-letter issuing country + 10 digits, e.g. 'INVKR2600012345'. */
export const invoiceNumberSchema = z.string().check(z.regex(/^INV[A-Z]{2}\d{10}$/, 'not an invoice number'));

/**
 * Where an invoice stands. OPEN: not due yet, nothing paid; OVERDUE: due date passed with an open amount; DISPUTED: a
 * dispute is under review (its amount is not due meanwhile); PARTLY_PAID: some paid, some open; PAID: nothing open.
 */
export const INVOICE_STATUSES = ['OPEN', 'OVERDUE', 'DISPUTED', 'PARTLY_PAID', 'PAID'] as const;
/** One of {@link INVOICE_STATUSES}. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * What an invoice bills, per B/L (carriers invoice per B/L and stage): PREPAID_FREIGHT (ocean freight and freight
 * surcharges, prepaid at origin), ORIGIN_CHARGES (origin local charges), DESTINATION_CHARGES (destination local
 * charges and collect freight, to the consignee), DEMURRAGE_DETENTION (days over free time).
 */
export const INVOICE_KINDS = [
  'PREPAID_FREIGHT',
  'ORIGIN_CHARGES',
  'DESTINATION_CHARGES',
  'DEMURRAGE_DETENTION',
] as const;
/** One of {@link INVOICE_KINDS}. */
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Sort keys of the list; '-' before a key sorts descending. Default '-issueDate' (newest first). */
export const INVOICE_SORT_KEYS = ['issueDate', 'dueDate', 'invoiceNumber', 'status'] as const;
/** One of {@link INVOICE_SORT_KEYS}, optionally with a leading '-'. */
export type InvoiceSort = (typeof INVOICE_SORT_KEYS)[number] | `-${(typeof INVOICE_SORT_KEYS)[number]}`;

/**
 * One invoice line: a DCSA Charge (currencyAmount, unitPrice and quantity are DCSA's non-negative numbers in major
 * units, at most 2 decimals) plus `amount`, the same money in minor units: `amount.amount` equals `currencyAmount` in
 * minor units of `currencyCode`, and `currencyAmount` = `unitPrice` x `quantity`.
 */
export const invoiceChargeSchema = z.object({
  /** 'OFT' for ocean freight, else the tariff's surcharge code ('BAF', 'OTHC'), 'DEM'/'DET' for days over. */
  chargeCode: z.string().check(z.regex(/^[A-Z0-9]{2,5}$/)),
  /** English name from the tariff (DCSA: at most 50 characters); the page shows the translated name of known codes. */
  chargeName: z.string().check(z.minLength(1), z.maxLength(50)),
  currencyAmount: z.number().check(z.nonnegative()),
  currencyCode: currencyCodeSchema,
  paymentTermCode: z.enum(PAYMENT_TERMS),
  /** The tariff's basis (PER_CONTAINER, PER_TEU, PER_BL) or 'PER_DAY' for days over free time. */
  calculationBasis: z.enum([...CHARGE_BASES, 'PER_DAY']),
  unitPrice: z.number().check(z.nonnegative()),
  quantity: z.number().check(z.nonnegative()),
  stage: z.enum(CHARGE_STAGES),
  amount: moneySchema,
});
/** See {@link invoiceChargeSchema}. */
export type InvoiceCharge = z.infer<typeof invoiceChargeSchema>;

/**
 * A rate that converts lines of `fromCurrency` into the invoice currency: 1 `fromCurrency` = `rate` `toCurrency`
 * (decimal string, at most 10 decimals), published on `rateDate` (the issue date's rate of the issuing office).
 */
export const invoiceExchangeRateSchema = z.object({
  fromCurrency: currencyCodeSchema,
  toCurrency: currencyCodeSchema,
  rate: z.string().check(z.regex(/^\d{1,9}(\.\d{1,10})?$/, 'a rate is a decimal number')),
  rateDate: isoDateSchema,
});
/** See {@link invoiceExchangeRateSchema}. */
export type InvoiceExchangeRate = z.infer<typeof invoiceExchangeRateSchema>;

/** A place on an invoice (POL, POD, the issuing office). */
const invoiceLocationSchema = z.object({ UNLocationCode: unLocationCodeSchema, locationName: z.string() });

/**
 * One row of the list: what the list shows without loading each invoice. Money in the invoice currency, minor units:
 * `total` is the sum of the lines converted at the invoice's rates (each line rounded once, half away from zero);
 * `paid` what payments and credit notes settled; `open` = total - paid (never negative); `disputed` the part under a
 * dispute in review (not due while it is).
 */
export const invoiceSummarySchema = z.object({
  invoiceNumber: invoiceNumberSchema,
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  /** The B/L the invoice bills (DCSA transportDocumentReference). */
  transportDocumentReference: z.string().check(z.minLength(1), z.maxLength(20)),
  carrierBookingReference: z.string().check(z.minLength(1), z.maxLength(35)),
  /** The ONE Quote the booking was made on, when it was: then the invoice's lines equal the quote's lines. */
  quotationReference: z.optional(z.string()),
  issueDate: isoDateSchema,
  dueDate: isoDateSchema,
  paymentTermCode: z.enum(PAYMENT_TERMS),
  invoiceCurrency: currencyCodeSchema,
  total: moneySchema,
  paid: moneySchema,
  open: moneySchema,
  disputed: moneySchema,
  pol: invoiceLocationSchema,
  pod: invoiceLocationSchema,
  vesselName: z.optional(z.string()),
  carrierExportVoyageNumber: z.optional(z.string()),
});
/** See {@link invoiceSummarySchema}. */
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** The party an invoice is addressed to (the payer: the shipper for prepaid, the consignee for collect). */
export const invoicePayerSchema = z.object({
  partyName: z.string().check(z.minLength(1), z.maxLength(100)),
  customerCode: z.string(),
  address: z.array(z.string()),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
});
/** See {@link invoicePayerSchema}. */
export type InvoicePayer = z.infer<typeof invoicePayerSchema>;

/**
 * One invoice with its lines. `subtotals`: the lines summed per currency (minor units, in the order currencies first
 * appear on the lines); `exchangeRates`: one per line currency other than the invoice currency.
 */
export const invoiceSchema = z.extend(invoiceSummarySchema, {
  payer: invoicePayerSchema,
  issuingOffice: invoiceLocationSchema,
  charges: z.array(invoiceChargeSchema).check(z.minLength(1)),
  subtotals: z.array(moneySchema).check(z.minLength(1)),
  exchangeRates: z.array(invoiceExchangeRateSchema),
});
/** See {@link invoiceSchema}. */
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * Query of the list. References match exactly, case-insensitive (a B/L, a booking or an invoice number as the user
 * pastes it); `status` may repeat; the due date range is inclusive; `currency` is the invoice currency. Page sizes are
 * docs/requirements.md §9's.
 */
export const invoiceListParamsSchema = z.object({
  transportDocumentReference: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  carrierBookingReference: z.optional(z.string().check(z.trim(), z.maxLength(35))),
  invoiceNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  status: z.optional(z.array(z.enum(INVOICE_STATUSES)).check(z.maxLength(INVOICE_STATUSES.length))),
  dueFrom: z.optional(isoDateSchema),
  dueTo: z.optional(isoDateSchema),
  currency: z.optional(currencyCodeSchema),
  sort: z._default(z.enum([...INVOICE_SORT_KEYS, ...INVOICE_SORT_KEYS.map((key) => `-${key}` as const)]), '-issueDate'),
  ...pageQueryShape,
});
/** See {@link invoiceListParamsSchema}. */
export type InvoiceListParams = z.infer<typeof invoiceListParamsSchema>;
/** Input of {@link invoiceListParamsSchema} (numbers may be query-string texts). */
export type InvoiceListParamsInput = z.input<typeof invoiceListParamsSchema>;

/** The list's answer: one page of rows and the count over all pages. */
export const invoiceListResponseSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  ...pageAnswerShape,
});
/** See {@link invoiceListResponseSchema}. */
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** Query of the export: the list's filters and sort, without page and pageSize. */
export const invoiceExportParamsSchema = z.omit(invoiceListParamsSchema, { page: true, pageSize: true });
/** See {@link invoiceExportParamsSchema}. */
export type InvoiceExportParams = z.infer<typeof invoiceExportParamsSchema>;

/** Query of the open amounts: the list's filters, without sort and paging. */
export const invoiceOpenAmountsParamsSchema = z.omit(invoiceListParamsSchema, {
  sort: true,
  page: true,
  pageSize: true,
});
/** See {@link invoiceOpenAmountsParamsSchema}. */
export type InvoiceOpenAmountsParams = z.infer<typeof invoiceOpenAmountsParamsSchema>;

/**
 * What every invoice matching a query leaves open, summed per invoice currency in currency-code order (what the list's
 * header shows as "open"), minor units; `dueTotals` the same without the parts under a dispute in review, which are
 * not due meanwhile (docs/areas/e-finance.md, "Disputes"). `totalCount` is the number of matches, as the list counts.
 */
export const invoiceOpenAmountsSchema = z.object({
  totalCount: pageAnswerShape.totalCount,
  openTotals: z.array(moneySchema),
  dueTotals: z.array(moneySchema),
});
/** See {@link invoiceOpenAmountsSchema}. */
export type InvoiceOpenAmounts = z.infer<typeof invoiceOpenAmountsSchema>;
