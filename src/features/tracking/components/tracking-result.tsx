import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import type { TrackingKind } from '@/config/paths';
import { DndContainerLink } from '@/domain/demurrage-detention/components/dnd-links';
import { trackingQueries } from '@/domain/tracking/tracking-queries';
import { TrackingTimeline } from '@/features/tracking/components/tracking-timeline';
import {
  arrivalOf,
  currentStatusOf,
  delayHoursOf,
  eventNameKey,
  formatLocalDateTime,
  timelinesOf,
  trackingQueryOf,
} from '@/features/tracking/utils/timeline';

import styles from './cargo-tracking-page.module.css';

/** Props of {@link TrackingResult}. */
export interface TrackingResultProps {
  kind: TrackingKind;
  number: string;
  nowMs: number;
}

/** One tracked number: loading, error with retry, "nothing found", or per container its status, ETA and timeline. */
export function TrackingResult({ kind, number, nowMs }: TrackingResultProps) {
  const { t } = useTranslation('tracking');
  const headingId = useId();
  const query = useQuery(trackingQueries.events(trackingQueryOf(kind, number)));

  let body;
  if (query.isPending) body = <Spinner label={t('result.loading', { number })} />;
  else if (query.isError) body = <QueryErrorFallback message={t('result.error', { number })} query={query} />;
  else if (query.data.length === 0)
    body = (
      <div className={styles.empty}>
        <p>
          <strong>{t('result.empty-title', { number })}</strong>
        </p>
        <p>{t('result.empty-help')}</p>
      </div>
    );
  else
    body = timelinesOf(query.data).map(({ container, events }) => {
      const status = currentStatusOf(events);
      const arrival = arrivalOf(events);
      const delay = arrival ? delayHoursOf(arrival) : undefined;
      const arrived = arrival?.eventClassification.eventClassifier === 'ACTUAL';
      return (
        <section
          key={container ?? 'none'}
          className={styles.container}
          aria-label={container ?? t('result.no-container')}
        >
          <h3>{container ? t('result.container', { number: container }) : t('result.no-container')}</h3>
          <dl className={styles.summary}>
            <div>
              <dt>{t('result.status')}</dt>
              <dd>
                {status
                  ? `${t(`event.${eventNameKey(status)}`)} · ${status.eventLocation.locationName ?? status.eventLocation.UNLocationCode} · ${formatLocalDateTime(status.eventDateTime)}`
                  : t('result.no-status')}
              </dd>
            </div>
            {arrival ? (
              <div>
                <dt>{arrived ? t('result.ata') : t('result.eta')}</dt>
                <dd>
                  {`${formatLocalDateTime(arrival.eventDateTime)} · ${arrival.eventLocation.locationName ?? ''} (${arrival.eventLocation.UNLocationCode})`}
                  {delay !== undefined ? (
                    <strong className={styles.delay}> · {t('result.delay', { hours: delay })}</strong>
                  ) : null}
                </dd>
              </div>
            ) : null}
          </dl>
          {container ? <DndContainerLink equipmentReference={container} /> : null}
          <h4>{t('result.timeline')}</h4>
          <TrackingTimeline events={events} nowMs={nowMs} />
        </section>
      );
    });

  return (
    <article aria-labelledby={headingId} className={styles.result}>
      <h2 id={headingId}>{t('result.heading', { kind: t(`search.kinds.${kind}`), number })}</h2>
      {body}
    </article>
  );
}
