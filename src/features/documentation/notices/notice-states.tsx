import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { paths } from '@/config/paths';
import { siQueries } from '@/domain/documentation/si-queries';

import styles from './notice-document.module.css';
import { NoticePage } from './notice-parts';

/**
 * A notice's page whose heading and tab title name the reference only once the server has answered for it
 * (docs/requirements.md §2); until then both are the notice's title.
 */
export function ReferenceNoticePage({
  kind,
  known,
  reference,
  children,
}: {
  kind: 'arrival' | 'surrender' | 'delay';
  known: boolean;
  reference: { blNumber: string } | { bookingNumber: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('print-notices');
  const title = t(`${kind}.title`);
  return (
    <NoticePage
      heading={known ? t(`${kind}.heading`, reference) : title}
      title={known ? t(`${kind}.page-title`, reference) : title}
    >
      {children}
    </NoticePage>
  );
}

/** A query a notice waits for, as far as retrying it goes. */
interface RetriedQuery {
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** "Could not load" with a retry that asks again for `queries` (only those the page is allowed to ask for). */
export function NoticeLoadError({ queries }: { queries: RetriedQuery[] }) {
  const { t } = useTranslation('print-notices');
  return (
    <QueryErrorFallback
      message={t('load-error')}
      retrying={queries.some((query) => query.isFetching)}
      onRetry={() => {
        for (const query of queries) void query.refetch();
      }}
    />
  );
}

/** The B/L has no such notice (yet): says so and links the booking's SI. */
export function NoNotice({ message, bookingNumber }: { message: string; bookingNumber: string }) {
  const { t } = useTranslation('print-notices');
  return (
    <div className={styles.empty}>
      <p>{message}</p>
      <Link to={paths.siDetails.href(bookingNumber)}>{t('to-si', { bookingNumber })}</Link>
    </div>
  );
}

/**
 * The SI list's row of `bookingNumber` among the user's: whether the booking is the user's (the notices answer an empty
 * list or a 404 for another's), and its B/L number.
 */
export function useSiListRow(userId: string, bookingNumber: string) {
  const rowQuery = useQuery(siQueries.list(userId, { carrierBookingReferences: bookingNumber }));
  const row = rowQuery.data?.items.find((item) => item.carrierBookingReference === bookingNumber);
  return { rowQuery, row };
}
