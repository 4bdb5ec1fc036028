import type { TFunction } from 'i18next';

import type { Invoice, InvoiceCharge, InvoiceExchangeRate } from '@/domain/invoice/invoice-contract';
import { formatMoney, toMinorUnits } from '@/domain/money/money';
import { chargeName } from '@/domain/quote/charge-text';

/*
 * What the invoice's page and its printed document show of an invoice, as text: one function, so screen and paper say
 * the same. `t` must have the 'e-finance' and 'charges' namespaces loaded (the e-finance routes load both).
 */

/** One line of an invoice as shown. */
export interface InvoiceLineView {
  code: string;
  name: string;
  basis: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  /** 'Prepaid' / 'Collect' in words, and the code. */
  paymentTerm: string;
  paymentTermCode: string;
}

/** An invoice line in words: the charge's translated name (the API's English for unknown codes), money formatted. */
export function lineView(t: TFunction, charge: InvoiceCharge, language: string): InvoiceLineView {
  return {
    code: charge.chargeCode,
    name: chargeName(t, charge.chargeCode, charge.chargeName),
    basis: t(`e-finance:basis.${charge.calculationBasis}`),
    quantity: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(charge.quantity),
    unitPrice: formatMoney(
      { amount: toMinorUnits(charge.unitPrice, charge.currencyCode), currency: charge.currencyCode },
      language,
    ),
    amount: formatMoney(charge.amount, language),
    paymentTerm: t(`e-finance:payment-term.${charge.paymentTermCode}`),
    paymentTermCode: charge.paymentTermCode,
  };
}

/** '1 KRW = 0.00072150 USD', the rate as the server wrote it (no float rounding). */
export function rateText(rate: InvoiceExchangeRate): string {
  return `1 ${rate.fromCurrency} = ${rate.rate} ${rate.toCurrency}`;
}

/** 'Busan (KRPUS)'. */
export function placeText(location: { UNLocationCode: string; locationName: string }): string {
  return location.locationName ? `${location.locationName} (${location.UNLocationCode})` : location.UNLocationCode;
}

/** 'ONE HAMBURG 021W', or '—' when the invoice names no vessel. */
export function vesselVoyageText(invoice: Pick<Invoice, 'vesselName' | 'carrierExportVoyageNumber'>): string {
  return [invoice.vesselName, invoice.carrierExportVoyageNumber].filter(Boolean).join(' ') || '—';
}
