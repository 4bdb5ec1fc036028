import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useUrlListSearch } from '@/components/ui/use-url-list-search';
import { useCurrentUserId } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { taxInvoiceQueries } from '../api/tax-invoices-queries';
import {
  countTaxInvoiceFilters,
  parseTaxInvoicesSearch,
  taxInvoicesHref,
  toTaxInvoiceListParams,
} from '../utils/tax-invoices-url';
import { FinanceListEmpty, FinanceListPage } from './finance-list-page';
import { TaxInvoiceFiltersForm } from './tax-invoice-filters';
import { TaxInvoiceCards, TaxInvoicesTable } from './tax-invoices-list';

/**
 * /e-finance/tax-invoices: the company's tax invoices of the user's country (Korean e-tax invoices or Indian GST
 * e-invoices), newest first, filtered and paged on the server, all of it in the URL. A table on desktop, cards on a
 * phone.
 */
export function TaxInvoicesPage() {
  const { t } = useTranslation('tax-invoice');
  useDocumentTitle(t('list.title'));
  const userId = useCurrentUserId();
  const { search, update } = useUrlListSearch(parseTaxInvoicesSearch, taxInvoicesHref);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const query = useQuery({
    ...taxInvoiceQueries.list(userId ?? '', toTaxInvoiceListParams(search)),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
  const activeFilters = countTaxInvoiceFilters(search);
  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;
  return (
    <FinanceListPage
      ns="tax-invoice"
      titleId="tax-invoices-title"
      phone={phone}
      filters={<TaxInvoiceFiltersForm filters={search} onSearch={update} />}
      activeFilters={activeFilters}
      query={query}
      search={search}
      onPaging={update}
    >
      {(data) =>
        data.taxInvoices.length === 0 ? (
          <FinanceListEmpty ns="tax-invoice" filtered={activeFilters > 0} />
        ) : phone ? (
          <TaxInvoiceCards rows={data.taxInvoices} />
        ) : (
          <TaxInvoicesTable rows={data.taxInvoices} />
        )
      }
    </FinanceListPage>
  );
}
