import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { PrintDocument } from '@/components/ui/print-document';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useInvoice } from '../hooks/use-invoice';
import { InvoiceDocument } from './invoice-document';
import styles from './invoice-document.module.css';
import { InvoiceNotFound } from './invoice-not-found';

/**
 * /print/invoice?invoiceNumber=: one invoice as a printable A4 document (the print styles of PrintDocument, like the
 * arrival notice): "Print or save as PDF" opens the browser's print dialog. Login required (router).
 */
export function InvoicePrintPage() {
  const { t } = useTranslation('e-finance');
  const [searchParams] = useSearchParams();
  const state = useInvoice(searchParams.get('invoiceNumber') ?? '');
  const title = state.kind === 'ready' ? t('print.title', { number: state.invoice.invoiceNumber }) : t('print.heading');
  useDocumentTitle(title);
  return (
    <section aria-labelledby="invoice-print-title" className={styles.page}>
      <h1 id="invoice-print-title" className="no-print">
        {title}
      </h1>
      {state.kind === 'ready' ? (
        <PrintDocument
          label={title}
          actions={
            <>
              <Link className={buttonClassName('ghost')} to={paths.invoiceDetail.href(state.invoice.invoiceNumber)}>
                {t('print.back')}
              </Link>
              <Button
                variant="primary"
                onClick={() => {
                  window.print();
                }}
              >
                {t('print.print')}
              </Button>
            </>
          }
        >
          <InvoiceDocument invoice={state.invoice} />
        </PrintDocument>
      ) : state.kind === 'not-found' ? (
        <InvoiceNotFound />
      ) : state.kind === 'error' ? (
        <QueryErrorFallback message={t('detail.load-error')} retrying={state.retrying} onRetry={state.retry} />
      ) : (
        <Spinner label={t('detail.loading')} />
      )}
    </section>
  );
}
