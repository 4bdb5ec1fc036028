import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { customsQueries } from '@/domain/customs/customs-queries';
import { ApiError } from '@/lib/api-error';

import { Ics2Editor } from './ics2-editor';

/** The ICS2 form of one booking (`?booking=<ref>`): loads its data, then {@link Ics2Editor}. */
export function Ics2Form({ userId, bookingReference }: { userId: string; bookingReference: string }) {
  const { t } = useTranslation('customs');
  const query = useQuery(customsQueries.detail(userId, bookingReference));
  const back = (
    <p>
      <Link to={paths.euCustomsInformation.href()}>{t('form.back')}</Link>
    </p>
  );
  if (query.isError && !query.data) {
    return (
      <>
        {back}
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <p>{t('form.not-found', { reference: bookingReference })}</p>
        ) : (
          <QueryErrorFallback
            message={t('form.load-error')}
            retrying={query.isFetching}
            onRetry={() => {
              void query.refetch();
            }}
          />
        )}
      </>
    );
  }
  if (!query.data) return <Spinner label={t('loading')} />;
  return (
    <>
      {back}
      <Ics2Editor userId={userId} bookingReference={bookingReference} detail={query.data} />
    </>
  );
}
