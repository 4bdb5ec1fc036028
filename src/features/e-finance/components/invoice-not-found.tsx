import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/**
 * What a page that takes an invoice number shows when the number is malformed or not among the company's invoices
 * (404/403). It never repeats the number (a link may carry any text). No retry: asking again gives the same answer.
 */
export function InvoiceNotFound() {
  const { t } = useTranslation('e-finance');
  return (
    <section aria-labelledby="invoice-not-found">
      <h2 id="invoice-not-found">{t('not-found.title')}</h2>
      <p>{t('not-found.message')}</p>
      <Link to={paths.myInvoices.href()}>{t('not-found.list')}</Link>
    </section>
  );
}
