import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PagedListEmpty, PagedListPage } from '@/components/ui/paged-list-page';
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
    <PagedListPage
      titleId="tax-invoices-title"
      title={t('list.title')}
      phone={phone}
      filters={<TaxInvoiceFiltersForm filters={search} onSearch={update} />}
      activeFilters={activeFilters}
      filtersToggle={(count) => (count > 0 ? t('filters.toggle-active', { count }) : t('filters.toggle'))}
      query={query}
      labels={{ loadError: t('list.load-error'), updating: t('list.updating'), loading: t('list.loading') }}
      paging={{ label: t('list.pagination'), page: search.page, pageSize: search.pageSize }}
      onPaging={update}
    >
      {(data) =>
        data.taxInvoices.length === 0 ? (
          <PagedListEmpty>{activeFilters > 0 ? t('list.empty-filtered') : t('list.empty')}</PagedListEmpty>
        ) : phone ? (
          <TaxInvoiceCards rows={data.taxInvoices} />
        ) : (
          <TaxInvoicesTable rows={data.taxInvoices} />
        )
      }
    </PagedListPage>
  );
}
