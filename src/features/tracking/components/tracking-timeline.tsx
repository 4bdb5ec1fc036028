import { useTranslation } from 'react-i18next';

import type { TrackingEvent } from '@/domain/tracking/tracking-contract';
import {
  delayHoursOf,
  eventNameKey,
  formatLocalDateTime,
  isChangedSince,
  vesselVoyageOf,
} from '@/features/tracking/utils/timeline';

import styles from './cargo-tracking-page.module.css';

/** Props of {@link TrackingTimeline}. */
export interface TrackingTimelineProps {
  events: readonly TrackingEvent[];
  /** "Now" (epoch ms) for the changed-since-yesterday mark. */
  nowMs: number;
}

/** A container's events in time order: name, place, local time, vessel/voyage, actual/estimated/planned, changed. */
export function TrackingTimeline({ events, nowMs }: TrackingTimelineProps) {
  const { t } = useTranslation('tracking');
  return (
    <ol className={styles.timeline}>
      {events.map((event) => {
        const classifier = event.eventClassification.eventClassifier;
        const changed = isChangedSince(event, nowMs);
        const vessel = vesselVoyageOf(event);
        const delay = delayHoursOf(event);
        const { eventLocation: place } = event;
        return (
          <li key={event.eventID} className={styles.event} data-classifier={classifier} data-changed={changed}>
            <div className={styles.eventHead}>
              <strong>{t(`event.${eventNameKey(event)}`)}</strong>
              <span className={styles.badge}>{t(`classifier.${classifier}`)}</span>
              {changed ? <span className={styles.changed}>{t('result.changed')}</span> : null}
            </div>
            <div>
              <time dateTime={event.eventDateTime}>{formatLocalDateTime(event.eventDateTime)}</time>
              {delay !== undefined && classifier !== 'ACTUAL' ? (
                <span className={styles.delay}> · {t('result.delay', { hours: delay })}</span>
              ) : null}
            </div>
            <div>
              {[place.locationName, place.UNLocationCode, place.facility?.facilityName].filter(Boolean).join(' · ')}
            </div>
            {vessel ? <div>{vessel}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
