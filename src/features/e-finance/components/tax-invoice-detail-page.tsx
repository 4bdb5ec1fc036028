import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useTaxInvoice } from '../hooks/use-tax-invoice';
import styles from './invoice-detail.module.css';
import { TaxInvoiceDocument } from './tax-invoice-document';
import { TaxInvoiceNotFound } from './tax-invoice-not-found';

/**
 * /e-finance/tax-invoices/:taxInvoiceId: one tax invoice of the user's company in its country's legal layout, with
 * links to the invoice it belongs to and to its printable page. The heading names the number only once the server has
 * answered for it.
 */
export function TaxInvoiceDetailPage() {
  const { t } = useTranslation('tax-invoice');
  const { taxInvoiceId = '' } = useParams();
  const state = useTaxInvoice(taxInvoiceId);
  const title =
    state.kind === 'ready' ? t('detail.title', { number: state.taxInvoice.invoiceNumber }) : t('detail.heading');
  useDocumentTitle(title);
  return (
    <section aria-labelledby="tax-invoice-title" className={styles.page}>
      <p className={styles.back}>
        <Link to={paths.taxInvoices.href()}>{t('detail.back')}</Link>
      </p>
      <div className={styles.head}>
        <h1 id="tax-invoice-title">{title}</h1>
        {state.kind === 'ready' ? (
          <div className={styles.actions}>
            <Link
              className={buttonClassName('secondary')}
              to={paths.invoiceDetail.href(state.taxInvoice.invoiceNumber)}
            >
              {t('detail.invoice')}
            </Link>
            <Link className={buttonClassName('primary')} to={paths.taxInvoicePrint.href(state.taxInvoice.taxInvoiceId)}>
              {t('detail.print')}
            </Link>
          </div>
        ) : null}
      </div>
      {state.kind === 'ready' ? (
        <div className={styles.section}>
          <TaxInvoiceDocument taxInvoice={state.taxInvoice} />
        </div>
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
