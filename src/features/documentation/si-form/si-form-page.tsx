import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { bookingQueries } from '@/domain/booking/booking-queries';
import { useCurrentUserId } from '@/domain/session/session-store';
import { ShipmentNotFound } from '@/domain/shipment/components/shipment-not-found';
import { isBookingNumber, referenceParam } from '@/domain/shipment/shipment-reference';
import { useDocumentTitle } from '@/lib/use-document-title';

import { SiFormLoader } from './si-form-loader';
import styles from './si-form-page.module.css';
import { SiOpenBookings } from './si-open-bookings';

/**
 * /documentation/si-submission-amendment?bookingNo= (docs/requirements.md, shipping instructions): the SI of a
 * confirmed booking, prefilled from the booking (a new SI) or from the SI sent (an amendment, which shows what changed
 * before it is sent). Without a booking number: the user's bookings whose SI is still to send. Drafts survive a
 * reload; leaving with unsent changes asks first; a submit is sent once. Login required (router).
 */
export function SiFormPage() {
  const { t } = useTranslation('si-form');
  const [searchParams] = useSearchParams();
  const bookingNumber = referenceParam(searchParams, 'bookingNo');
  const userId = useCurrentUserId() ?? '';
  // A heading names the booking only once the server has answered for it (docs/requirements.md §2); a number that is
  // not of the carrier's format is nobody's, and is not asked for.
  const wellFormed = isBookingNumber(bookingNumber);
  const booking = useQuery({ ...bookingQueries.detail(userId, bookingNumber), enabled: wellFormed && userId !== '' });
  const named = booking.data?.carrierBookingReference === bookingNumber;
  useDocumentTitle(named ? t('page-title', { bookingNumber }) : t('title'));
  return (
    <section aria-labelledby="si-form-title" className={styles.page}>
      <h1 id="si-form-title">{named ? t('heading', { bookingNumber }) : t('title')}</h1>
      {!userId ? null : bookingNumber && !wellFormed ? (
        <ShipmentNotFound />
      ) : bookingNumber ? (
        <SiFormLoader userId={userId} bookingNumber={bookingNumber} />
      ) : (
        <SiOpenBookings userId={userId} />
      )}
    </section>
  );
}
