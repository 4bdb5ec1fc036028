import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/config/limits';
import { paths } from '@/config/paths';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { formatTimeLeft } from '@/domain/booking/components/time-left';
import { SI_SUMMARY_STATUSES, type SiListItem, type SiSummaryStatus } from '@/domain/documentation/si-contract';
import { siQueries } from '@/domain/documentation/si-queries';
import {
  parseSiSummarySearch,
  SI_DUE_FILTERS,
  siListQueryOf,
  siSummaryHref,
  type SiSummarySearch,
  type SiSummaryTab,
} from '@/domain/documentation/si-summary-url';
import { useSession } from '@/domain/session/session-store';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import styles from './si-summary-page.module.css';

/**
 * /documentation/si-summary?tab=list|dashboard (issue 17 section 2): the user's confirmed bookings with where their SI
 * stands and when it is due (list: filters, sort and paging in the URL), or the counts per state and due time with a
 * bar chart whose tiles open the list filtered (dashboard). Tabs follow the APG tabs pattern (Radix). Login required.
 */
export function SiSummaryPage() {
  const { t } = useTranslation('si-summary');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = parseSiSummarySearch(searchParams);
  const tab: SiSummaryTab = search.tab ?? 'list';
  const userId = useSession((state) => (state.status === 'loggedIn' ? (state.user?.userId ?? '') : ''));
  useDocumentTitle(t('title'));

  return (
    <section aria-labelledby="si-summary-title" className={styles.page}>
      <h1 id="si-summary-title">{t('title')}</h1>
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
        <TabsContent value="dashboard">{userId ? <Dashboard userId={userId} /> : null}</TabsContent>
      </Tabs>
    </section>
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
          <button type="submit" className="button">
            {t('filters.apply')}
          </button>
        </div>
      </div>
    </form>
  );
}

