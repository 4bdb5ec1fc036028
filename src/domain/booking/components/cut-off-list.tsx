import { useTranslation } from 'react-i18next';

import type { ShipmentCutOffTime } from '@/domain/booking/booking-answer-contract';
import { OPENING_TIME_CODES } from '@/domain/booking/booking-codes-contract';

import { formatLocalDateTime, timeLeftUntil } from './booking-date-time';
import styles from './cut-off-list.module.css';
import { formatTimeLeft } from './time-left';

/** Props of {@link CutOffList}. */
export interface CutOffListProps {
  /** DCSA ShipmentCutOffTimes of a booking (local time of the place, with offset). */
  cutOffs: readonly ShipmentCutOffTime[];
  /** IANA zone of the place (POL) when known; otherwise each time shows in the offset it was sent with. */
  timeZone?: string | undefined;
  /** The instant the time left is counted from; default the time of rendering. */
  now?: Date;
  /** Accessible name of the list, e.g. 'Cut-offs'. */
  label?: string;
}

/**
 * A booking's cut-offs, earliest first: the DCSA code's name (booking-domain `cut-off.*`, the code beside it), the
 * local date-time with its UTC offset ('2026-12-01 17:00 UTC+09:00') and the time left ('2 days 5 hours left') or
 * 'passed'. Opening times (ECP, EFC) are no deadlines: they read 'opens <time>', then 'open since <time>'.
 * Renders nothing for an empty list (a booking before confirmation has none).
 */
export function CutOffList({ cutOffs, timeZone, now = new Date(), label }: CutOffListProps) {
  const { t } = useTranslation(['booking-domain', 'ui']);
  if (cutOffs.length === 0) return null;
  const sorted = [...cutOffs].sort(
    (a, b) => new Date(a.cutOffDateTime).getTime() - new Date(b.cutOffDateTime).getTime(),
  );
  return (
    <ul className={styles.list} aria-label={label ?? t('booking-domain:cut-off.title')}>
      {sorted.map((cutOff) => {
        const passed = timeLeftUntil(cutOff.cutOffDateTime, now).kind === 'passed';
        const time = formatLocalDateTime(cutOff.cutOffDateTime, timeZone);
        const opening = OPENING_TIME_CODES.includes(cutOff.cutOffDateTimeCode);
        return (
          <li key={cutOff.cutOffDateTimeCode} className={styles.item}>
            <span className={styles.name}>
              {t(`booking-domain:cut-off.${cutOff.cutOffDateTimeCode}`)} ({cutOff.cutOffDateTimeCode})
            </span>
            <time className={styles.when} dateTime={cutOff.cutOffDateTime}>
              {opening ? t(passed ? 'booking-domain:opening.since' : 'booking-domain:opening.opens', { time }) : time}
            </time>
            {opening ? null : (
              <span className={passed ? styles.passed : styles.left}>
                {formatTimeLeft(t, cutOff.cutOffDateTime, now)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
