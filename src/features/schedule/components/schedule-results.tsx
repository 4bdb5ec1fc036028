import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Pagination } from '@/components/ui/pagination';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import { resultsRange } from '@/features/schedule/api/prefetch-schedule-search';
import { ApiError } from '@/lib/api-error';

import { searchPairs, useScheduleRoutes } from '../hooks/use-schedule-routes';
import { monthOf } from '../utils/calendar';
import { filterByBooking, filterByService, paginate, serviceLanes, sortRoutes } from '../utils/route-list';
import type { ScheduleSearch, ScheduleView, ScheduleViewOptions } from '../utils/search-state';
import { NoResults } from './no-results';
import { ResultsToolbar } from './results-toolbar';
import { RouteCard } from './route-card';
import styles from './schedule-results.module.css';

// The calendar and the two dialogs load on first use, keeping the list view's first load small.
const ScheduleCalendar = lazy(() =>
  import('./schedule-calendar').then((module) => ({ default: module.ScheduleCalendar })),
);
const DownloadDialog = lazy(() => import('./download-dialog').then((module) => ({ default: module.DownloadDialog })));
const EmailScheduleDialog = lazy(() =>
  import('./email-schedule-dialog').then((module) => ({ default: module.EmailScheduleDialog })),
);

/** The service lanes of `routes`, and the routes the lane and booking filters keep, in the list's order. */
function useShownRoutes(routes: readonly PointToPointRoute[], viewOptions: ScheduleViewOptions) {
  const { service, bookingFilter, sortBy } = viewOptions;
  // "Open for booking" is judged at the moment the results first show, as the route card's "Book" is: a list does not
  // shrink while the user reads it; a new search or a reload judges again.
  const [shownAt] = useState(() => Date.now());
  const lanes = useMemo(() => serviceLanes(routes), [routes]);
  const sorted = useMemo(
    () => sortRoutes(filterByBooking(filterByService(routes, service), bookingFilter, shownAt), sortBy),
    [routes, service, bookingFilter, sortBy, shownAt],
  );
  return { lanes, sorted };
}

export interface ScheduleResultsProps {
  search: ScheduleSearch;
  viewOptions: ScheduleViewOptions;
  today: string;
  onViewOptionsChange: (patch: Partial<ScheduleViewOptions>) => void;
  onScheduleSequenceChange: (key: string | null) => void;
}

/** The routes of a search as a list or a calendar, with sort, filters, paging, download and e-mail. */
export function ScheduleResults({
  search,
  viewOptions,
  today,
  onViewOptionsChange,
  onScheduleSequenceChange,
}: ScheduleResultsProps) {
  const { t } = useTranslation('schedule');
  const [dialog, setDialog] = useState<'download' | 'email' | null>(null);
  const month = viewOptions.calendarMonth ?? monthOf(search.fromDate);
  const range = resultsRange(search, viewOptions);
  const { routes, isPending, isFetching, error, refetch } = useScheduleRoutes(search, range);
  const pairs = searchPairs(search);
  const { lanes, sorted } = useShownRoutes(routes, viewOptions);
  const current = paginate(sorted, viewOptions.page, viewOptions.pageSize);
  // Both dialogs take the same props: the search, its pairs, the displayed month, the list's sort and lane filter.
  const ActiveDialog = dialog === 'download' ? DownloadDialog : dialog === 'email' ? EmailScheduleDialog : null;
  const title = t('results.title', {
    origin: search.origins.map((o) => o.name).join(' / '),
    destination: search.destinations.map((d) => d.name).join(' / '),
  });

  // A failed search with nothing to show replaces both views; a failed refetch keeps the routes already shown.
  const blocking =
    error && routes.length === 0 ? (
      <QueryErrorFallback
        message={
          error instanceof ApiError && error.status === 400
            ? t('results.error-invalid', { message: error.message })
            : t('results.error')
        }
        retrying={isFetching}
        onRetry={refetch}
      />
    ) : null;

  return (
    <section className={styles.results} aria-labelledby="schedule-results-heading">
      <h2 id="schedule-results-heading" className={styles.heading}>
        {title}
      </h2>
      <p role="status" className={styles.summary}>
        {isPending
          ? ''
          : t(viewOptions.view === 'calendar' ? 'results.summary-month' : 'results.summary', {
              count: sorted.length,
              from: range.fromDate,
              to: range.toDate,
            })}{' '}
        <span className={styles.note}>{t('results.local-times')}</span>
      </p>
      <ResultsToolbar
        viewOptions={viewOptions}
        lanes={lanes}
        onChange={onViewOptionsChange}
        onDownload={() => {
          setDialog('download');
        }}
        onEmail={() => {
          setDialog('email');
        }}
        actionsDisabled={isPending}
      />
      <Tabs
        value={viewOptions.view}
        onValueChange={(view) => {
          onViewOptionsChange({ view: view as ScheduleView });
        }}
      >
        <TabsList aria-label={t('results.view')}>
          <TabsTrigger value="list">{t('results.view-list')}</TabsTrigger>
          <TabsTrigger value="calendar">{t('results.view-calendar')}</TabsTrigger>
        </TabsList>
        <TabsContent value="list" className={styles.panel}>
          {isPending && <Spinner label={t('results.loading')} />}
          {!isPending &&
            (blocking ??
              (sorted.length === 0 ? (
                <NoResults />
              ) : (
                <>
                  <ol className={styles.list} aria-busy={isFetching}>
                    {current.items.map((route) => (
                      <li key={route.key}>
                        <RouteCard
                          route={route}
                          co2={viewOptions.co2}
                          emissionType={viewOptions.emissionType}
                          expanded={search.scheduleSequence === route.key}
                          onToggle={() => {
                            onScheduleSequenceChange(search.scheduleSequence === route.key ? null : route.key);
                          }}
                        />
                      </li>
                    ))}
                  </ol>
                  <Pagination
                    label={t('results.pages')}
                    page={current.page}
                    pageSize={viewOptions.pageSize}
                    totalItems={sorted.length}
                    onPageChange={(page) => {
                      onViewOptionsChange({ page });
                    }}
                    onPageSizeChange={(pageSize) => {
                      onViewOptionsChange({ pageSize: pageSize as ScheduleViewOptions['pageSize'], page: 1 });
                    }}
                  />
                </>
              )))}
        </TabsContent>
        <TabsContent value="calendar" className={styles.panel}>
          {blocking ?? (
            <Suspense fallback={<Spinner label={t('results.loading')} />}>
              <ScheduleCalendar
                month={month}
                onMonthChange={(next) => {
                  onViewOptionsChange({ calendarMonth: next });
                }}
                routes={isPending ? [] : sorted}
                isFetching={isFetching}
                today={today}
                bookingMode={viewOptions.bookingFilter === 'BOOKING'}
                co2={viewOptions.co2}
                emissionType={viewOptions.emissionType}
              />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
      {ActiveDialog && (
        <Suspense fallback={null}>
          <ActiveDialog
            open
            onOpenChange={(open) => {
              if (!open) setDialog(null);
            }}
            search={search}
            pairs={pairs}
            month={month}
            sortBy={viewOptions.sortBy}
            service={viewOptions.service}
            bookingFilter={viewOptions.bookingFilter}
          />
        </Suspense>
      )}
    </section>
  );
}