function SiList({ userId, search }: { userId: string; search: SiSummarySearch }) {
  const { t } = useTranslation(['si-summary', 'documentation']);
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const query = useQuery({ ...siQueries.list(userId, siListQueryOf(search)), placeholderData: keepPreviousData });
  const page = search.page ?? FIRST_PAGE;
  const pageSize = search.pageSize ?? DEFAULT_PAGE_SIZE;
  const filtered = Boolean(search.status ?? search.due ?? search.q);
  // "Due in 5 h" and "Overdue" are read against the time the list was loaded.
  const now = query.dataUpdatedAt;

  return (
    <div className={styles.list}>
      <Filters key={search.q ?? ''} search={search} />
      {query.isError ? (
        <QueryErrorFallback
          message={t('list.load-error')}
          retrying={query.isFetching}
          onRetry={() => {
            void query.refetch();
          }}
        />
      ) : !query.data ? (
        <Spinner label={t('list.loading')} />
      ) : (
        <>
          <p role="status" className={styles.count}>
            {t('list.count', { count: query.data.total })}
            {filtered ? (
              <>
                {' '}
                <Link to={siSummaryHref({ tab: 'list' })}>{t('list.clear')}</Link>
              </>
            ) : null}
          </p>
          {query.data.items.length === 0 ? (
            <p className={styles.empty}>{t('list.empty')}</p>
          ) : phone ? (
            <ul className={styles.cards}>
              {query.data.items.map((item) => (
                <li key={item.carrierBookingReference} className={styles.card}>
                  <SiCard item={item} now={now} />
                </li>
              ))}
            </ul>
          ) : (
            <SiTable items={query.data.items} now={now} />
          )}
          <Pagination
            label={t('list.pages')}
            page={page}
            pageSize={pageSize}
            totalItems={query.data.total}
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

/** Where a row leads: the SI when one was sent, else the submission for the booking. */
function BookingLink({ item }: { item: SiListItem }) {
  const { t } = useTranslation('si-summary');
  return item.summaryStatus === 'NOT_SUBMITTED' ? (
    <Link to={paths.siSubmissionAmendment.href(item.carrierBookingReference)}>
      {t('list.submit-link', { reference: item.carrierBookingReference })}
    </Link>
  ) : (
    <Link to={paths.siDetails.href(item.carrierBookingReference)}>
      {t('list.si-link', { reference: item.carrierBookingReference })}
    </Link>
  );
}

function Due({ item, now }: { item: SiListItem; now: number }) {
  const { t } = useTranslation(['si-summary', 'documentation', 'booking-domain', 'ui']);
  const overdue = item.summaryStatus === 'NOT_SUBMITTED' && Date.parse(item.dueDateTime) <= now;
  return (
    <>
      {formatLocalDateTime(item.dueDateTime)}
      <br />
      {item.summaryStatus === 'NOT_SUBMITTED' ? (
        overdue ? (
          <strong className={styles.overdue}>{t('documentation:overdue')}</strong>
        ) : (
          <span>{formatTimeLeft(t, item.dueDateTime, new Date(now))}</span>
        )
      ) : item.isLate ? (
        <strong className={styles.overdue}>{t('documentation:late')}</strong>
      ) : null}
    </>
  );
}

function SiTable({ items, now }: { items: SiListItem[]; now: number }) {
  const { t } = useTranslation(['si-summary', 'documentation']);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('list.booking')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.bl')}</th>
            <th scope="col">{t('list.due')}</th>
            <th scope="col">{t('list.route')}</th>
            <th scope="col">{t('list.vessel')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.carrierBookingReference}>
              <td>
                <BookingLink item={item} />
              </td>
              <td>{t(`documentation:summaryStatus.${item.summaryStatus}`)}</td>
              <td>{item.transportDocumentStatus ? item.transportDocumentReference : '—'}</td>
              <td>
                <Due item={item} now={now} />
              </td>
              <td>
                {item.portOfLoading} → {item.portOfDischarge}
              </td>
              <td>
                {item.vesselName} {item.carrierExportVoyageNumber}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SiCard({ item, now }: { item: SiListItem; now: number }) {
  const { t } = useTranslation(['si-summary', 'documentation']);
  return (
    <>
      <h2 className={styles.cardTitle}>
        <BookingLink item={item} />
      </h2>
      <dl className={styles.cardFacts}>
        <div>
          <dt>{t('list.status')}</dt>
          <dd>{t(`documentation:summaryStatus.${item.summaryStatus}`)}</dd>
        </div>
        <div>
          <dt>{t('list.due')}</dt>
          <dd>
            <Due item={item} now={now} />
          </dd>
        </div>
        <div>
          <dt>{t('list.route')}</dt>
          <dd>
            {item.portOfLoading} → {item.portOfDischarge}
          </dd>
        </div>
        <div>
          <dt>{t('list.vessel')}</dt>
          <dd>
            {item.vesselName} {item.carrierExportVoyageNumber}
          </dd>
        </div>
        {item.transportDocumentStatus ? (
          <div>
            <dt>{t('list.bl')}</dt>
            <dd>{item.transportDocumentReference}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

function Dashboard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['si-summary', 'documentation']);
  const query = useQuery(siQueries.dashboard(userId));
  if (query.isError) {
    return (
      <QueryErrorFallback
        message={t('dashboard.load-error')}
        retrying={query.isFetching}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  if (!query.data) return <Spinner label={t('list.loading')} />;
  const { counts, dueWithin24h, dueWithin48h, overdue } = query.data;
  const largest = Math.max(1, ...SI_SUMMARY_STATUSES.map((status) => counts[status]));
  const number = (value: number) => formatNumber(value, i18n.language);
  const dueTiles = [
    { due: '24h' as const, count: dueWithin24h },
    { due: '48h' as const, count: dueWithin48h },
    { due: 'overdue' as const, count: overdue },
  ];
  return (
    <div className={styles.dashboard}>
      <section aria-labelledby="si-dashboard-due">
        <h2 id="si-dashboard-due">{t('dashboard.due-title')}</h2>
        <ul className={styles.tiles}>
          {dueTiles.map(({ due, count }) => (
            <li key={due}>
              <Link
                className={due === 'overdue' && count > 0 ? `${styles.tile} ${styles.tileAlert}` : styles.tile}
                to={siSummaryHref({ tab: 'list', due, status: 'NOT_SUBMITTED' })}
              >
                <span className={styles.tileCount}>{number(count)}</span> <span>{t(`due.${due}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="si-dashboard-status">
        <h2 id="si-dashboard-status">{t('dashboard.status-title')}</h2>
        <ul className={styles.tiles}>
          {SI_SUMMARY_STATUSES.map((status: SiSummaryStatus) => (
            <li key={status}>
              <Link className={styles.tile} to={siSummaryHref({ tab: 'list', status })}>
                <span className={styles.tileCount}>{number(counts[status])}</span>{' '}
                <span>{t(`documentation:summaryStatus.${status}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <figure className={styles.chart}>
          <figcaption>{t('dashboard.chart')}</figcaption>
          <ul>
            {SI_SUMMARY_STATUSES.map((status) => (
              <li key={status} className={styles.bar}>
                <span className={styles.barLabel}>{t(`documentation:summaryStatus.${status}`)}</span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span
                    className={styles.barFill}
                    style={{ width: `${String(Math.round((counts[status] / largest) * 100))}%` }}
                  />
                </span>
                <span className={styles.barValue}>{number(counts[status])}</span>
              </li>
            ))}
          </ul>
        </figure>
      </section>
    </div>
  );
}
