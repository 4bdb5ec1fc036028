import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Pagination } from '@/components/ui/pagination';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { bookingQueries } from '@/domain/booking/booking-queries';
import { toBookingListParams } from '@/domain/booking/shipments-url';
import { useCurrentUserId } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { useShipmentsSearch } from '../hooks/use-shipments-search';
import { ExportShipmentsButton } from './export-shipments-button';
import { ShipmentCards } from './shipment-cards';
import { ShipmentsFiltersPanel } from './shipments-filters';
import styles from './shipments-page.module.css';
import { ShipmentsTable } from './shipments-table';

/**
 * /manage-shipment/shipments: the user's bookings, filtered, sorted and paged on the server, all
 * of it in the URL. A table on desktop, cards on a phone. The previous page stays on screen (marked busy) while the
 * next one loads, so paging and filtering never flash an empty list.
 */
export function ShipmentsPage() {
  const { t } = useTranslation(['shipments', 'booking-domain']);
  useDocumentTitle(t('shipments:title'));
  const userId = useCurrentUserId();
  const { search, update } = useShipmentsSearch();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const params = toBookingListParams(search);
  const query = useQuery({
    ...bookingQueries.list(userId ?? '', params),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
  const activeFilters = [
    search.q,
    search.status?.length,
    search.polCode,
    search.podCode,
    search.departureFrom,
    search.departureTo,
  ].filter(Boolean).length;
  const [filtersOpenAtStart] = useState(activeFilters > 0);
  // "Now" for the time left of cut-offs: the time the rows were fetched, so a page keeps one consistent "now" and
  // each fetch (filter, page, refetch on focus) brings it up to date.
  // (A placeholder page has no fetch time of its own yet: it keeps the time the page was opened.)
  const [openedAt] = useState(() => new Date());
  const now = query.dataUpdatedAt > 0 ? new Date(query.dataUpdatedAt) : openedAt;

  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;

  const data = query.data;
  const busy = query.isFetching && query.isPlaceholderData;

  return (
    <section aria-labelledby="shipments-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="shipments-title">{t('shipments:title')}</h1>
        <ExportShipmentsButton search={search} disabled={!data || data.totalCount === 0} />
      </div>
      {phone ? (
        // On a phone the filters fold away under one line, so the first screen shows bookings, not seven fields.
        <details className={styles.filtersFold} open={filtersOpenAtStart || undefined}>
          <summary>
            {activeFilters > 0
              ? t('shipments:filters.toggle-active', { count: activeFilters })
              : t('shipments:filters.toggle')}
          </summary>
          <ShipmentsFiltersPanel search={search} onChange={update} showSort />
        </details>
      ) : (
        <ShipmentsFiltersPanel search={search} onChange={update} showSort={false} />
      )}
      {query.isError && !data ? (
        <QueryErrorFallback message={t('shipments:load-error')} query={query} />
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
