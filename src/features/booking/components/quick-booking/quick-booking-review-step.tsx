import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import type { CreateBookingResponse } from '@/domain/booking/booking-contract';
import { formatEquipments } from '@/domain/booking/components/format-equipments';
import { isPortCutOffPassed, type QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import { type CreateBookingVariables, useCreateBooking } from '@/domain/booking/use-create-booking';
import { toFormFieldErrors } from '@/lib/api-field-errors';

import { ChosenSailingBox, SailingClosedAlert } from './chosen-sailing';
import styles from './quick-booking.module.css';
import type { QuickBookingDraft } from './quick-booking-draft';
import {
  buildQuickBookingRequest,
  detailsFieldOf,
  quickBookingDetailsFormSchema,
  type QuickBookingField,
} from './quick-booking-request';
import { ReviewTerms } from './review-terms';

/** Props of {@link QuickBookingReviewStep}. */
export interface QuickBookingReviewStepProps {
  sailing: QuickBookingSailing;
  draft: QuickBookingDraft;
  companyName: string;
  userId: string;
  /** The Idempotency-Key of the first press, to keep in the draft until the booking is created (null: dropped). */
  onIdempotencyKey: (key: string | null) => void;
  /** The carrier accepted the request: its carrierBookingRequestReference. */
  onSubmitted: (reference: string) => void;
  onEditDetails: () => void;
  /** The carrier refused details fields (400 with field errors): show them on the details step. */
  onDetailsRefused: (fields: QuickBookingField[]) => void;
  onChangeSailing: () => void;
}

/** Labels of a Door address's fields in the refusal list ('Pick-up address (Door at Seoul): street'). */
function addressLabels(end: 'pickupAddress' | 'deliveryAddress', legend: string): Record<string, string> {
  return Object.fromEntries(
    (['street', 'postCode', 'city', 'countryCode'] as const).map((field) => [`${end}.${field}`, legend]),
  );
}

/** The kit's submit for a step without fields (nothing of the carrier's refusal lands here). */
const NO_FIELDS = { setError: () => undefined, setFocus: () => undefined };

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
  const [now] = useState(() => Date.now());
  const closed = isPortCutOffPassed(sailing, now);
  const details = draft.details;
  const valid = quickBookingDetailsFormSchema.safeParse(details).success;
  // The key lives in the draft from the first press until the booking exists: a double press, a retry after a 504 or
  // a network error, or a press after a reload sends the same key, so the carrier creates one booking.
  const submitter = useFormSubmit<
    Record<string, never>,
    QuickBookingDraft['details'],
    CreateBookingResponse,
    CreateBookingVariables
  >({
    form: NO_FIELDS,
    mutation: createBooking,
    initialKey: draft.idempotencyKey ?? null,
    onKey: (key) => {
      onIdempotencyKey(key);
    },
    variables: (submitted, idempotencyKey) => ({
      request: buildQuickBookingRequest(submitted, sailing, { companyName }),
      idempotencyKey,
    }),
    // This step has no fields: what the carrier refuses goes back to the details step, or is listed here.
    fieldName: () => null,
    onSuccess: (response) => {
      onSubmitted(response.carrierBookingRequestReference);
    },
    onError: (error) => {
      const request = buildQuickBookingRequest(details, sailing, { companyName });
      const fields = toFormFieldErrors(error)
        .map((fieldError) => detailsFieldOf(fieldError.name, request))
        .filter((field) => field !== null);
      if (fields.length === 0) return false;
      onDetailsRefused([...new Set(fields)]);
      return true;
    },
  });

  if (!valid) {
    return (
      <div className={styles.form}>
        <p role="alert" className={styles.error}>
          {t('review.incomplete')}
        </p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onEditDetails}>
            {t('review.edit-details')}
          </Button>
        </div>
      </div>
    );
  }

  const fieldErrors = toFormFieldErrors(createBooking.error);
  // What was sent, to tell a refused pick-up address from a delivery address (by its place in shipmentLocations).
  const sentRequest = fieldErrors.length > 0 ? buildQuickBookingRequest(details, sailing, { companyName }) : undefined;
  const fieldLabel: Record<string, string> = {
    receiptType: t('review.receipt-term'),
    deliveryType: t('review.delivery-term'),
    ...addressLabels('pickupAddress', t('terms.pickup-address', { place: sailing.porName })),
    ...addressLabels('deliveryAddress', t('terms.delivery-address', { place: sailing.delName })),
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
      <ChosenSailingBox title={t('review.sailing')} sailing={sailing} onChangeSailing={onChangeSailing} />
      <div className={styles.sailingBox}>
        <h3 className={styles.sailingTitle}>{t('review.details')}</h3>
        <ReviewTerms details={details} sailing={sailing} />
        <ReviewDetails details={details} companyName={companyName} contractLabel={fieldLabel.contractNumber ?? ''} />
        <Button variant="ghost" onClick={onEditDetails}>
          {t('review.edit-details')}
        </Button>
      </div>
      <SailingClosedAlert closed={closed} />
      <FormSubmitStatus
        submitter={submitter}
        className={styles.error}
        failedMessage={fieldErrors.length > 0 ? t('review.field-errors') : t('review.submit-error')}
      />
      {submitter.failed && fieldErrors.length > 0 ? (
        <ul className={styles.error}>
          {fieldErrors.map((error) => {
            const field = detailsFieldOf(error.name, sentRequest);
            return (
              <li key={error.name}>
                {field ? `${fieldLabel[field] ?? field}: ${error.message}` : `${error.name}: ${error.message}`}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="primary"
          disabled={closed}
          busy={submitter.pending}
          busyLabel={t('review.submitting')}
          onClick={() => {
            if (!closed) submitter.submit(details);
          }}
        >
          {t('review.submit')}
        </Button>
      </div>
    </div>
  );
}

/** What the details step holds, as it will be sent: equipment, cargo, contract, shipper, freight payment. */
function ReviewDetails({
  details,
  companyName,
  contractLabel,
}: {
  details: QuickBookingDraft['details'];
  companyName: string;
  contractLabel: string;
}) {
  const { t } = useTranslation(['quick-booking', 'common', 'booking-domain']);
  return (
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
        <dt>{contractLabel}</dt>
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
  );
}
