import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import { bookingQueries } from '@/domain/booking/booking-queries';
import type { ShippingInstructions } from '@/domain/documentation/si-contract';
import { siQueries } from '@/domain/documentation/si-queries';
import { ShipmentNotFound } from '@/domain/shipment/components/shipment-not-found';
import { isNotFoundAnswer } from '@/domain/shipment/shipment-reference';

import { SiFormEditor } from './si-form-editor';

/**
 * Loads the booking and, when one was sent, its SI, then opens {@link SiFormEditor}; says so instead when the booking
 * is not confirmed, not found, or its B/L is issued already (an SI can no longer change).
 */
export function SiFormLoader({ userId, bookingNumber }: { userId: string; bookingNumber: string }) {
  const { t } = useTranslation('si-form');
  const booking = useQuery(bookingQueries.detail(userId, bookingNumber));
  // Whether the booking has an SI comes from its list row: asking for an SI that does not exist would be a 404.
  const row = useQuery(siQueries.list(userId, { carrierBookingReferences: bookingNumber }));
  const rowItem = row.data?.items[0];
  const hasSi = rowItem !== undefined && rowItem.summaryStatus !== 'NOT_SUBMITTED';
  const si = useQuery({ ...siQueries.shippingInstructions(userId, bookingNumber), enabled: hasSi });
  // The form keeps what it was opened with: a refetch after the submit must not replace it (the page is leaving).
  const [opened, setOpened] = useState<{ booking: Booking; si: ShippingInstructions | undefined } | null>(null);
  const ready = booking.data !== undefined && row.data !== undefined && (!hasSi || si.data !== undefined);
  if (opened === null && ready) setOpened({ booking: booking.data, si: hasSi ? si.data : undefined });

  if (opened) {
    if (opened.booking.carrierBookingReference !== bookingNumber || row.data?.items.length === 0) {
      return (
        <p>
          {t('not-confirmed', { bookingNumber })}{' '}
          <Link to={paths.shipmentDetail.href(bookingNumber)}>{t('to-booking')}</Link>
        </p>
      );
    }
    if (opened.si?.shippingInstructionsStatus === 'COMPLETED') {
      return (
        <p>
          {t('issued')} <Link to={paths.siDetails.href(bookingNumber)}>{t('to-si')}</Link>
        </p>
      );
    }
    return <SiFormEditor userId={userId} booking={opened.booking} bookingNumber={bookingNumber} si={opened.si} />;
  }
  if (booking.isError || row.isError || si.isError) {
    return isNotFoundAnswer(booking.error) || isNotFoundAnswer(row.error) ? (
      <ShipmentNotFound />
    ) : (
      <QueryErrorFallback
        message={t('load-error')}
        retrying={booking.isFetching || row.isFetching || si.isFetching}
        onRetry={() => {
          void booking.refetch();
          void row.refetch();
          if (hasSi) void si.refetch();
        }}
      />
    );
  }
  return <Spinner label={t('loading')} />;
}
