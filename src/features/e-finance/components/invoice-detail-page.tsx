import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import type { Invoice } from '@/domain/invoice/invoice-contract';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useInvoice } from '../hooks/use-invoice';
import { DocumentPageFrame } from './document-frames';
import { InvoiceAmounts } from './invoice-amounts';
import { InvoiceCreditNotes } from './invoice-credit-notes';
import styles from './invoice-detail.module.css';
import { InvoiceDisputeLines } from './invoice-dispute-lines';
import { InvoiceFacts } from './invoice-facts';
import { InvoiceNotFound } from './invoice-not-found';
import { TaxInvoiceLink } from './tax-invoice-link';

/**
 * /e-finance/invoices/:invoiceNumber: one invoice of the user's company with its header facts, lines, subtotals per
 * currency, exchange rates and what is paid and open, and the link to its printable page. The heading names the number
 * only once the server has answered for it.
 */
export function InvoiceDetailPage() {
  const { t } = useTranslation('e-finance');
  const { invoiceNumber = '' } = useParams();
  const state = useInvoice(invoiceNumber);
  const title =
    state.kind === 'ready' ? t('detail.title', { number: state.invoice.invoiceNumber }) : t('detail.heading');
  useDocumentTitle(title);
  return (
    <DocumentPageFrame
      titleId="invoice-title"
      title={title}
      state={state}
      back={{ href: paths.myInvoices.href(), label: t('detail.back') }}
      actions={
        state.kind === 'ready' && (
          <>
            <TaxInvoiceLink invoiceNumber={state.invoice.invoiceNumber} />
            <Link className={buttonClassName('primary')} to={paths.invoicePrint.href(state.invoice.invoiceNumber)}>
              {t('detail.print')}
            </Link>
          </>
        )
      }
      texts={{ loadError: t('detail.load-error'), loading: t('detail.loading') }}
      notFound={<InvoiceNotFound />}
    >
      {state.kind === 'ready' && <InvoiceBody invoice={state.invoice} />}
    </DocumentPageFrame>
  );
}

function InvoiceBody({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('e-finance');
  const canDispute = useFeatureFlag('dispute');
  return (
    <>
      <section className={styles.section} aria-labelledby="invoice-facts-title">
        <h2 id="invoice-facts-title">{t('detail.facts')}</h2>
        <InvoiceFacts invoice={invoice} />
      </section>
      <section className={styles.section} aria-labelledby="invoice-lines-title">
        <h2 id="invoice-lines-title">{t('lines.title')}</h2>
        <InvoiceDisputeLines invoice={invoice} canDispute={canDispute} />
      </section>
      <section className={styles.section} aria-labelledby="invoice-amounts-title">
        <h2 id="invoice-amounts-title">{t('amounts.title')}</h2>
        <InvoiceAmounts invoice={invoice} />
        <InvoiceCreditNotes invoiceNumber={invoice.invoiceNumber} />
      </section>
    </>
  );
}
