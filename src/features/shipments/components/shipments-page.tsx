import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { Pagination } from '@/components/ui/pagination';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { bookingQueries } from '@/domain/booking/booking-queries';
import { shipmentsHref, toBookingListParams } from '@/domain/booking/shipments-url';
import { useSession } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';

import { usePhoneLayout } from '../hooks/use-phone-layout';
import { useShipmentsSearch } from '../hooks/use-shipments-search';
import { ExportShipmentsButton } from './export-shipments-button';
import { ShipmentCards } from './shipment-cards';
import { ShipmentsFiltersPanel } from './shipments-filters';
import styles from './shipments-page.module.css';
import { ShipmentsTable } from './shipments-table';

/**
 * /manage-shipment/shipments (issue 14 section 4): the user's bookings, filtered, sorted and paged on the server, all
 * of it in the URL. A table on desktop, cards on a phone. The previous page stays on screen (marked busy) while the
 * next one loads, so paging and filtering never flash an empty list.
 */
export function ShipmentsPage() {
  const { t } = useTranslation(['shipments', 'booking-domain']);
  useDocumentTitle(t('shipments:title'));
  const userId = useSession((state) => (state.status === 'loggedIn' ? (state.user?.userId ?? null) : null));
  const { search, update } = useShipmentsSearch();
  const phone = usePhoneLayout();
  const params = toBookingListParams(search);
  const query = useQuery({
    ...bookingQueries.list(userId ?? '', params),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
  // "Now" for the time left of cut-offs: fixed per render pass of a page of data, refreshed with each fetch.
  const [now] = useState(() => new Date());

  if (userId === null) return <Navigate to={paths.login.href(shipmentsHref(search))} replace />;

  const data = query.data;
  const busy = query.isFetching && query.isPlaceholderData;

  return (
    <section aria-labelledby="shipments-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="shipments-title">{t('shipments:title')}</h1>
        <ExportShipmentsButton search={search} disabled={!data || data.totalCount === 0} />
      </div>
      <ShipmentsFiltersPanel search={search} onChange={update} showSort={phone} />
      {query.isError && !data ? (
        <QueryErrorFallback
          message={t('shipments:load-error')}
          retrying={query.isFetching}
          onRetry={() => {
            void query.refetch();
          }}
        />
      ) : data ? (
        <div className={styles.results} aria-busy={busy}>
          {busy ? (
            <p role="status" className={styles.updating}>
              {t('shipments:updating')}
            </p>
          ) : null}
          {data.bookings.length === 0 ? (
            <p className={styles.empty}>
              {data.totalCount === 0 && hasFilters(params) ? t('shipments:empty-filtered') : t('shipments:empty')}
            </p>
          ) : phone ? (
            <ShipmentCards bookings={data.bookings} now={now} />
          ) : (
            <ShipmentsTable
              bookings={data.bookings}
              sort={search.sort}
              onSortChange={(sort) => {
                update({ sort });
              }}
              now={now}
            />
          )}
          <Pagination
            label={t('shipments:pagination')}
            page={search.page}
            pageSize={search.pageSize}
            totalItems={data.totalCount}
            onPageChange={(page) => {
              update({ page });
            }}
            onPageSizeChange={(pageSize) => {
              update({ pageSize });
            }}
          />
        </div>
      ) : (
        <Spinner label={t('shipments:loading')} />
      )}
    </section>
  );
}

function hasFilters(params: ReturnType<typeof toBookingListParams>): boolean {
  return Boolean(
    params.q || params.status || params.polCode || params.podCode || params.departureFrom || params.departureTo,
  );
}
