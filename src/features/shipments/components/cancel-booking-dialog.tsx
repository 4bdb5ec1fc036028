import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/toast-store';
import { type Booking } from '@/domain/booking/booking-answer-contract';
import { CANCEL_REASON_MAX_LENGTH } from '@/domain/booking/booking-codes-contract';
import { useCancelBooking } from '@/domain/booking/use-cancel-booking';

import { cancelBody } from '../utils/booking-actions';
import styles from './shipment-detail-page.module.css';

export interface CancelBookingDialogProps {
  booking: Booking;
  userId: string;
  /** 'booking' cancels the booking; 'amendment' withdraws the amendment in progress. */
  target: 'booking' | 'amendment';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Confirms a cancellation (Radix alert dialog: focus starts on "Keep booking", Escape keeps it). A reason is required
 * (the carrier's booking desk reads it); the dialog stays open until the carrier has accepted the request and shows
 * a failure inside. The body follows the booking's status (booking-actions cancelBody).
 */
export function CancelBookingDialog({ booking, userId, target, open, onOpenChange }: CancelBookingDialogProps) {
  const { t } = useTranslation('shipments');
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const mutation = useCancelBooking(userId);
  const errorId = useId();

  const reset = () => {
    setReason('');
    setError(null);
    setFailed(false);
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t(target === 'amendment' ? 'cancel.amendment-title' : 'cancel.title', { reference })}
      description={t(target === 'amendment' ? 'cancel.amendment-description' : 'cancel.description')}
      cancelLabel={t('cancel.keep')}
      confirmLabel={mutation.isPending ? t('cancel.sending') : t('cancel.confirm')}
      onConfirm={(event) => {
        // The dialog closes only once the carrier has the request.
        event.preventDefault();
        if (mutation.isPending) return;
        const trimmed = reason.trim();
        if (!trimmed) {
          setError(t('cancel.reason-required'));
          return;
        }
        setError(null);
        setFailed(false);
        mutation.mutate(
          { bookingReference: reference, body: cancelBody(booking, trimmed, target) },
          {
            onSuccess: () => {
              toast.show({ type: 'success', title: t('cancel.sent', { reference }) });
              reset();
              onOpenChange(false);
            },
            onError: () => {
              setFailed(true);
            },
          },
        );
      }}
    >
      <div className={styles.cancelReason}>
        <TextArea
          label={t('cancel.reason')}
          required
          showCounter
          maxLength={CANCEL_REASON_MAX_LENGTH}
          value={reason}
          error={error ?? undefined}
          onChange={(event) => {
            setReason(event.target.value);
            if (error && event.target.value.trim()) setError(null);
          }}
        />
        {failed ? (
          <p id={errorId} role="alert" className={styles.formError}>
            {t('cancel.failed')}
          </p>
        ) : null}
      </div>
    </AlertDialog>
  );
}
