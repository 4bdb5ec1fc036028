import { useTranslation } from 'react-i18next';

import { ScrollTable } from '@/components/ui/scroll-table';
import type { DndReading } from '@/domain/demurrage-detention/dnd-clock';

import { type ClockView, statusOf, tierRange } from '../utils/dnd-view';
import { useMoney } from '../utils/use-money';
import styles from './dnd.module.css';

/** A reading's status text ("1 day over", "3 days left", "Last free day") with its emphasis class. */
export function ReadingStatus({ reading }: { reading: DndReading }) {
  const { t } = useTranslation('demurrage-detention');
  const status = statusOf(reading);
  const className = status.key === 'over' ? styles.over : status.count <= 2 ? styles.soon : undefined;
  return <span className={className}>{t(`status.${status.key}`, { count: status.count })}</span>;
}

/** The charge of a reading tier by tier (days charged x daily rate) and its total. */
function TierCharges({ reading, caption }: { reading: DndReading; caption: string }) {
  const { t } = useTranslation('demurrage-detention');
  const money = useMoney();
  return (
    <ScrollTable label={caption} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('clock.tier')}</th>
          <th scope="col" className={styles.num}>
            {t('clock.rate')}
          </th>
          <th scope="col" className={styles.num}>
            {t('clock.days')}
          </th>
          <th scope="col" className={styles.num}>
            {t('clock.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {reading.tiers.map((tier) => {
          const range = tierRange(tier);
          return (
            <tr key={tier.fromDay}>
              <th scope="row">{t(`tiers.${range.key}`, { from: range.from, to: range.to })}</th>
              <td className={styles.num}>{money(tier.dailyRate, reading.currency)}</td>
              <td className={styles.num}>{tier.days}</td>
              <td className={styles.num}>{money(tier.amount, reading.currency)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('clock.total')}
          </th>
          <td className={styles.num}>{money(reading.total, reading.currency)}</td>
        </tr>
      </tfoot>
    </ScrollTable>
  );
}

/**
 * One clock of a container: what started it and when (local date at the port), whether it has stopped, the free time
 * and its last free day, days used and left or over, the charge so far per tier, and with a forecast date the
 * same read "if returned on" that date.
 */
export function ClockCard({ view, forecast }: { view: ClockView; forecast: DndReading | undefined }) {
  const { t } = useTranslation('demurrage-detention');
  const { clock, running, reading } = view;
  const title = t('clock.title', { kind: t(`kinds.${clock.kind}`), port: clock.locationName });
  return (
    <section className={styles.section} aria-label={title}>
      <h3>{title}</h3>
      <dl className={styles.facts}>
        <dt>{t('clock.started')}</dt>
        <dd>{t('clock.event', { event: t(`events.${clock.kind}.start`), date: clock.startDateTime.slice(0, 10) })}</dd>
        <dt>{t('clock.stopped')}</dt>
        <dd>
          {running || !clock.endDateTime
            ? t('clock.running', { event: t(`events.${clock.kind}.end`) })
            : t('clock.event', { event: t(`events.${clock.kind}.end`), date: clock.endDateTime.slice(0, 10) })}
        </dd>
        <dt>{t('clock.free-time')}</dt>
        <dd>
          {t(`units.${clock.tariff.timeUnit}`, { count: clock.tariff.freeDays })}
          {' · '}
          {t('clock.last-free', { date: reading.lastFreeDate })}
        </dd>
        <dt>{t('clock.used')}</dt>
        <dd>{t('clock.days-count', { count: reading.daysUsed })}</dd>
        <dt>{t('clock.status')}</dt>
        <dd>
          <ReadingStatus reading={reading} />
        </dd>
      </dl>
      <TierCharges reading={reading} caption={t('clock.charges-caption', { title })} />
      {running && forecast ? (
        <div className={styles.forecast}>
          <h4>{t('clock.forecast', { date: forecast.throughDate })}</h4>
          <p>
            {t('clock.days-count', { count: forecast.daysUsed })}
            {' · '}
            <ReadingStatus reading={forecast} />
          </p>
          <TierCharges
            reading={forecast}
            caption={t('clock.forecast-caption', { title, date: forecast.throughDate })}
          />
        </div>
      ) : null}
    </section>
  );
}
