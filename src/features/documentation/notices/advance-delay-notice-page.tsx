import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { PrintDocument } from '@/components/ui/print-document';
import { PrintDocumentBox, PrintDocumentBoxes, PrintDocumentHeader } from '@/components/ui/print-document-parts';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import { bookingQueries } from '@/domain/booking/booking-queries';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { useCurrentUserId } from '@/domain/session/session-store';
import { ShipmentNotFound } from '@/domain/shipment/components/shipment-not-found';
import { isBookingNumber, isNotFoundAnswer, referenceParam } from '@/domain/shipment/shipment-reference';
import type { TrackingEvent } from '@/domain/tracking/tracking-contract';
import { trackingQueries } from '@/domain/tracking/tracking-queries';

import styles from './notice-document.module.css';
import { NoticePage, NoticePartyField, placeText, PrintButton } from './notice-parts';
import { NoticeLoadError, ReferenceNoticePage } from './notice-states';
import { legArrivals } from './vessel-delays';

const HOUR_MS = 3_600_000;

/**
 * /print/advance-delay-notice?bookingNo=: the advance delay notice of a booking: each vessel leg's
 * planned and current arrival (DCSA T&T events against the booking's transport plan), how late, why, and what it means
 * for the shipment (free time, pickup, connections). Printable on A4. Login required (router). A booking number that
 * is malformed or not the user's shows "not found among your shipments".
 */
export function AdvanceDelayNoticePage() {
  const { t } = useTranslation('print-notices');
  const [searchParams] = useSearchParams();
  const bookingNumber = referenceParam(searchParams, 'bookingNo');
  const userId = useCurrentUserId() ?? '';
  if (!bookingNumber || !userId) {
    return (
      <NoticePage heading={t('delay.title')} title={t('delay.title')}>
        <p>{t('no-booking')}</p>
      </NoticePage>
    );
  }
  if (!isBookingNumber(bookingNumber)) {
    return (
      <NoticePage heading={t('delay.title')} title={t('delay.title')}>
        <ShipmentNotFound />
      </NoticePage>
    );
  }
  return <DelayNoticeOf userId={userId} bookingNumber={bookingNumber} />;
}

function DelayNoticeOf({ userId, bookingNumber }: { userId: string; bookingNumber: string }) {
  const { t } = useTranslation('print-notices');
  const bookingQuery = useQuery(bookingQueries.detail(userId, bookingNumber));
  // Tracking is public: its events are asked for only once the booking is known to be the user's.
  const eventsQuery = useQuery({
    ...trackingQueries.events({ carrierBookingReference: bookingNumber }),
    enabled: bookingQuery.data !== undefined,
  });
  const known = bookingQuery.data !== undefined;
  const frame = (children: ReactNode) => (
    <ReferenceNoticePage kind="delay" known={known} reference={{ bookingNumber }}>
      {children}
    </ReferenceNoticePage>
  );
  if (isNotFoundAnswer(bookingQuery.error)) return frame(<ShipmentNotFound />);
  if (bookingQuery.isError || eventsQuery.isError) {
    return frame(<NoticeLoadError queries={known ? [bookingQuery, eventsQuery] : [bookingQuery]} />);
  }
  if (!bookingQuery.data || !eventsQuery.data) return frame(<Spinner label={t('loading')} />);
  return frame(<DelayNoticeDocument booking={bookingQuery.data} events={eventsQuery.data} />);
}

function DelayNoticeDocument({ booking, events }: { booking: Booking; events: TrackingEvent[] }) {
  const { t } = useTranslation('print-notices');
  const bookingNumber = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const arrivals = legArrivals(booking.transportPlan ?? [], events);
  const delayed = arrivals.filter((arrival) => arrival.isDelayed);
  const last = arrivals.at(-1);
  const parties = booking.documentParties;
  const hours = (ms: number) => t('delay.hours', { count: Math.round(ms / HOUR_MS) });

  return (
    <PrintDocument
      label={t('delay.label', { bookingNumber })}
      actions={
        <>
          <Link to={paths.shipmentDetail.href(bookingNumber)}>{t('to-booking', { bookingNumber })}</Link>
          <PrintButton />
        </>
      }
    >
      <PrintDocumentHeader
        carrier={t('carrier')}
        title={t('delay.document-title')}
        numbers={[
          { label: t('booking-number'), value: bookingNumber },
          ...(last
            ? [
                {
                  label: last.classifier === 'ACTUAL' ? t('delay.arrived-pod') : t('delay.new-eta-pod'),
                  value: formatLocalDateTime(last.currentDateTime),
                },
              ]
            : []),
        ]}
      />
      <PrintDocumentBoxes>
        <NoticePartyField label={t('parties.shipper')} party={parties.shipper ?? parties.bookingAgent} fallback="—" />
        <NoticePartyField label={t('parties.consignee')} party={parties.consignee} fallback={t('to-order')} />
      </PrintDocumentBoxes>

      {delayed.length > 0 ? (
        <div className={styles.alert} role="note">
          <p>
            {t('delay.summary', {
              count: delayed.length,
              hours: hours(Math.max(...delayed.map((arrival) => arrival.delayMs))),
            })}
          </p>
        </div>
      ) : (
        <p className={styles.note}>{t('delay.on-schedule')}</p>
      )}

      <section className={styles.section} aria-labelledby="legs-title">
        <h3 id="legs-title">{t('delay.legs')}</h3>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('vessel-voyage')}</th>
                <th scope="col">{t('delay.from-to')}</th>
                <th scope="col">{t('delay.planned')}</th>
                <th scope="col">{t('delay.current')}</th>
                <th scope="col" className={styles.number}>
                  {t('delay.delay')}
                </th>
              </tr>
            </thead>
            <tbody>
              {arrivals.map((arrival) => (
                <tr key={`${arrival.leg.transportPlanStageSequenceNumber}`}>
                  <th scope="row">
                    {[arrival.leg.vesselName, arrival.leg.carrierExportVoyageNumber].filter(Boolean).join(' ')}
                  </th>
                  <td>
                    {placeText(arrival.leg.loadLocation)} → {placeText(arrival.leg.dischargeLocation)}
                  </td>
                  <td>{formatLocalDateTime(arrival.plannedDateTime)}</td>
                  <td className={arrival.isDelayed ? styles.highlight : undefined}>
                    {formatLocalDateTime(arrival.currentDateTime)} ({t(`delay.classifiers.${arrival.classifier}`)})
                    {arrival.reason ? <span className={styles.value}>{`\n${arrival.reason}`}</span> : null}
                  </td>
                  <td className={styles.number}>{arrival.isDelayed ? hours(arrival.delayMs) : t('delay.on-time')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {delayed.length > 0 ? (
        <section className={styles.section} aria-labelledby="meaning-title">
          <h3 id="meaning-title">{t('delay.meaning')}</h3>
          <ul>
            <li>{t('delay.meaning-free-time')}</li>
            <li>{t('delay.meaning-pickup')}</li>
            {arrivals.length > 1 ? <li>{t('delay.meaning-connection')}</li> : null}
            <li>{t('delay.meaning-contact')}</li>
          </ul>
        </section>
      ) : null}
      <PrintDocumentBoxes>
        <PrintDocumentBox label={t('pol')}>{placeText(arrivals[0]?.leg.loadLocation)}</PrintDocumentBox>
        <PrintDocumentBox label={t('pod')}>{placeText(last?.leg.dischargeLocation)}</PrintDocumentBox>
      </PrintDocumentBoxes>
    </PrintDocument>
  );
}
