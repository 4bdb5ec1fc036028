import { z } from '@/config/zod-mini';
import { moneySchema } from '@/domain/money/money';
import { pageAnswerShape, pageQueryShape } from '@/domain/paging/paging-contract';
import { isoDateSchema } from '@/domain/schedule-search/point-to-point-contract';

import { invoiceNumberSchema } from './invoice-contract';
import { isValidGstin, isValidKrBrn } from './tax-registration-contract';

/*
 * The tax invoice API contract (ours). A tax invoice is the legal document of the country whose office issued an
 * invoice: the Korean e-tax invoice (전자세금계산서) or the Indian GST e-invoice, one per invoice of the user's company
 * issued in Korea or India. Behind the `taxInvoice` flag (KR and IN). docs/areas/e-finance.md "Tax invoices".
 *
 *   GET v1/tax-invoices?{TaxInvoiceListParams}   login -> 200 TaxInvoiceListResponse (newest first)
 *   GET v1/tax-invoices/{taxInvoiceId}           login -> 200 TaxInvoice; 404 TAX_INVOICE_NOT_FOUND
 *
 * Errors: 400 INVALID_REQUEST (field errors), 401 UNAUTHORIZED, 403 FEATURE_DISABLED (the flag is off for the user's
 * country). Money in minor units of the document's currency (KRW 0 decimals, INR 2): every line's tax is worked out
 * on the line, and the totals are the lines' sums.
 */

/** Path of the list. */
export const TAX_INVOICES_PATH = 'v1/tax-invoices';
/** Path of one tax invoice. */
export const taxInvoicePath = (id: string) => `${TAX_INVOICES_PATH}/${encodeURIComponent(id)}`;

/** A tax invoice's id: 'TX' + the invoice number without 'INV' ('TXKR6500000042'). */
export const taxInvoiceIdSchema = z.string().check(z.regex(/^TX[A-Z]{2}\d{10}$/, 'not a tax invoice id'));

/** The countries with a tax invoice. */
export const TAX_INVOICE_COUNTRIES = ['KR', 'IN'] as const;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const brnSchema = z.string().check(z.refine(isValidKrBrn, 'not a business registration number'));
const gstinSchema = z.string().check(z.refine(isValidGstin, 'not a GSTIN'));
const percentSchema = z.number().check(z.nonnegative(), z.maximum(28));

/** What every tax invoice holds: the invoice it belongs to and the totals of its lines. */
const commonFields = {
  taxInvoiceId: taxInvoiceIdSchema,
  invoiceNumber: invoiceNumberSchema,
  transportDocumentReference: text(20),
  carrierBookingReference: text(35),
  /** Issue date (작성일자 / document date), the invoice's, local to the issuing office. */
  issueDate: isoDateSchema,
  /** Sum of the lines' supply (taxable) values. */
  supplyValue: moneySchema,
  /** Sum of the lines' taxes (VAT, or IGST + CGST + SGST). */
  taxAmount: moneySchema,
  /** supplyValue + taxAmount. */
  total: moneySchema,
};

/** A party of a Korean tax invoice: registration number, name (상호), representative (대표자), address. */
const krPartySchema = z.object({
  registrationNumber: brnSchema,
  name: text(100),
  representative: text(60),
  address: text(150),
});

/** One line of a Korean tax invoice (품목): supply value and VAT in KRW at the line's rate (10 or 0). */
export const krTaxLineSchema = z.object({
  item: text(60),
  chargeCode: z.string(),
  quantity: z.number().check(z.nonnegative()),
  supplyValue: moneySchema,
  vatRate: percentSchema,
  vat: moneySchema,
});

/** Korean e-tax invoice (전자세금계산서). */
export const krTaxInvoiceSchema = z.object({
  country: z.literal('KR'),
  ...commonFields,
  /** NTS approval number (승인번호): 24 digits, date + issuer code + serial. */
  approvalNumber: z.string().check(z.regex(/^\d{24}$/, 'an approval number is 24 digits')),
  supplier: krPartySchema,
  buyer: krPartySchema,
  lines: z.array(krTaxLineSchema).check(z.minLength(1)),
});
/** See {@link krTaxInvoiceSchema}. */
export type KrTaxInvoice = z.infer<typeof krTaxInvoiceSchema>;

