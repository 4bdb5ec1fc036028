import { useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';

import { useInvoice } from '../hooks/use-invoice';
import { DocumentPrintPage } from './document-print-page';
import { InvoiceDocument } from './invoice-document';
import { InvoiceNotFound } from './invoice-not-found';

/**
 * /print/invoice?invoiceNumber=: one invoice as a printable A4 document (the print styles of PrintDocument, like the
 * arrival notice): "Print or save as PDF" opens the browser's print dialog. Login required (router).
 */
export function InvoicePrintPage() {
  const [searchParams] = useSearchParams();
  const number = searchParams.get('invoiceNumber') ?? '';
  const state = useInvoice(number);
  const invoice = state.kind === 'ready' ? state.invoice : undefined;
  return (
    <DocumentPrintPage
      ns="e-finance"
      titleId="invoice-print-title"
      state={state}
      documentNumber={invoice?.invoiceNumber}
      backHref={paths.invoiceDetail.href(invoice?.invoiceNumber ?? number)}
      notFound={<InvoiceNotFound />}
    >
      {invoice ? <InvoiceDocument invoice={invoice} /> : null}
    </DocumentPrintPage>
  );
}
