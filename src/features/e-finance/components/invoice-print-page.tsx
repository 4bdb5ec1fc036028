import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useInvoice } from '../hooks/use-invoice';
import { DocumentPrintFrame } from './document-frames';
import { InvoiceDocument } from './invoice-document';
import { InvoiceNotFound } from './invoice-not-found';

/**
 * /print/invoice?invoiceNumber=: one invoice as a printable A4 document (the print styles of PrintDocument, like the
 * arrival notice): "Print or save as PDF" opens the browser's print dialog. Login required (router).
 */
export function InvoicePrintPage() {
  const { t } = useTranslation('e-finance');
  const [searchParams] = useSearchParams();
  const number = searchParams.get('invoiceNumber') ?? '';
  const state = useInvoice(number);
  const title = state.kind === 'ready' ? t('print.title', { number: state.invoice.invoiceNumber }) : t('print.heading');
  useDocumentTitle(title);
  return (
    <DocumentPrintFrame
      titleId="invoice-print-title"
      title={title}
      state={state}
      backHref={paths.invoiceDetail.href(state.kind === 'ready' ? state.invoice.invoiceNumber : number)}
      texts={{
        back: t('print.back'),
        print: t('print.print'),
        loadError: t('detail.load-error'),
        loading: t('detail.loading'),
      }}
      notFound={<InvoiceNotFound />}
    >
      {state.kind === 'ready' && <InvoiceDocument invoice={state.invoice} />}
    </DocumentPrintFrame>
  );
}
