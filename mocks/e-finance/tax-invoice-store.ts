import type { Invoice } from '@/domain/invoice/invoice-contract';
import {
  type InTaxInvoice,
  type KrTaxInvoice,
  type TaxInvoice,
  taxInvoiceIdOf,
  type TaxInvoiceListParams,
  type TaxInvoiceListResponse,
  type TaxInvoiceSummary,
} from '@/domain/invoice/tax-invoice-contract';
import { GST_STATES } from '@/domain/invoice/tax-registration-contract';

import { findAccount } from '../auth/accounts';
import { hashInt } from '../schedule/data/random';
import { convertMoney, invoiceRateOf } from './invoice-money';
import { companyEntriesOf, findInvoice } from './invoice-store';
import { irnOf, signedQrCodeOf } from './tax-invoice-irn';
import { gstLinesOf, krTaxLinesOf, sumOf, type TaxableCharge } from './tax-invoice-lines';
import { inBuyerOf, inSupplierOf, KR_SUPPLIER, krBuyerOf } from './tax-invoice-parties';

/*
 * The tax invoices of the mock carrier (docs/areas/e-finance.md "Tax invoices"): one per invoice of the user's company
 * issued by an office in the user's country, when that country has one (KR: e-tax invoice in KRW, IN: GST e-invoice in
 * INR). Derived from the invoice on every call: its lines converted into the local currency at the invoice's issue-date
 * rate, each line taxed, the totals summed from the lines.
 */

/** The tax invoice country of `userId` ('KR', 'IN'), or undefined for any other country. */
export function taxCountryOf(userId: string): 'KR' | 'IN' | undefined {
  const country = findAccount(userId)?.user.customerCountry;
  return country === 'KR' || country === 'IN' ? country : undefined;
}

/** The invoice's lines with their supply value in `currency`, converted at the issue date's rate. */
function taxableCharges(invoice: Invoice, currency: string): TaxableCharge[] {
  return invoice.charges.map((charge) => {
    if (charge.amount.currency === currency) return { charge, supplyValue: charge.amount };
    const rate = invoiceRateOf(charge.amount.currency, currency, invoice.issueDate);
    if (!rate) throw new Error(`No ${charge.amount.currency} rate into ${currency} on ${invoice.issueDate}`);
    return { charge, supplyValue: convertMoney(charge.amount, rate) };
  });
}

function commonOf(invoice: Invoice) {
  return {
    taxInvoiceId: taxInvoiceIdOf(invoice.invoiceNumber),
    invoiceNumber: invoice.invoiceNumber,
    transportDocumentReference: invoice.transportDocumentReference,
    carrierBookingReference: invoice.carrierBookingReference,
    issueDate: invoice.issueDate,
  };
}

/** The Korean e-tax invoice of `invoice` for `userId`'s company. */
export function krTaxInvoiceOf(invoice: Invoice, userId: string): KrTaxInvoice {
  const lines = krTaxLinesOf(taxableCharges(invoice, 'KRW'));
  const supplyValue = sumOf(
    lines.map((line) => line.supplyValue),
    'KRW',
  );
  const taxAmount = sumOf(
    lines.map((line) => line.vat),
    'KRW',
  );
  const serial = String(hashInt(0, 99_999_999, 'nts', invoice.invoiceNumber)).padStart(8, '0');
  return {
    country: 'KR',
    ...commonOf(invoice),
    supplyValue,
    taxAmount,
    total: sumOf([supplyValue, taxAmount], 'KRW'),
    approvalNumber: `${invoice.issueDate.replaceAll('-', '')}41000030${serial}`,
    supplier: KR_SUPPLIER,
    buyer: krBuyerOf(userId),
    lines,
  };
}

/** The GST e-invoice of `invoice` for `userId`'s company, without its IRN, acknowledgement and QR code. */
export function gstDocumentOf(invoice: Invoice, userId: string) {
  const supplier = inSupplierOf(invoice.issuingOffice.UNLocationCode);
  const buyer = inBuyerOf(userId);
  const interState = supplier.stateCode !== buyer.stateCode;
  const lines = gstLinesOf(taxableCharges(invoice, 'INR'), interState);
  const sum = (pick: (line: (typeof lines)[number]) => { amount: number; currency: string }) =>
    sumOf(lines.map(pick), 'INR');
  const igst = sum((line) => line.igst);
  const cgst = sum((line) => line.cgst);
  const sgst = sum((line) => line.sgst);
  const supplyValue = sum((line) => line.taxableValue);
  const taxAmount = sumOf([igst, cgst, sgst], 'INR');
  return {
    country: 'IN' as const,
    ...commonOf(invoice),
    supplyValue,
    taxAmount,
    total: sumOf([supplyValue, taxAmount], 'INR'),
    documentType: 'INV' as const,
    supplier,
    buyer,
    placeOfSupply: { stateCode: buyer.stateCode, stateName: GST_STATES[buyer.stateCode] ?? buyer.stateCode },
    interState,
    igst,
    cgst,
    sgst,
    lines,
  };
}

