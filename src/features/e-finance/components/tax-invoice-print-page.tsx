import { useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';

import { useTaxInvoice } from '../hooks/use-tax-invoice';
import { DocumentPrintPage } from './document-print-page';
import { TaxInvoiceDocument } from './tax-invoice-document';
import { TaxInvoiceNotFound } from './tax-invoice-not-found';

/**
 * /print/tax-invoice?taxInvoiceId=: one tax invoice as a printable A4 document in its country's legal layout (the
 * print styles of PrintDocument, as /print/invoice): "Print / Save as PDF" opens the browser's print dialog.
 */
export function TaxInvoicePrintPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('taxInvoiceId') ?? '';
  const state = useTaxInvoice(id);
  const taxInvoice = state.kind === 'ready' ? state.taxInvoice : undefined;
  return (
    <DocumentPrintPage
      ns="tax-invoice"
      titleId="tax-invoice-print-title"
      state={state}
      documentNumber={taxInvoice?.invoiceNumber}
      backHref={paths.taxInvoiceDetail.href(taxInvoice?.taxInvoiceId ?? id)}
      notFound={<TaxInvoiceNotFound />}
    >
      {taxInvoice ? <TaxInvoiceDocument taxInvoice={taxInvoice} /> : null}
    </DocumentPrintPage>
  );
}
