import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import { bookingRequestHref } from '@/domain/booking/booking-request-url';
import { SaveTemplateButton } from '@/domain/booking-template/save-template-dialog';
import { suggestedTemplateName, templateFieldsFromBooking } from '@/domain/booking-template/template-contract';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import { cargoTrackingHref } from '@/domain/tracking/tracking-url';

import { awaitsUpdate, canAmend, canCancel, canCancelAmendment } from '../utils/booking-actions';
import { AmendBookingDialog } from './amend-booking-dialog';
import { CancelBookingDialog } from './cancel-booking-dialog';
import styles from './shipment-detail-page.module.css';

/**
 * The actions the booking's status allows (amend or answer the carrier, withdraw an amendment, cancel), copy as a new
 * request, save as template, track, and the dialogs they open.
 */
export function BookingDetailActions({ booking, userId }: { booking: Booking; userId: string }) {
  const { t } = useTranslation('shipments');
  const [dialog, setDialog] = useState<'amend' | 'cancel' | 'cancel-amendment' | null>(null);
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  // Only a booking number is tracked (the mock has events once the booking is confirmed); the flag hides the entry.
  const trackingOn = useFeatureFlag('tracking');
  const trackedNumber = trackingOn ? booking.carrierBookingReference : undefined;

  return (
    <>
      <div className={styles.actions} role="group" aria-label={t('shipments:detail.actions')}>
        {canAmend(booking) ? (
          <Button
            variant="primary"
            onClick={() => {
              setDialog('amend');
            }}
          >
            {awaitsUpdate(booking) ? t('shipments:detail.answer-update') : t('shipments:detail.amend')}
          </Button>
        ) : null}
        {canCancelAmendment(booking) ? (
          <Button
            onClick={() => {
              setDialog('cancel-amendment');
            }}
          >
            {t('shipments:detail.cancel-amendment')}
          </Button>
        ) : null}
        {canCancel(booking) ? (
          <Button
            onClick={() => {
              setDialog('cancel');
            }}
          >
            {t('shipments:detail.cancel')}
          </Button>
        ) : null}
        <Link className={buttonClassName()} to={bookingRequestHref({ copyFrom: reference })}>
          {t('shipments:detail.copy')}
        </Link>
        <SaveTemplateButton
          userId={userId}
          source={() => ({ bookingReference: reference })}
          suggestedName={suggestedTemplateName(templateFieldsFromBooking(booking))}
        />
        {trackedNumber ? (
          <Link className={buttonClassName()} to={cargoTrackingHref({ kind: 'K', numbers: [trackedNumber] })}>
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
    </>
  );
}
