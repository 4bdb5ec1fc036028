import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import {
  longRangeScheduleHref,
  type LongRangeScheduleSearch,
  parseLongRangeScheduleUrl,
} from '@/domain/schedule-search/long-range-schedule-url';
import { todayIn } from '@/lib/dates';
import { saveBlob } from '@/lib/save-file';
import { useDocumentTitle } from '@/lib/use-document-title';

import { downloadLongRangeFile } from '../api/long-range-schedule-api';
import type { ScheduleService } from '../api/long-range-schedule-contract';
import { scheduleQueries } from '../api/schedule-queries';
import { longRangeFileName } from '../utils/file-name';
import { longRangePeriod } from '../utils/long-range-search-form';
import { LongRangeGrid } from './long-range-grid';
import styles from './long-range-schedule-page.module.css';
import { LongRangeSearchForm } from './long-range-search-form';

/** /schedule/long-range-schedule: the voyages of one service or of a trade lane's services over up to 12 weeks. */
export function LongRangeSchedulePage() {
  const { t } = useTranslation('long-range-schedule');
  useDocumentTitle(t('page.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = parseLongRangeScheduleUrl(params);
  const services = useQuery(scheduleQueries.services());

  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      <p className={styles.intro}>{t('page.intro')}</p>
      {services.isError ? (
        <QueryErrorFallback query={services} />
      ) : !services.data ? (
        <div role="status" className={styles.loading}>
          <Spinner label={t('results.loading-services')} />
        </div>
      ) : (
        <>
          <LongRangeSearchForm
            key={search ? longRangeScheduleHref(search) : 'empty'}
            services={services.data}
            initialSearch={search}
            today={todayIn('UTC')}
            onSubmit={(next) => {
              void navigate(longRangeScheduleHref(next));
            }}
          />
          {search && <LongRangeResults search={search} services={services.data} />}
        </>
      )}
    </div>
  );
}

function LongRangeResults({ search, services }: { search: LongRangeScheduleSearch; services: ScheduleService[] }) {
  const { t } = useTranslation('long-range-schedule');
  // The moment the results were asked for: coming calls do not flip while the user reads them.
  const [nowMs] = useState(() => Date.now());
  const chosen = services.filter((service) =>
    search.serviceCode ? service.carrierServiceCode === search.serviceCode : service.tradeLane === search.tradeLane,
  );
  const period = longRangePeriod(search);
  const schedule = useQuery({ ...scheduleQueries.longRange(chosen, period), enabled: chosen.length > 0 });
  const selection = search.serviceCode ?? search.tradeLane ?? '';
  const download = useMutation({
    mutationFn: async () => {
      const blob = await downloadLongRangeFile({
        carrierServiceCodes: chosen.map((service) => service.carrierServiceCode),
        ...period,
        title: selection,
      });
      const fileName = longRangeFileName(selection, todayIn());
      saveBlob(blob, fileName);
      return fileName;
    },
    // The page shows its own error; the shared policy keeps only the session-wide popups (docs/requirements.md §8).
    meta: { errorHandling: 'custom' },
  });

  if (chosen.length === 0) return <p role="status">{t('results.unknown-selection')}</p>;
  if (schedule.isError) return <QueryErrorFallback query={schedule} />;
  if (!schedule.data) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner label={t('results.loading')} />
      </div>
    );
  }
  const voyages = schedule.data.reduce((sum, grid) => sum + grid.rows.length, 0);
  if (voyages === 0) return <p role="status">{t('results.no-voyages')}</p>;
  return (
    <div>
      <div className={styles.toolbar}>
        <p role="status">{t('results.summary', { count: voyages, services: schedule.data.length, ...period })}</p>
        <Button
          onClick={() => {
            download.mutate();
          }}
          aria-busy={download.isPending || undefined}
          disabled={download.isPending}
        >
          {download.isPending ? t('download.pending') : t('download.button')}
        </Button>
      </div>
      {download.isSuccess && <p role="status">{t('download.saved', { fileName: download.data })}</p>}
      {download.isError && (
        <p role="alert" className={styles.error}>
          {t('download.error')}
        </p>
      )}
      {schedule.data.map((grid) => (
        <LongRangeGrid key={grid.service.carrierServiceCode} grid={grid} nowMs={nowMs} />
      ))}
    </div>
  );
}
