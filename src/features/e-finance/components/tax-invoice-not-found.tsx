import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/**
 * What a page that takes a tax invoice id shows when the id is malformed or not among the company's tax invoices
 * (404/403). It never repeats the id (a link may carry any text).
 */
export function TaxInvoiceNotFound() {
  const { t } = useTranslation('tax-invoice');
  return (
    <section aria-labelledby="tax-invoice-not-found">
      <h2 id="tax-invoice-not-found">{t('not-found.title')}</h2>
      <p>{t('not-found.message')}</p>
      <Link to={paths.taxInvoices.href()}>{t('not-found.list')}</Link>
    </section>
  );
}
