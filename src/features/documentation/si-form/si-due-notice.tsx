import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { formatTimeLeft } from '@/domain/booking/components/time-left';

import styles from './si-form-page.module.css';

/** The booking's DCO (SI due), ISO 8601 with the POL's offset. */
function dueOf(booking: Booking): string | undefined {
  return booking.shipmentCutOffTimes?.find((cutOff) => cutOff.cutOffDateTimeCode === 'DCO')?.cutOffDateTime;
}

/**
 * When the SI is due (the SI's own due time, else the booking's DCO) and how long is left; once past, that a late SI
 * is still accepted. Nothing when neither is known.
 */
export function SiDueNotice({ booking, siDue }: { booking: Booking; siDue: string | undefined }) {
  const { t } = useTranslation(['si-form', 'booking-domain']);
  const [now] = useState(() => new Date());
  const due = siDue ?? dueOf(booking);
  if (!due) return null;
  const late = Date.parse(due) <= now.getTime();
  return (
    <p role="status" className={late ? styles.dueLate : styles.due}>
      {t('due', { due: formatLocalDateTime(due) })} ({formatTimeLeft(t, due, now)})
      {late ? ` ${t('late-accepted')}` : ''}
    </p>
  );
}
