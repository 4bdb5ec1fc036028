import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { customsQueries } from '@/domain/customs/customs-queries';
import { ShipmentNotFound } from '@/domain/shipment/components/shipment-not-found';
import { isBookingReference, isNotFoundAnswer } from '@/domain/shipment/shipment-reference';

import { Ics2Editor } from './ics2-editor';

/** The ICS2 form of one booking (`?booking=<ref>`): loads its data, then {@link Ics2Editor}. */
export function Ics2Form({ userId, bookingReference }: { userId: string; bookingReference: string }) {
  const { t } = useTranslation('customs');
  // A reference that is not of the carrier's formats is nobody's: not found, without asking (docs/requirements.md §2).
  const wellFormed = isBookingReference(bookingReference);
  const query = useQuery({ ...customsQueries.detail(userId, bookingReference), enabled: wellFormed });
  const back = (
    <p>
      <Link to={paths.euCustomsInformation.href()}>{t('form.back')}</Link>
    </p>
  );
  if (!wellFormed || (isNotFoundAnswer(query.error) && !query.data)) {
    return (
      <>
        {back}
        <ShipmentNotFound />
      </>
    );
  }
  if (query.isError && !query.data) {
    return (
      <>
        {back}
        <QueryErrorFallback message={t('form.load-error')} query={query} />
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