/** The GST e-invoice of `invoice` with its IRN, acknowledgement and signed QR code. */
export async function inTaxInvoiceOf(invoice: Invoice, userId: string): Promise<InTaxInvoice> {
  const document = gstDocumentOf(invoice, userId);
  const irn = await irnOf(document.supplier.gstin, invoice.issueDate, 'INV', invoice.invoiceNumber);
  const ackNumber = `1120${String(hashInt(0, 99_999_999_999, 'ack', invoice.invoiceNumber)).padStart(11, '0')}`;
  const minutes = hashInt(9 * 60, 18 * 60 - 1, 'ack-time', invoice.invoiceNumber);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  const ackDate = `${invoice.issueDate} ${time}`;
  return { ...document, irn, ackNumber, ackDate, signedQrCode: await signedQrCodeOf(document, irn, ackDate) };
}

/** The issued invoices of `userId`'s company that have a tax invoice, newest first (ties by number, descending). */
function taxableEntries(userId: string, country: 'KR' | 'IN', nowMs: number) {
  return companyEntriesOf(userId, nowMs)
    .entries.filter((entry) => entry.issueMs <= nowMs && entry.summary.invoiceNumber.slice(3, 5) === country)
    .map((entry) => entry.summary)
    .sort((a, b) =>
      a.issueDate === b.issueDate
        ? b.invoiceNumber.localeCompare(a.invoiceNumber)
        : b.issueDate.localeCompare(a.issueDate),
    );
}

function summaryOf(document: KrTaxInvoice | ReturnType<typeof gstDocumentOf>): TaxInvoiceSummary {
  const { country, taxInvoiceId, invoiceNumber, transportDocumentReference, carrierBookingReference } = document;
  return {
    country,
    taxInvoiceId,
    invoiceNumber,
    transportDocumentReference,
    carrierBookingReference,
    issueDate: document.issueDate,
    supplyValue: document.supplyValue,
    taxAmount: document.taxAmount,
    total: document.total,
    supplierRegistration: document.country === 'KR' ? document.supplier.registrationNumber : document.supplier.gstin,
    buyerRegistration: document.country === 'KR' ? document.buyer.registrationNumber : document.buyer.gstin,
  };
}

/** One page of the tax invoices of `userId`'s company in `country` (GET v1/tax-invoices). */
export function listTaxInvoices(
  userId: string,
  country: 'KR' | 'IN',
  params: TaxInvoiceListParams,
  nowMs: number,
): TaxInvoiceListResponse {
  const number = params.invoiceNumber?.toUpperCase();
  const bl = params.transportDocumentReference?.toUpperCase();
  const matches = taxableEntries(userId, country, nowMs).filter(
    (summary) =>
      (!number || summary.invoiceNumber === number) &&
      (!bl || summary.transportDocumentReference === bl) &&
      (!params.issueFrom || summary.issueDate >= params.issueFrom) &&
      (!params.issueTo || summary.issueDate <= params.issueTo),
  );
  const start = (params.page - 1) * params.pageSize;
  const rows = matches.slice(start, start + params.pageSize).flatMap((summary) => {
    const invoice = findInvoice(userId, summary.invoiceNumber, nowMs);
    if (!invoice) return [];
    return [summaryOf(country === 'KR' ? krTaxInvoiceOf(invoice, userId) : gstDocumentOf(invoice, userId))];
  });
  return { taxInvoices: rows, totalCount: matches.length, page: params.page, pageSize: params.pageSize };
}

/** Tax invoice `taxInvoiceId` of `userId`'s company in `country`, or undefined (unknown, or another company's). */
export async function findTaxInvoice(
  userId: string,
  country: 'KR' | 'IN',
  taxInvoiceId: string,
  nowMs: number,
): Promise<TaxInvoice | undefined> {
  const wanted = taxInvoiceId.trim().toUpperCase();
  if (!/^TX[A-Z]{2}\d{10}$/.test(wanted) || wanted.slice(2, 4) !== country) return undefined;
  const invoice = findInvoice(userId, `INV${wanted.slice(2)}`, nowMs);
  if (!invoice) return undefined;
  return country === 'KR' ? krTaxInvoiceOf(invoice, userId) : inTaxInvoiceOf(invoice, userId);
}
