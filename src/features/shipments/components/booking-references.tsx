import { useTranslation } from 'react-i18next';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import { bookingChannelText } from '@/domain/booking/components/booking-channel';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import styles from './shipment-detail-page.module.css';

/** The booking's references, channel, terms, payment and creation time, as a card. */
export function BookingReferences({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['shipments', 'booking-domain']);
  const formatUserDateTime = useFormatUserDateTime();
  return (
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
        <dd>{bookingChannelText(t, booking)}</dd>
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
        <dd>{formatUserDateTime(booking.createdDateTime)}</dd>
      </dl>
    </section>
  );
}
