import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/config/limits';
import { SI_SUMMARY_STATUSES } from '@/domain/documentation/si-list-contract';
import { siListQueries } from '@/domain/documentation/si-list-queries';
import {
  parseSiSummarySearch,
  SI_DUE_FILTERS,
  siListQueryOf,
  siSummaryHref,
  type SiSummarySearch,
  type SiSummaryTab,
} from '@/domain/documentation/si-summary-url';
import { useCurrentUserId } from '@/domain/session/session-store';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { SiDashboard } from './si-summary-dashboard';
import { SiCard, SiTable } from './si-summary-list-parts';
import styles from './si-summary-page.module.css';

/**
 * The SI summary below its heading (a chunk of its own, loaded once the heading has painted: si-summary-page.tsx): the
 * tabs (APG tabs pattern, Radix; the tab lives in `?tab=`), the list with its filters, sort and paging in the URL, and
 * the dashboard.
 */
export function SiSummaryContent() {
  const { t } = useTranslation('si-summary');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = parseSiSummarySearch(searchParams);
  const tab: SiSummaryTab = search.tab ?? 'list';
  const userId = useCurrentUserId() ?? '';

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        void navigate(siSummaryHref({ ...search, tab: value === 'dashboard' ? 'dashboard' : 'list' }), {
          replace: true,
        });
      }}
    >
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="list">{t('tabs.list')}</TabsTrigger>
        <TabsTrigger value="dashboard">{t('tabs.dashboard')}</TabsTrigger>
      </TabsList>
      <TabsContent value="list">{userId ? <SiList userId={userId} search={search} /> : null}</TabsContent>
      <TabsContent value="dashboard">{userId ? <SiDashboard userId={userId} /> : null}</TabsContent>
    </Tabs>
  );
}

function Filters({ search }: { search: SiSummarySearch }) {
  const { t } = useTranslation(['si-summary', 'documentation']);
  const navigate = useNavigate();
  const [q, setQ] = useState(search.q ?? '');
  const go = (next: SiSummarySearch) => {
    void navigate(siSummaryHref({ ...next, tab: 'list', page: FIRST_PAGE }));
  };
  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        go({ ...search, q: q.trim() || undefined });
      }}
    >
      <NativeSelect
        label={t('filters.status')}
        value={search.status ?? ''}
        options={[
          { value: '', label: t('filters.any-status') },
          ...SI_SUMMARY_STATUSES.map((status) => ({
            value: status,
            label: t(`documentation:summaryStatus.${status}`),
          })),
        ]}
        onChange={(event) => {
          const value = event.target.value;
          go({ ...search, status: SI_SUMMARY_STATUSES.find((status) => status === value) });
        }}
      />
      <NativeSelect
        label={t('filters.due')}
        value={search.due ?? ''}
        options={[
          { value: '', label: t('filters.any-due') },
          ...SI_DUE_FILTERS.map((due) => ({ value: due, label: t(`due.${due}`) })),
        ]}
        onChange={(event) => {
          const value = event.target.value;
          go({ ...search, due: SI_DUE_FILTERS.find((due) => due === value) });
        }}
      />
      <NativeSelect
        label={t('filters.sort')}
        value={search.sort ?? 'dueDateTime'}
        options={[
          { value: 'dueDateTime', label: t('sort.due-asc') },
          { value: '-dueDateTime', label: t('sort.due-desc') },
          { value: 'carrierBookingReference', label: t('sort.booking-asc') },
          { value: '-carrierBookingReference', label: t('sort.booking-desc') },
        ]}
        onChange={(event) => {
          const value = event.target.value;
          const sort =
            value === '-dueDateTime' || value === 'carrierBookingReference' || value === '-carrierBookingReference'
              ? value
              : undefined;
          go({ ...search, sort });
        }}
      />
      <div className={styles.searchField}>
        <label htmlFor="si-summary-q">{t('filters.search')}</label>
        <div className={styles.searchRow}>
          <input
            id="si-summary-q"
            type="search"
            value={q}
            maxLength={20}
            autoComplete="off"
            onChange={(event) => {
              setQ(event.target.value);
            }}
          />
          <Button type="submit">{t('filters.apply')}</Button>
        </div>
      </div>
    </form>
  );
}

function SiList({ userId, search }: { userId: string; search: SiSummarySearch }) {
  const { t } = useTranslation(['si-summary', 'documentation']);
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const query = useQuery({ ...siListQueries.list(userId, siListQueryOf(search)), placeholderData: keepPreviousData });
  // A page of rows (each with its local due time and time left) renders in a transition, in slices that yield to input,
  // not in the query's synchronous update (Lighthouse TBT).
  const data = useDeferredValue(query.data);
  const page = search.page ?? FIRST_PAGE;
  const pageSize = search.pageSize ?? DEFAULT_PAGE_SIZE;
  const filtered = Boolean(search.status ?? search.due ?? search.q);
  // "Due in 5 h" and "Overdue" are read against the time the list was loaded.
  const now = useDeferredValue(query.dataUpdatedAt);

  return (
    <div className={styles.list}>
      <Filters key={search.q ?? ''} search={search} />
      {query.isError ? (
        <QueryErrorFallback message={t('list.load-error')} query={query} />
      ) : !data ? (
        <Spinner label={t('list.loading')} />
      ) : (
        <>
          <p role="status" className={styles.count}>
            {t('list.count', { count: data.total })}
            {filtered ? (
              <>
                {' '}
                <Link to={siSummaryHref({ tab: 'list' })}>{t('list.clear')}</Link>
              </>
            ) : null}
          </p>
          {data.items.length === 0 ? (
            <p className={styles.empty}>{t('list.empty')}</p>
          ) : phone ? (
            <ul className={styles.cards}>
              {data.items.map((item) => (
                <li key={item.carrierBookingReference} className={styles.card}>
                  <SiCard item={item} now={now} />
                </li>
              ))}
            </ul>
          ) : (
            <SiTable items={data.items} now={now} />
          )}
          <Pagination
            label={t('list.pages')}
            page={page}
            pageSize={pageSize}
            totalItems={data.total}
            onPageChange={(next) => {
              void navigate(siSummaryHref({ ...search, tab: 'list', page: next }));
            }}
            onPageSizeChange={(size) => {
              void navigate(siSummaryHref({ ...search, tab: 'list', page: FIRST_PAGE, pageSize: size }));
            }}
          />
        </>
      )}
    </div>
  );
}
