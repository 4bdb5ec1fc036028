import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { FormDatePicker } from '@/components/ui/form-date-picker';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { localDateAt, readClockFacts } from '@/domain/demurrage-detention/dnd-clock';
import { cargoTrackingHref } from '@/domain/tracking/tracking-url';
import { isIsoDate } from '@/lib/dates';

import { dndQueries } from '../api/demurrage-detention-queries';
import { clockViewsOf } from '../utils/dnd-view';
import { ClockCard } from './clock-card';
import styles from './dnd.module.css';

/**
 * One container's D&D clocks, read now (the page's clock) in the ports' local dates, and "if returned on" a date the
 * user picks: the running clocks read through that date (docs/areas/demurrage-detention.md "Forecast").
 */
export function ContainerClocks({
  userId,
  equipmentReference,
  nowMs,
}: {
  userId: string;
  equipmentReference: string;
  /** The instant the page reads the clocks at (the page's first render). */
  nowMs: number;
}) {
  const { t } = useTranslation('demurrage-detention');
  const query = useQuery(dndQueries.containers(userId, { equipmentReference }));
  const { control } = useForm<{ returnDate: string }>({ defaultValues: { returnDate: '' } });
  const returnDate = useWatch({ control, name: 'returnDate' });
  if (query.isError) return <QueryErrorFallback query={query} />;
  if (!query.data) return <Spinner label={t('page.loading')} />;
  const container = query.data.containers[0];
  if (!container) return <p className={styles.empty}>{t('detail.none', { number: equipmentReference })}</p>;
  const views = clockViewsOf(container, nowMs);
  const forecastDate = isIsoDate(returnDate) ? returnDate : undefined;
  const running = views.find((view) => view.running);
  return (
    <section className={styles.section} aria-labelledby="dnd-container-title">
      <h2 id="dnd-container-title">{t('detail.title', { number: container.equipmentReference })}</h2>
      <p>
        {t('detail.facts', {
          sizeType: container.ISOEquipmentCode,
          booking: container.carrierBookingReference,
          bl: container.transportDocumentReference,
        })}{' '}
        <Link to={cargoTrackingHref({ kind: 'C', numbers: [container.equipmentReference] })}>{t('detail.track')}</Link>
      </p>
      {running ? (
        <FormDatePicker
          control={control}
          name="returnDate"
          label={t('detail.return-date')}
          description={t('detail.return-date-help')}
          minDate={localDateAt(nowMs, running.clock.timeZone)}
        />
      ) : null}
      <div className={styles.clocks}>
        {views.map((view) => (
          <ClockCard
            key={view.clock.kind}
            view={view}
            forecast={forecastDate ? readClockFacts(view.clock, nowMs, forecastDate) : undefined}
          />
        ))}
      </div>
    </section>
  );
}
