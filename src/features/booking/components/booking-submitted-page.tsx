import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-contract';
import { bookingQueries } from '@/domain/booking/booking-queries';
import { BookingStatusBadge } from '@/domain/booking/components/booking-status-badge';
import { CutOffList } from '@/domain/booking/components/cut-off-list';
import { formatEquipments } from '@/domain/booking/components/format-equipments';
import { TransportPlan } from '@/domain/booking/components/transport-plan';
import { useSession } from '@/domain/session/session-store';
import { formatOffsetDateTime } from '@/features/booking/utils/local-time';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './booking-submitted-page.module.css';

/**
 * /booking/booking-request/submitted/:bookingReference (issue 14 section 2): the request reference and its status,
 * live: the detail query polls while the carrier processes (RECEIVED, UPDATE_RECEIVED; domain/booking/booking-queries)
 * and stops after, so CONFIRMED with the booking number and cut-offs appears without a reload; REJECTED and
 * PENDING_UPDATE show the carrier's feedback and a link to the booking's detail. A printable summary (Print button,
 * print CSS without header, menu and footer) and a link to the shipments overview.
 */
export function BookingSubmittedPage() {
  const { t } = useTranslation(['booking', 'booking-domain']);
  useDocumentTitle(t('submitted.title'));
  const { bookingReference = '' } = useParams();
  const location = useLocation();
  const userId = useSession((state) => (state.status === 'loggedIn' ? (state.user?.userId ?? null) : null));
  const query = useQuery({ ...bookingQueries.detail(userId ?? '', bookingReference), enabled: userId !== null });

  if (userId === null) return <Navigate to={paths.login.href(location.pathname)} replace />;

  return (
    <section aria-labelledby="submitted-title" className={styles.page}>
      <h1 id="submitted-title">{t('submitted.title')}</h1>
      {query.isError ? (
        <QueryErrorFallback
          message={t('submitted.load-error')}
          retrying={query.isFetching}
          onRetry={() => {
            void query.refetch();
          }}
        />
      ) : query.data ? (
        <BookingSummary booking={query.data} />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}

function BookingSummary({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['booking', 'booking-domain', 'common']);
  const status = booking.bookingStatus;
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const pol = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POL');
  const pod = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POD');
  const mainLeg = booking.transportPlan?.find((leg) => leg.transportPlanStage === 'MNC');
  const needsAction = status === 'REJECTED' || status === 'PENDING_UPDATE';
  const feedbacks = booking.feedbacks ?? [];
  const processing = status === 'RECEIVED' || status === 'UPDATE_RECEIVED';

  return (
    <div className={styles.summary}>
      <div className={styles.statusBox}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('submitted.request-reference')}</dt>
            <dd>{booking.carrierBookingRequestReference}</dd>
          </div>
        </dl>
        {/* A live region: the status and the booking number are announced when the carrier answers. */}
        <div role="status" aria-live="polite">
          <dl className={styles.facts}>
            <div>
              <dt>{t('submitted.status')}</dt>
              <dd>
                <BookingStatusBadge
                  bookingStatus={status}
                  amendedBookingStatus={booking.amendedBookingStatus}
                  bookingCancellationStatus={booking.bookingCancellationStatus}
                />
              </dd>
            </div>
            {booking.carrierBookingReference ? (
              <div>
                <dt>{t('submitted.booking-number')}</dt>
                <dd className={styles.bookingNumber}>{booking.carrierBookingReference}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        {processing ? <p className={styles.hint}>{t('submitted.processing')}</p> : null}
        {status === 'CONFIRMED' ? <p>{t('submitted.confirmed')}</p> : null}
        {needsAction ? (
          <div className={styles.feedback}>
            <p>{status === 'REJECTED' ? t('submitted.rejected') : t('submitted.pending-update')}</p>
            {feedbacks.length > 0 ? (
              <ul aria-label={t('submitted.feedback')}>
                {feedbacks.map((feedback, index) => (
                  <li key={index}>{feedback.message}</li>
                ))}
              </ul>
            ) : null}
            <Link className="button button-primary no-print" to={paths.shipmentDetail.href(reference)}>
              {status === 'PENDING_UPDATE' ? t('submitted.answer-update') : t('submitted.open-detail')}
            </Link>
          </div>
        ) : null}
      </div>

      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button
          type="button"
          className="button"
          onClick={() => {
            window.print();
          }}
        >
          {t('submitted.print')}
        </button>
        <Link className="button" to={paths.shipments.href()}>
          {t('submitted.shipments')}
        </Link>
        {needsAction ? null : (
          <Link className="button button-ghost" to={paths.shipmentDetail.href(reference)}>
            {t('submitted.open-detail')}
          </Link>
        )}
      </div>

      {booking.shipmentCutOffTimes && booking.shipmentCutOffTimes.length > 0 ? (
        <section aria-labelledby="cut-offs-heading" className={styles.block}>
          <h2 id="cut-offs-heading">{t('booking-domain:cut-off.title')}</h2>
          <CutOffList cutOffs={booking.shipmentCutOffTimes} />
        </section>
      ) : null}

      <section aria-labelledby="summary-heading" className={styles.block}>
        <h2 id="summary-heading">{t('submitted.summary')}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('submitted.route')}</dt>
            <dd>
              {pol?.location.locationName ?? pol?.location.UNLocationCode} ({pol?.location.UNLocationCode}) →{' '}
              {pod?.location.locationName ?? pod?.location.UNLocationCode} ({pod?.location.UNLocationCode})
            </dd>
          </div>
          <div>
            <dt>{t('submitted.terms')}</dt>
            <dd>
              {t(`booking-domain:receipt-delivery-type.${booking.receiptTypeAtOrigin}`)} /{' '}
              {t(`booking-domain:receipt-delivery-type.${booking.deliveryTypeAtDestination}`)}
            </dd>
          </div>
          <div>
            <dt>{t('submitted.sailing')}</dt>
            <dd>
              {booking.vessel
                ? `${booking.vessel.name} ${booking.carrierExportVoyageNumber ?? ''}`.trim()
                : t('sailing.no-preference')}
              {mainLeg ? ` · ${t('sailing.etd')} ${formatOffsetDateTime(mainLeg.plannedDepartureDateTime)}` : ''}
            </dd>
          </div>
          <div>
            <dt>{t('submitted.equipment')}</dt>
            <dd>{formatEquipments(t, booking.confirmedEquipments ?? booking.requestedEquipments)}</dd>
          </div>
          <div>
            <dt>{t('submitted.commodity')}</dt>
            <dd>
              {booking.requestedEquipments
                .flatMap((equipment) => equipment.commodities.map((commodity) => commodity.commodityType))
                .join(', ')}
            </dd>
          </div>
          <div>
            <dt>{t('submitted.contract')}</dt>
            <dd>
              {[booking.serviceContractReference, booking.contractQuotationReference].filter(Boolean).join(' / ')} ·{' '}
              {t(`booking-domain:freight-payment-term.${booking.freightPaymentTermCode}`)}
            </dd>
          </div>
          <div>
            <dt>{t('submitted.channel')}</dt>
            <dd>
              {/* A booking on an instant quote (issue 15) names its quote with the channel. */}
              {booking.bookingChannelReference === 'AOQ' && booking.contractQuotationReference
                ? t('booking-domain:booking-channel-with-quote', {
                    channel: t('booking-domain:booking-channel.AOQ'),
                    reference: booking.contractQuotationReference,
                  })
                : t(`booking-domain:booking-channel.${booking.bookingChannelReference}`)}
            </dd>
          </div>
          <div>
            <dt>{t('parties.shipper')}</dt>
            <dd>{booking.documentParties.shipper?.partyName ?? booking.documentParties.bookingAgent.partyName}</dd>
          </div>
          {booking.documentParties.consignee ? (
            <div>
              <dt>{t('parties.consignee')}</dt>
              <dd>{booking.documentParties.consignee.partyName}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('submitted.submitted-at')}</dt>
            <dd>{formatOffsetDateTime(booking.createdDateTime)}</dd>
          </div>
        </dl>
      </section>

      {booking.transportPlan && booking.transportPlan.length > 0 ? (
        <div className={styles.block}>
          {/* The table's caption is its title ("Transport plan"). */}
          <TransportPlan legs={booking.transportPlan} />
        </div>
      ) : null}
    </div>
  );
}
