import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatEquipments } from '@/domain/booking/components/format-equipments';
import { isPortCutOffPassed, type QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import { useCreateBooking } from '@/domain/booking/use-create-booking';
import { toFormFieldErrors } from '@/lib/api-field-errors';

import styles from './quick-booking.module.css';
import type { QuickBookingDraft } from './quick-booking-draft';
import { buildQuickBookingRequest, detailsFieldOf, quickBookingDetailsFormSchema } from './quick-booking-request';
import { SailingSummary } from './sailing-summary';

/** Props of {@link QuickBookingReviewStep}. */
export interface QuickBookingReviewStepProps {
  sailing: QuickBookingSailing;
  draft: QuickBookingDraft;
  companyName: string;
  userId: string;
  /** The Idempotency-Key of the first press, to keep in the draft until the booking is created. */
  onIdempotencyKey: (key: string) => void;
  /** The carrier accepted the request: its carrierBookingRequestReference. */
  onSubmitted: (reference: string) => void;
  onEditDetails: () => void;
  /** The carrier refused details fields (400 with field errors): show them on the details step. */
  onDetailsRefused: (fields: (keyof QuickBookingDraft['details'])[]) => void;
  onChangeSailing: () => void;
}

/**
 * Step 4: everything that will be sent, and Submit. One submit, ever: the first press stores an Idempotency-Key in the
 * draft, and every later press (a double press, a retry after a 504 or a network error, after a reload) sends the
 * same key, so the carrier creates one booking.
 */
export function QuickBookingReviewStep({
  sailing,
  draft,
  companyName,
  userId,
  onIdempotencyKey,
  onSubmitted,
  onEditDetails,
  onDetailsRefused,
  onChangeSailing,
}: QuickBookingReviewStepProps) {
  const { t } = useTranslation(['quick-booking', 'common', 'booking-domain']);
  const createBooking = useCreateBooking(userId);
  // Set synchronously on the first press: a second press in the same frame sees it before React re-renders.
  const sending = useRef(false);
  const [now] = useState(() => Date.now());
  const closed = isPortCutOffPassed(sailing, now);
  const details = draft.details;
  const valid = quickBookingDetailsFormSchema.safeParse(details).success;

  if (!valid) {
    return (
      <div className={styles.form}>
        <p role="alert" className={styles.error}>
          {t('review.incomplete')}
        </p>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" onClick={onEditDetails}>
            {t('review.edit-details')}
          </button>
        </div>
      </div>
    );
  }

  const handleSubmit = () => {
    if (sending.current || closed) return;
    sending.current = true;
    const idempotencyKey = draft.idempotencyKey ?? crypto.randomUUID();
    if (!draft.idempotencyKey) onIdempotencyKey(idempotencyKey);
    const request = buildQuickBookingRequest(details, sailing, { companyName });
    createBooking.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (response) => {
          onSubmitted(response.carrierBookingRequestReference);
        },
        onError: (error) => {
          const fields = toFormFieldErrors(error)
            .map((fieldError) => detailsFieldOf(fieldError.name))
            .filter((field) => field !== null);
          // Errors on fields the user can change go where they are typed; the rest stay listed here.
          if (fields.length > 0) onDetailsRefused([...new Set(fields)]);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const fieldErrors = toFormFieldErrors(createBooking.error);
  const fieldLabel: Record<string, string> = {
    units: t('details.units'),
    weight: t('details.weight'),
    sizeType: t('details.size-type'),
    hsCode: t('details.hs-code'),
    commodity: t('details.commodity'),
    contractNumber:
      details.contractKind === 'quotation' ? t('details.quotation-number') : t('details.service-contract-number'),
  };

  return (
    <div className={styles.form}>
      <div className={styles.sailingBox}>
        <h3 className={styles.sailingTitle}>{t('review.sailing')}</h3>
        <SailingSummary sailing={sailing} />
        <button type="button" className="button button-ghost" onClick={onChangeSailing}>
          {t('details.change-sailing')}
        </button>
      </div>
      <div className={styles.sailingBox}>
        <h3 className={styles.sailingTitle}>{t('review.details')}</h3>
        <dl className={styles.summary}>
          <div>
            <dt>{t('review.equipment')}</dt>
            <dd>{formatEquipments(t, [{ ISOEquipmentCode: details.sizeType, units: Number(details.units) }])}</dd>
          </div>
          <div>
            <dt>{t('details.commodity')}</dt>
            <dd>{details.commodity.trim()}</dd>
          </div>
          <div>
            <dt>{t('details.hs-code')}</dt>
            <dd>{details.hsCode.trim()}</dd>
          </div>
          <div>
            <dt>{t('details.weight')}</dt>
            <dd>{`${details.weight} ${t(`units.${details.weightUnit}`)}`}</dd>
          </div>
          <div>
            <dt>{fieldLabel.contractNumber}</dt>
            <dd>{details.contractNumber.trim()}</dd>
          </div>
          <div>
            <dt>{t('details.shipper')}</dt>
            <dd>{companyName}</dd>
          </div>
          <div>
            <dt>{t('review.freight-payment')}</dt>
            <dd>{t('review.prepaid')}</dd>
          </div>
        </dl>
        <button type="button" className="button button-ghost" onClick={onEditDetails}>
          {t('review.edit-details')}
        </button>
      </div>
      {closed ? (
        <p role="alert" className={styles.error}>
          {t('details.closed')}
        </p>
      ) : null}
      {createBooking.isError ? (
        <div role="alert" className={styles.error}>
          <p>{fieldErrors.length > 0 ? t('review.field-errors') : t('review.submit-error')}</p>
          {fieldErrors.length > 0 ? (
            <ul>
              {fieldErrors.map((error) => {
                const field = detailsFieldOf(error.name);
                return (
                  <li key={error.name}>
                    {field ? `${fieldLabel[field] ?? field}: ${error.message}` : `${error.name}: ${error.message}`}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          disabled={closed}
          aria-disabled={createBooking.isPending || undefined}
          onClick={handleSubmit}
        >
          {createBooking.isPending ? t('review.submitting') : t('review.submit')}
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {createBooking.isPending ? t('review.submitting') : ''}
      </p>
    </div>
  );
}
