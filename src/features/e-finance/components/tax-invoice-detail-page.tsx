import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useTaxInvoice } from '../hooks/use-tax-invoice';
import { DocumentPageFrame } from './document-frames';
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
    <DocumentPageFrame
      titleId="tax-invoice-title"
      title={title}
      state={state}
      back={{ href: paths.taxInvoices.href(), label: t('detail.back') }}
      actions={
        state.kind === 'ready' && (
          <>
            <Link
              className={buttonClassName('secondary')}
              to={paths.invoiceDetail.href(state.taxInvoice.invoiceNumber)}
            >
              {t('detail.invoice')}
            </Link>
            <Link className={buttonClassName('primary')} to={paths.taxInvoicePrint.href(state.taxInvoice.taxInvoiceId)}>
              {t('detail.print')}
            </Link>
          </>
        )
      }
      texts={{ loadError: t('detail.load-error'), loading: t('detail.loading') }}
      notFound={<TaxInvoiceNotFound />}
    >
      {state.kind === 'ready' && (
        <div className={styles.section}>
          <TaxInvoiceDocument taxInvoice={state.taxInvoice} />
        </div>
      )}
    </DocumentPageFrame>
  );
}
