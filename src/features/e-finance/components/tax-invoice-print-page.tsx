import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useTaxInvoice } from '../hooks/use-tax-invoice';
import { DocumentPrintFrame } from './document-frames';
import { TaxInvoiceDocument } from './tax-invoice-document';
import { TaxInvoiceNotFound } from './tax-invoice-not-found';

/**
 * /print/tax-invoice?taxInvoiceId=: one tax invoice as a printable A4 document in its country's legal layout (the
 * print styles of PrintDocument, as /print/invoice): "Print / Save as PDF" opens the browser's print dialog.
 */
export function TaxInvoicePrintPage() {
  const { t } = useTranslation('tax-invoice');
  const [searchParams] = useSearchParams();
  const id = searchParams.get('taxInvoiceId') ?? '';
  const state = useTaxInvoice(id);
  const title =
    state.kind === 'ready' ? t('print.title', { number: state.taxInvoice.invoiceNumber }) : t('print.heading');
  useDocumentTitle(title);
  return (
    <DocumentPrintFrame
      titleId="tax-invoice-print-title"
      title={title}
      state={state}
      backHref={paths.taxInvoiceDetail.href(state.kind === 'ready' ? state.taxInvoice.taxInvoiceId : id)}
      texts={{
        back: t('print.back'),
        print: t('print.print'),
        loadError: t('detail.load-error'),
        loading: t('detail.loading'),
      }}
      notFound={<TaxInvoiceNotFound />}
    >
      {state.kind === 'ready' && <TaxInvoiceDocument taxInvoice={state.taxInvoice} />}
    </DocumentPrintFrame>
  );
}