/** A party of a GST e-invoice: GSTIN, legal name, address, state code. */
const inPartySchema = z.object({
  gstin: gstinSchema,
  legalName: text(100),
  address: text(150),
  stateCode: z.string().check(z.regex(/^\d{2}$/)),
});

/** One line of a GST e-invoice: SAC, taxable value, rate, and IGST or CGST + SGST (half the rate each). */
export const inTaxLineSchema = z.object({
  description: text(60),
  chargeCode: z.string(),
  sac: z.string().check(z.regex(/^99\d{4}$/, 'a SAC is 6 digits from 99')),
  quantity: z.number().check(z.nonnegative()),
  taxableValue: moneySchema,
  gstRate: percentSchema,
  igst: moneySchema,
  cgst: moneySchema,
  sgst: moneySchema,
});
/** See {@link inTaxLineSchema}. */
export type InTaxLine = z.infer<typeof inTaxLineSchema>;

/** Indian GST e-invoice with its IRN and the signed QR code of the Invoice Registration Portal. */
export const inTaxInvoiceSchema = z.object({
  country: z.literal('IN'),
  ...commonFields,
  /** Invoice reference number: SHA-256 (64 hex) of supplier GSTIN + fiscal year + document type + document number. */
  irn: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'an IRN is 64 hex digits')),
  ackNumber: z.string().check(z.regex(/^\d{15}$/)),
  /** Acknowledgement date and time, 'yyyy-MM-dd HH:mm:ss' India time. */
  ackDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)),
  documentType: z.literal('INV'),
  supplier: inPartySchema,
  buyer: inPartySchema,
  /** Place of supply: the buyer's state for a registered buyer (IGST Act s. 12(2)). */
  placeOfSupply: z.object({ stateCode: z.string().check(z.regex(/^\d{2}$/)), stateName: text(40) }),
  /** Inter-state (IGST) when the supplier's state differs from the place of supply, else CGST + SGST. */
  interState: z.boolean(),
  igst: moneySchema,
  cgst: moneySchema,
  sgst: moneySchema,
  lines: z.array(inTaxLineSchema).check(z.minLength(1)),
  /** The signed summary (a JWS) the QR code on the document carries. */
  signedQrCode: z.string().check(z.minLength(1)),
});
/** See {@link inTaxInvoiceSchema}. */
export type InTaxInvoice = z.infer<typeof inTaxInvoiceSchema>;

/** A tax invoice, by country. */
export const taxInvoiceSchema = z.discriminatedUnion('country', [krTaxInvoiceSchema, inTaxInvoiceSchema]);
/** See {@link taxInvoiceSchema}. */
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

/** A row of the list: the common fields, the country and the registration numbers of both parties. */
export const taxInvoiceSummarySchema = z.object({
  country: z.enum(TAX_INVOICE_COUNTRIES),
  ...commonFields,
  supplierRegistration: text(15),
  buyerRegistration: text(15),
});
/** See {@link taxInvoiceSummarySchema}. */
export type TaxInvoiceSummary = z.infer<typeof taxInvoiceSummarySchema>;

/** Query of the list: exact invoice number or B/L (case-insensitive, trimmed), issue date range (inclusive). */
export const taxInvoiceListParamsSchema = z.object({
  invoiceNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  transportDocumentReference: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  issueFrom: z.optional(isoDateSchema),
  issueTo: z.optional(isoDateSchema),
  ...pageQueryShape,
});
/** See {@link taxInvoiceListParamsSchema}. */
export type TaxInvoiceListParams = z.infer<typeof taxInvoiceListParamsSchema>;
/** Input of {@link taxInvoiceListParamsSchema}. */
export type TaxInvoiceListParamsInput = z.input<typeof taxInvoiceListParamsSchema>;

/** One page of the company's tax invoices, newest first (ties by id), with the count over all pages. */
export const taxInvoiceListResponseSchema = z.object({
  taxInvoices: z.array(taxInvoiceSummarySchema),
  ...pageAnswerShape,
});
/** See {@link taxInvoiceListResponseSchema}. */
export type TaxInvoiceListResponse = z.infer<typeof taxInvoiceListResponseSchema>;

/** The tax invoice id of invoice `invoiceNumber` ('INVKR6500000042' -> 'TXKR6500000042'). */
export const taxInvoiceIdOf = (invoiceNumber: string) => `TX${invoiceNumber.slice(3)}`;
