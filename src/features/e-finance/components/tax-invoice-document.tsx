import type { TaxInvoice } from '@/domain/invoice/tax-invoice-contract';

import { InTaxInvoiceDocument } from './tax-invoice-in-document';
import { KrTaxInvoiceDocument } from './tax-invoice-kr-document';

/** A tax invoice in its country's legal layout: the same component on screen and on paper. */
export function TaxInvoiceDocument({ taxInvoice }: { taxInvoice: TaxInvoice }) {
  return taxInvoice.country === 'KR' ? (
    <KrTaxInvoiceDocument document={taxInvoice} />
  ) : (
    <InTaxInvoiceDocument document={taxInvoice} />
  );
}
