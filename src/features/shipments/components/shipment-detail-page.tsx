import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Booking, Party } from '@/domain/booking/booking-contract';
import { bookingQueries, isBookingProcessing } from '@/domain/booking/booking-queries';
import { bookingRequestHref } from '@/domain/booking/booking-request-url';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { BookingStatusBadge } from '@/domain/booking/components/booking-status-badge';
import { CutOffList } from '@/domain/booking/components/cut-off-list';
import { TransportPlan } from '@/domain/booking/components/transport-plan';
import { SaveTemplateButton } from '@/domain/booking-template/save-template-dialog';
import { suggestedTemplateName, templateFieldsFromBooking } from '@/domain/booking-template/template-contract';
import { EuCustomsLink } from '@/domain/customs/components/eu-customs-link';
import { SiBookingLink } from '@/domain/documentation/components/si-booking-link';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import { useSession } from '@/domain/session/session-store';
import { cargoTrackingHref } from '@/domain/tracking/tracking-url';
import { ApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';

import { awaitsUpdate, canAmend, canCancel, canCancelAmendment } from '../utils/booking-actions';
import { AmendBookingDialog } from './amend-booking-dialog';
import { BookingCargo } from './booking-cargo';
import { CancelBookingDialog } from './cancel-booking-dialog';
import styles from './shipment-detail-page.module.css';

/**
 * /manage-shipment/shipments/:bookingReference (issue 14 section 4): one booking with its status history, the
 * carrier's feedback, transport plan, cut-offs, equipment and cargo, parties and references, and the actions its
 * status allows (amend, cancel with a reason, copy as a new request). The query polls while the carrier processes a
 * step (booking-queries), so RECEIVED and AMENDMENT_RECEIVED turn CONFIRMED without a reload.
 */
export function ShipmentDetailPage() {
  const { t } = useTranslation(['shipments', 'booking-domain']);
  const { bookingReference = '' } = useParams();
  const userId = useSession((state) => (state.status === 'loggedIn' ? (state.user?.userId ?? null) : null));
  const query = useQuery({ ...bookingQueries.detail(userId ?? '', bookingReference), enabled: userId !== null });
  useDocumentTitle(t('shipments:detail.title', { reference: bookingReference }));

  if (userId === null) {
    return <Navigate to={paths.login.href(paths.shipmentDetail.href(bookingReference))} replace />;
  }

  return (
    <section aria-labelledby="booking-title" className={styles.page}>
      <p className={styles.back}>
        <Link to={paths.shipments.href()}>{t('shipments:detail.back')}</Link>
      </p>
      {query.data ? (
        <BookingDetail booking={query.data} userId={userId} />
      ) : query.isError ? (
        <>
          <h1 id="booking-title">{t('shipments:detail.title', { reference: bookingReference })}</h1>
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <p>{t('shipments:detail.not-found')}</p>
          ) : (
            <QueryErrorFallback
              message={t('shipments:detail.load-error')}
              retrying={query.isFetching}
              onRetry={() => {
                void query.refetch();
              }}
            />
          )}
        </>
      ) : (
        <>
          <h1 id="booking-title">{t('shipments:detail.title', { reference: bookingReference })}</h1>
          <Spinner label={t('shipments:loading')} />
        </>
      )}
    </section>
  );
}

