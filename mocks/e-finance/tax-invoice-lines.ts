import type { InvoiceCharge } from '@/domain/invoice/invoice-contract';
import type { InTaxLine, KrTaxInvoice } from '@/domain/invoice/tax-invoice-contract';
import {
  GST_RATE_BY_SAC,
  KR_VAT_RATES,
  SAC_CONTAINER_HANDLING,
  SAC_OCEAN_FREIGHT,
  SAC_WATER_TRANSPORT_SUPPORT,
} from '@/domain/invoice/tax-registration-contract';
import type { Money } from '@/domain/money/money';

/*
 * The tax of each line of a tax invoice (docs/areas/e-finance.md "Tax invoices"): per line, on the line's supply value
 * in the document's currency, never on the total; the document's totals are the lines' sums. Korea: VAT 10 %, 0 % for
 * international ocean freight (영세율), won below 1 dropped (원 미만 절사). India: the SAC's GST rate, IGST when the
 * supplier's state differs from the place of supply, else CGST and SGST of half the rate each, rounded half up to paise.
 */

/** A line's charge with its supply value already in the document's currency (minor units). */
export interface TaxableCharge {
  charge: Pick<InvoiceCharge, 'chargeCode' | 'chargeName' | 'quantity' | 'stage'>;
  supplyValue: Money;
}

type KrLine = KrTaxInvoice['lines'][number];

/** Korean lines: freight (stage FREIGHT) zero-rated, local charges at the standard rate; VAT truncated to the won. */
export function krTaxLinesOf(charges: readonly TaxableCharge[]): KrLine[] {
  return charges.map(({ charge, supplyValue }) => {
    const vatRate = charge.stage === 'FREIGHT' ? KR_VAT_RATES.zeroRated : KR_VAT_RATES.standard;
    return {
      item: charge.chargeName,
      chargeCode: charge.chargeCode,
      quantity: charge.quantity,
      supplyValue,
      vatRate,
      vat: { amount: Math.floor((supplyValue.amount * vatRate) / 100), currency: supplyValue.currency },
    };
  });
}

const TERMINAL_HANDLING = new Set(['OTHC', 'DTHC', 'THC']);

/** The SAC of a charge: ocean freight and its surcharges, terminal handling, or other supporting services. */
export function sacOf(charge: Pick<InvoiceCharge, 'chargeCode' | 'stage'>): string {
  if (charge.stage === 'FREIGHT') return SAC_OCEAN_FREIGHT;
  return TERMINAL_HANDLING.has(charge.chargeCode) ? SAC_CONTAINER_HANDLING : SAC_WATER_TRANSPORT_SUPPORT;
}

/** `amount` x `percent` / 100, rounded half up (amounts are never negative). */
const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** Indian lines: IGST at the rate when `interState`, else CGST and SGST at half the rate each. */
export function gstLinesOf(charges: readonly TaxableCharge[], interState: boolean): InTaxLine[] {
  return charges.map(({ charge, supplyValue }) => {
    const sac = sacOf(charge);
    const gstRate = GST_RATE_BY_SAC[sac] ?? 18;
    const { currency } = supplyValue;
    const half = interState ? 0 : percentOf(supplyValue.amount, gstRate / 2);
    return {
      description: charge.chargeName,
      chargeCode: charge.chargeCode,
      sac,
      quantity: charge.quantity,
      taxableValue: supplyValue,
      gstRate,
      igst: { amount: interState ? percentOf(supplyValue.amount, gstRate) : 0, currency },
      cgst: { amount: half, currency },
      sgst: { amount: half, currency },
    };
  });
}

/** The sum of `amounts` in `currency` (minor units). */
export function sumOf(amounts: readonly Money[], currency: string): Money {
  return { amount: amounts.reduce((sum, money) => sum + money.amount, 0), currency };
}
