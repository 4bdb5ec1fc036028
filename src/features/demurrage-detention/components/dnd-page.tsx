import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Pagination } from '@/components/ui/pagination';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { RadioGroup } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  DEFAULT_DND_SORT,
  DND_ATTENTION_DAYS,
  DND_SORT_KEYS,
  type DndSort,
} from '@/domain/demurrage-detention/dnd-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { readListSort } from '@/lib/list-sort';
import { useDocumentTitle } from '@/lib/use-document-title';

import { dndQueries } from '../api/demurrage-detention-queries';
import { ContainerClocks } from './container-clocks';
import { ContainerList } from './container-list';
import styles from './dnd.module.css';

const CONTAINER = /^[A-Z]{4}\d{7}$/;
const BOOKING = /^[A-Z0-9]{4,35}$/;
const PAGE_SIZES = [10, 20, 50] as const;

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * /manage-shipment/demurrage-detention (login; docs/areas/demurrage-detention.md): the user's containers with their
 * D&D clocks, paged and sorted by the server (`?sort=`, most days over first by default), "needing attention" (past or
 * within {@link DND_ATTENTION_DAYS} days of their free time) or all; `?container=` shows one container's clocks with the
 * "if returned on" forecast, `?booking=` the containers of one booking.
 */
export function DndPage() {
  const { t } = useTranslation('demurrage-detention');
  useDocumentTitle(t('page.title'));
  const userId = useCurrentUserId();
  // Read once per visit: the clocks are whole days, and a reload reads them again.
  const [nowMs] = useState(() => Date.now());
  const [params, setParams] = useSearchParams();
  const container = CONTAINER.test(params.get('container') ?? '') ? (params.get('container') ?? undefined) : undefined;
  const booking = BOOKING.test(params.get('booking') ?? '') ? (params.get('booking') ?? undefined) : undefined;
  const view = params.get('view') === 'all' || booking ? 'all' : 'attention';
  const page = positive(params.get('page'), 1);
  const pageSize = PAGE_SIZES.find((size) => size === positive(params.get('pageSize'), 20)) ?? 20;
  const sortRead = readListSort(params.get('sort') ?? DEFAULT_DND_SORT, DND_SORT_KEYS, DEFAULT_DND_SORT);
  const sort: DndSort = sortRead.descending ? `-${sortRead.key}` : sortRead.key;
  const list = useQuery({
    ...dndQueries.containers(userId ?? '', {
      attention: view === 'attention' ? 'true' : 'false',
      ...(booking ? { carrierBookingReference: booking } : {}),
      ...(sort === DEFAULT_DND_SORT ? {} : { sort }),
      page,
      pageSize,
    }),
    enabled: userId !== null && container === undefined,
  });
  if (userId === null) return null;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };

  return (
    <div className={styles.page}>
      <div>
        <h1>{t('page.title')}</h1>
        <p className={styles.lead}>{t('page.intro', { days: DND_ATTENTION_DAYS })}</p>
        <p className={styles.links}>
          {container ? <Link to={paths.demurrageDetention.href()}>{t('detail.back')}</Link> : null}
          <Link to={paths.demurrageDetentionTariff.href()}>{t('page.tariff-link')}</Link>
        </p>
      </div>
      {container ? (
        <ContainerClocks userId={userId} equipmentReference={container} nowMs={nowMs} />
      ) : (
        <>
          {booking ? (
            <p className={styles.note}>
              {t('page.booking-filter', { booking })}{' '}
              <Link to={paths.demurrageDetention.href()}>{t('page.clear-filter')}</Link>
            </p>
          ) : (
            <RadioGroup
              legend={t('page.show')}
              name="dnd-view"
              value={view}
              options={[
                { value: 'attention', label: t('page.attention', { days: DND_ATTENTION_DAYS }) },
                { value: 'all', label: t('page.all') },
              ]}
              onChange={(value) => {
                update({ view: value === 'all' ? 'all' : undefined, page: undefined });
              }}
            />
          )}
          {list.isError ? (
            <QueryErrorFallback query={list} />
          ) : !list.data ? (
            <Spinner label={t('page.loading')} />
          ) : list.data.totalCount === 0 ? (
            <p className={styles.empty}>{view === 'attention' ? t('page.none-attention') : t('page.none')}</p>
          ) : (
            <>
              <p role="status">{t('page.count', { count: list.data.totalCount })}</p>
              <ContainerList
                containers={list.data.containers}
                nowMs={nowMs}
                sort={sort}
                onSortChange={(next) => {
                  update({ sort: next === DEFAULT_DND_SORT ? undefined : next, page: undefined });
                }}
              />
              <Pagination
                label={t('page.pages')}
                page={page}
                pageSize={pageSize}
                totalItems={list.data.totalCount}
                pageSizes={PAGE_SIZES}
                onPageChange={(next) => {
                  update({ page: String(next) });
                }}
                onPageSizeChange={(size) => {
                  update({ pageSize: String(size), page: undefined });
                }}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
