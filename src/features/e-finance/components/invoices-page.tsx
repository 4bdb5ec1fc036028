import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { NativeSelect } from '@/components/ui/native-select';
import type { InvoiceSort } from '@/domain/invoice/invoice-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { invoiceQueries } from '../api/invoices-queries';
import { useInvoicesSearch } from '../hooks/use-invoices-search';
import { usePaymentSelection } from '../hooks/use-payment-selection';
import { INVOICE_SORT_OPTIONS } from '../utils/invoice-sort';
import { countFilters, toInvoiceListParams, toInvoiceOpenAmountsParams } from '../utils/invoices-url';
import { ExportInvoicesButton } from './export-invoices-button';
import { FinanceListEmpty, FinanceListPage } from './finance-list-page';
import { InvoiceCards } from './invoice-cards';
import { InvoicesFilters } from './invoices-filters';
import { InvoicesTable } from './invoices-table';
import { OpenTotals } from './open-totals';
import { PaymentSelectionBar } from './payment-selection';

/**
 * /e-finance/my-invoices: every invoice of the user's company, filtered, sorted and paged on the server, all of it in
 * the URL. The open amounts of every match per currency above the list (their own call, once the rows are shown); a
 * table on desktop, cards on a phone.
 */
export function InvoicesPage() {
  const { t } = useTranslation('e-finance');
  useDocumentTitle(t('list.title'));
  const userId = useCurrentUserId();
  const { search, update } = useInvoicesSearch();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const query = useQuery({
    ...invoiceQueries.list(userId ?? '', toInvoiceListParams(search)),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
  const activeFilters = countFilters(search);
  const selection = usePaymentSelection();

  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;

  return (
    <FinanceListPage
      ns="e-finance"
      titleId="invoices-title"
      actions={<ExportInvoicesButton search={search} disabled={!query.data || query.data.totalCount === 0} />}
      phone={phone}
      filters={<InvoicesFilters filters={search} onSearch={update} />}
      activeFilters={activeFilters}
      query={query}
      search={search}
      onPaging={update}
    >
      {(data) => (
        <>
          <OpenTotals count={data.totalCount} filters={toInvoiceOpenAmountsParams(search)} />
          {selection ? <PaymentSelectionBar selection={selection} /> : null}
          {phone && data.invoices.length > 0 ? (
            <NativeSelect
              label={t('list.sort')}
              value={search.sort}
              options={INVOICE_SORT_OPTIONS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
              onChange={(event) => {
                update({ sort: event.target.value as InvoiceSort });
              }}
            />
          ) : null}
          {data.invoices.length === 0 ? (
            <FinanceListEmpty ns="e-finance" filtered={activeFilters > 0} />
          ) : phone ? (
            <InvoiceCards invoices={data.invoices} selection={selection} />
          ) : (
            <InvoicesTable
              invoices={data.invoices}
              sort={search.sort}
              onSortChange={(sort) => {
                update({ sort });
              }}
              selection={selection}
            />
          )}
        </>
      )}
    </FinanceListPage>
  );
}