function BookingDetail({ booking, userId }: { booking: Booking; userId: string }) {
  const { t } = useTranslation(['shipments', 'booking-domain']);
  const [dialog, setDialog] = useState<'amend' | 'cancel' | 'cancel-amendment' | null>(null);
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const pol = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POL');
  const pod = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POD');
  const processing = isBookingProcessing(booking);
  const feedbacks = booking.feedbacks ?? [];
  // Only a booking number is tracked (the mock has events once the booking is confirmed); the flag hides the entry.
  const trackingOn = useFeatureFlag('tracking');
  const trackedNumber = trackingOn ? booking.carrierBookingReference : undefined;

  return (
    <>
      <header className={styles.header}>
        <h1 id="booking-title">{t('shipments:detail.title', { reference })}</h1>
        <div className={styles.statusLine} role="status">
          <span className="visually-hidden">{t('shipments:detail.status')}</span>
          <BookingStatusBadge
            bookingStatus={booking.bookingStatus}
            amendedBookingStatus={booking.amendedBookingStatus}
            bookingCancellationStatus={booking.bookingCancellationStatus}
          />
          {processing ? <span className={styles.muted}>{t('shipments:detail.processing')}</span> : null}
        </div>
        {pol && pod ? (
          <p className={styles.route}>
            {t('shipments:row.route', {
              pol: pol.location.locationName ?? pol.location.UNLocationCode,
              pod: pod.location.locationName ?? pod.location.UNLocationCode,
            })}
          </p>
        ) : null}
        <EuCustomsLink booking={booking} />
        <SiBookingLink booking={booking} />
      </header>

      {feedbacks.length > 0 ? (
        <section
          aria-labelledby="feedback-title"
          className={
            awaitsUpdate(booking) || booking.bookingStatus === 'REJECTED' ? styles.feedbackUrgent : styles.feedback
          }
        >
          <h2 id="feedback-title">
            {awaitsUpdate(booking)
              ? t('shipments:detail.feedback-update')
              : booking.bookingStatus === 'REJECTED'
                ? t('shipments:detail.feedback-rejected')
                : t('shipments:detail.feedback')}
          </h2>
          <ul>
            {feedbacks.map((feedback, index) => (
              <li key={index}>{feedback.message}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={styles.actions} role="group" aria-label={t('shipments:detail.actions')}>
        {canAmend(booking) ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setDialog('amend');
            }}
          >
            {awaitsUpdate(booking) ? t('shipments:detail.answer-update') : t('shipments:detail.amend')}
          </button>
        ) : null}
        {canCancelAmendment(booking) ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setDialog('cancel-amendment');
            }}
          >
            {t('shipments:detail.cancel-amendment')}
          </button>
        ) : null}
        {canCancel(booking) ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setDialog('cancel');
            }}
          >
            {t('shipments:detail.cancel')}
          </button>
        ) : null}
        <Link className="button" to={bookingRequestHref({ copyFrom: reference })}>
          {t('shipments:detail.copy')}
        </Link>
        <SaveTemplateButton
          userId={userId}
          source={() => ({ bookingReference: reference })}
          suggestedName={suggestedTemplateName(templateFieldsFromBooking(booking))}
        />
        {trackedNumber ? (
          <Link className="button" to={cargoTrackingHref({ kind: 'K', numbers: [trackedNumber] })}>
            {t('shipments:detail.track')}
          </Link>
        ) : null}
      </div>

      <AmendBookingDialog
        booking={booking}
        userId={userId}
        open={dialog === 'amend'}
        onOpenChange={(open) => {
          setDialog(open ? 'amend' : null);
        }}
      />
      <CancelBookingDialog
        booking={booking}
        userId={userId}
        target={dialog === 'cancel-amendment' ? 'amendment' : 'booking'}
        open={dialog === 'cancel' || dialog === 'cancel-amendment'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      />

      <div className={styles.grid}>
        <section aria-labelledby="references-title" className={styles.card}>
          <h2 id="references-title">{t('shipments:detail.references')}</h2>
          <dl className={styles.facts}>
            <dt>{t('shipments:detail.booking-number')}</dt>
            <dd>{booking.carrierBookingReference ?? t('shipments:detail.not-yet')}</dd>
            <dt>{t('shipments:detail.request-reference')}</dt>
            <dd>{booking.carrierBookingRequestReference}</dd>
            {booking.serviceContractReference ? (
              <>
                <dt>{t('shipments:detail.contract')}</dt>
                <dd>{booking.serviceContractReference}</dd>
              </>
            ) : null}
            {booking.contractQuotationReference ? (
              <>
                <dt>{t('shipments:detail.quotation')}</dt>
                <dd>{booking.contractQuotationReference}</dd>
              </>
            ) : null}
            <dt>{t('shipments:detail.channel')}</dt>
            <dd>
              {/* A booking on an instant quote (issue 15) names its quote with the channel. */}
              {booking.bookingChannelReference === 'AOQ' && booking.contractQuotationReference
                ? t('booking-domain:booking-channel-with-quote', {
                    channel: t('booking-domain:booking-channel.AOQ'),
                    reference: booking.contractQuotationReference,
                  })
                : t(`booking-domain:booking-channel.${booking.bookingChannelReference}`)}
            </dd>
            {(booking.references ?? []).map((item, index) => (
              <div key={index} className={styles.factRow}>
                <dt>{t(`shipments:detail.reference-type.${item.type}`)}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
            <dt>{t('shipments:detail.terms')}</dt>
            <dd>
              {t(`booking-domain:receipt-delivery-type.${booking.receiptTypeAtOrigin}`)} /{' '}
              {t(`booking-domain:receipt-delivery-type.${booking.deliveryTypeAtDestination}`)}
            </dd>
            <dt>{t('shipments:detail.payment')}</dt>
            <dd>{t(`booking-domain:freight-payment-term.${booking.freightPaymentTermCode}`)}</dd>
            <dt>{t('shipments:detail.created')}</dt>
            <dd>{formatLocalDateTime(booking.createdDateTime)}</dd>
          </dl>
        </section>

        <section aria-labelledby="history-title" className={styles.card}>
          <h2 id="history-title">{t('shipments:detail.history')}</h2>
          <ol className={styles.history}>
            {booking.statusHistory.map((entry, index) => (
              <li key={index}>
                <BookingStatusBadge
                  bookingStatus={entry.bookingStatus}
                  amendedBookingStatus={entry.amendedBookingStatus}
                />{' '}
                <time dateTime={entry.dateTime}>{formatLocalDateTime(entry.dateTime)}</time>
                {entry.reason ? <p className={styles.muted}>{entry.reason}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="plan-title" className={styles.card}>
        <h2 id="plan-title">{t('shipments:detail.plan')}</h2>
        {booking.transportPlan?.length ? (
          <TransportPlan legs={booking.transportPlan} />
        ) : (
          <p>{t('shipments:detail.plan-pending')}</p>
        )}
        <h3>{t('booking-domain:cut-off.title')}</h3>
        {booking.shipmentCutOffTimes?.length ? (
          <CutOffList cutOffs={booking.shipmentCutOffTimes} />
        ) : (
          <p>{t('shipments:detail.cut-offs-pending')}</p>
        )}
      </section>

      <section aria-labelledby="cargo-title" className={styles.card}>
        <h2 id="cargo-title">{t('shipments:detail.cargo')}</h2>
        <BookingCargo booking={booking} />
        {booking.confirmedEquipments?.length ? (
          <p>
            {t('shipments:detail.confirmed-equipments', {
              count: booking.confirmedEquipments.reduce((sum, line) => sum + line.units, 0),
            })}
          </p>
        ) : null}
        {booking.remarks ? (
          <>
            <h3>{t('shipments:detail.remarks')}</h3>
            <p className={styles.remarks}>{booking.remarks}</p>
          </>
        ) : null}
      </section>

      <section aria-labelledby="parties-title" className={styles.card}>
        <h2 id="parties-title">{t('shipments:detail.parties')}</h2>
        <dl className={styles.parties}>
          <PartyFact label={t('shipments:detail.booking-agent')} party={booking.documentParties.bookingAgent} />
          <PartyFact label={t('shipments:detail.shipper')} party={booking.documentParties.shipper} />
          <PartyFact label={t('shipments:detail.consignee')} party={booking.documentParties.consignee} />
          {(booking.documentParties.other ?? []).map((other, index) => (
            <PartyFact key={index} label={t('shipments:detail.notify-party')} party={other.party} />
          ))}
        </dl>
      </section>
    </>
  );
}

function PartyFact({ label, party }: { label: string; party: Party | undefined }) {
  if (!party) return null;
  const contact = party.partyContactDetails?.[0];
  return (
    <div className={styles.factRow}>
      <dt>{label}</dt>
      <dd>
        {party.partyName}
        {party.address ? (
          <span className={styles.muted}>
            {' '}
            · {[party.address.street, party.address.city, party.address.countryCode].filter(Boolean).join(', ')}
          </span>
        ) : null}
        {contact ? (
          <span className={styles.muted}>
            {' '}
            · {[contact.name, contact.email, contact.phone].filter(Boolean).join(', ')}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
