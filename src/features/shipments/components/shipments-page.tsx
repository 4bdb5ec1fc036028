import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PagedListEmpty, PagedListPage } from '@/components/ui/paged-list-page';
import { bookingQueries } from '@/domain/booking/booking-queries';
import { toBookingListParams } from '@/domain/booking/shipments-url';
import { useCurrentUserId } from '@/domain/session/session-store';
import { countSetFilters } from '@/lib/list-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { useShipmentsSearch } from '../hooks/use-shipments-search';
import { ExportShipmentsButton } from './export-shipments-button';
import { ShipmentCards } from './shipment-cards';
import { ShipmentsFiltersPanel } from './shipments-filters';
import { ShipmentsTable } from './shipments-table';

/**
 * /manage-shipment/shipments: the user's bookings, filtered, sorted and paged on the server, all of it in the URL. A
 * table on desktop, cards on a phone (where the sort sits with the filters).
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
  const activeFilters = countSetFilters([
    search.q,
    search.status,
    search.polCode,
    search.podCode,
    search.departureFrom,
    search.departureTo,
    search.vesselName,
  ]);
  // "Now" for the time left of cut-offs: the time the rows were fetched, so a page keeps one consistent "now" and
  // each fetch (filter, page, refetch on focus) brings it up to date.
  // (A placeholder page has no fetch time of its own yet: it keeps the time the page was opened.)
  const [openedAt] = useState(() => new Date());
  const now = query.dataUpdatedAt > 0 ? new Date(query.dataUpdatedAt) : openedAt;

  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;

  return (
    <PagedListPage
      titleId="shipments-title"
      title={t('shipments:title')}
      actions={<ExportShipmentsButton search={search} disabled={!query.data || query.data.totalCount === 0} />}
      phone={phone}
      filters={<ShipmentsFiltersPanel search={search} onChange={update} showSort={phone} />}
      activeFilters={activeFilters}
      filtersToggle={(count) =>
        count > 0 ? t('shipments:filters.toggle-active', { count }) : t('shipments:filters.toggle')
      }
      query={query}
      labels={{
        loadError: t('shipments:load-error'),
        updating: t('shipments:updating'),
        loading: t('shipments:loading'),
      }}
      paging={{ label: t('shipments:pagination'), page: search.page, pageSize: search.pageSize }}
      onPaging={update}
    >
      {(data) =>
        data.bookings.length === 0 ? (
          <PagedListEmpty>
            {data.totalCount === 0 && activeFilters > 0 ? t('shipments:empty-filtered') : t('shipments:empty')}
          </PagedListEmpty>
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
        )
      }
    </PagedListPage>
  );
}
