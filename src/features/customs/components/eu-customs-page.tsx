import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import type { Ics2BookingSummary } from '@/domain/customs/customs-contract';
import { customsQueries } from '@/domain/customs/customs-queries';
import { useCurrentUserId } from '@/domain/session/session-store';
import { referenceParam } from '@/domain/shipment/shipment-reference';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import styles from './eu-customs-page.module.css';
import { FilingStatus } from './filing-status';
import { Ics2Form } from './ics2-form';

const PAGE_SIZE = 10;

/**
 * /booking/eu-customs-information: what ICS2 needs in plain words, the user's EU-bound bookings
 * with their readiness and filing status, and with `?booking=<ref>` the form that completes one booking's data.
 */
export function EuCustomsPage() {
  const { t } = useTranslation('customs');
  const [searchParams] = useSearchParams();
  // Trimmed and upper-cased as people paste it; checked against the carrier's formats by the form.
  const bookingReference = searchParams.has('booking') ? referenceParam(searchParams, 'booking') : null;
  const userId = useCurrentUserId();
  useDocumentTitle(t('title'));

  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;

  return (
    <section aria-labelledby="customs-title" className={styles.page}>
      <h1 id="customs-title">{t('title')}</h1>
      <Explainer />
      {bookingReference ? (
        <Ics2Form key={bookingReference} userId={userId} bookingReference={bookingReference} />
      ) : (
        <BookingList userId={userId} />
      )}
    </section>
  );
}

/** What ICS2 needs and who files, in plain words; open on desktop, collapsed on a phone. */
function Explainer() {
  const { t } = useTranslation('customs');
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  return (
    <details className={styles.explainer} open={!phone} key={phone ? 'phone' : 'desktop'}>
      <summary>{t('explainer.summary')}</summary>
      <p>{t('explainer.intro')}</p>
      <ul>
        <li>{t('explainer.eori')}</li>
        <li>{t('explainer.hs')}</li>
        <li>{t('explainer.description')}</li>
        <li>{t('explainer.parties')}</li>
        <li>{t('explainer.filer')}</li>
      </ul>
      <p>{t('explainer.when')}</p>
    </details>
  );
}

function BookingList({ userId }: { userId: string }) {
  const { t } = useTranslation('customs');
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...customsQueries.list(userId, { page, pageSize: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });

  if (query.isError) {
    return <QueryErrorFallback message={t('list.load-error')} query={query} />;
  }
  if (!query.data) return <Spinner label={t('loading')} />;
  const { bookings, hasMore } = query.data;
  if (bookings.length === 0 && page === 1) {
    return (
      <div className={styles.empty}>
        <h2>{t('list.empty-title')}</h2>
        <p>{t('list.empty-text')}</p>
        <Link to={paths.shipments.href()}>{t('list.empty-link')}</Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="customs-list-title">
      <h2 id="customs-list-title">{t('list.title')}</h2>
      <ul className={styles.list}>
        {bookings.map((booking) => (
          <BookingRow key={booking.carrierBookingRequestReference} booking={booking} />
        ))}
      </ul>
      <nav aria-label={t('list.pages')} className={styles.pager}>
        <Button
          disabled={page === 1}
          onClick={() => {
            setPage(page - 1);
          }}
        >
          {t('list.previous')}
        </Button>
        <span>{t('list.page', { page })}</span>
        <Button
          disabled={!hasMore}
          onClick={() => {
            setPage(page + 1);
          }}
        >
          {t('list.next')}
        </Button>
      </nav>
    </section>
  );
}

function BookingRow({ booking }: { booking: Ics2BookingSummary }) {
  const { t } = useTranslation('customs');
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const missing = booking.readiness.missing.length;
  return (
    <li className={styles.row}>
      <h3 className={styles.rowTitle}>
        <Link to={paths.euCustomsInformation.href(reference)}>{t('list.booking', { reference })}</Link>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('list.route')}</dt>
          <dd>
            {booking.pol.locationName || booking.pol.UNLocationCode} ({booking.pol.UNLocationCode}) →{' '}
            {booking.pod.locationName || booking.pod.UNLocationCode} ({booking.pod.UNLocationCode})
          </dd>
        </div>
        <div>
          <dt>{t('list.vessel')}</dt>
          <dd>
            {booking.vesselName
              ? `${booking.vesselName} ${booking.carrierExportVoyageNumber ?? ''}`.trim()
              : t('list.not-planned')}
          </dd>
        </div>
        <div>
          <dt>{t('list.etd')}</dt>
          <dd>{booking.departureDateTime ? formatLocalDateTime(booking.departureDateTime) : t('list.not-planned')}</dd>
        </div>
        <div>
          <dt>{t('list.ics2-ports')}</dt>
          <dd>{booking.ics2Ports.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('list.readiness')}</dt>
          <dd className={missing === 0 ? styles.ready : styles.missing}>
            {missing === 0 ? t('readiness.ready') : t('readiness.missing', { count: missing })}
          </dd>
        </div>
      </dl>
      <FilingStatus filing={booking.filing} />
    </li>
  );
}
