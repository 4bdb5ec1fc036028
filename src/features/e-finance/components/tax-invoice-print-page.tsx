import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { PrintDocument } from '@/components/ui/print-document';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useTaxInvoice } from '../hooks/use-tax-invoice';
import styles from './invoice-document.module.css';
import { TaxInvoiceDocument } from './tax-invoice-document';
import { TaxInvoiceNotFound } from './tax-invoice-not-found';

/**
 * /print/tax-invoice?taxInvoiceId=: one tax invoice as a printable A4 document in its country's legal layout (the
 * print styles of PrintDocument, as /print/invoice): "Print / Save as PDF" opens the browser's print dialog.
 */
export function TaxInvoicePrintPage() {
  const { t } = useTranslation('tax-invoice');
  const [searchParams] = useSearchParams();
  const state = useTaxInvoice(searchParams.get('taxInvoiceId') ?? '');
  const title =
    state.kind === 'ready' ? t('print.title', { number: state.taxInvoice.invoiceNumber }) : t('print.heading');
  useDocumentTitle(title);
  return (
    <section aria-labelledby="tax-invoice-print-title" className={styles.page}>
      <h1 id="tax-invoice-print-title" className="no-print">
        {title}
      </h1>
      {state.kind === 'ready' ? (
        <PrintDocument
          label={title}
          actions={
            <>
              <Link
                className={buttonClassName('ghost')}
                to={paths.taxInvoiceDetail.href(state.taxInvoice.taxInvoiceId)}
              >
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
          <TaxInvoiceDocument taxInvoice={state.taxInvoice} />
        </PrintDocument>
      ) : state.kind === 'not-found' ? (
        <TaxInvoiceNotFound />
      ) : state.kind === 'error' ? (
        <QueryErrorFallback message={t('detail.load-error')} retrying={state.retrying} onRetry={state.retry} />
      ) : (
        <Spinner label={t('detail.loading')} />
      )}
    </section>
  );
}
