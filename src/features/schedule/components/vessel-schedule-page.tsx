import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import {
  parseVesselScheduleUrl,
  vesselScheduleHref,
  type VesselScheduleSearch,
} from '@/domain/schedule-search/vessel-schedule-url';
import { addDaysToIsoDate, todayIn } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';

import { scheduleQueries } from '../api/schedule-queries';
import type { VesselScheduleParams } from '../api/vessel-schedule-contract';
import { VesselCalls } from './vessel-calls';
import styles from './vessel-schedule-page.module.css';
import { VesselSearchForm } from './vessel-search-form';

/** Days of past calls and of coming calls the page shows (4 and 12 weeks). */
const PAST_DAYS = 28;
const COMING_DAYS = 84;

/** /schedule/vessel-schedule: find a vessel and see its port calls of the last 4 and the next 12 weeks. */
export function VesselSchedulePage() {
  const { t } = useTranslation('vessel-schedule');
  useDocumentTitle(t('page.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = parseVesselScheduleUrl(params);
  const formKey = search ? vesselScheduleHref(search) : 'empty';

  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      <p className={styles.intro}>{t('page.intro')}</p>
      <VesselSearchForm
        key={formKey}
        initialSearch={search}
        onSubmit={(next) => {
          void navigate(vesselScheduleHref(next));
        }}
      />
      {search && <VesselScheduleResults search={search} />}
    </div>
  );
}

function VesselScheduleResults({ search }: { search: VesselScheduleSearch }) {
  const { t } = useTranslation('vessel-schedule');
  // The moment the results were asked for: past and coming calls do not flip while the user reads them.
  const [nowMs] = useState(() => Date.now());
  const today = todayIn('UTC', new Date(nowMs));
  const byCallSign = useQuery({
    ...scheduleQueries.vessels({ callSign: search.callSign ?? '' }),
    enabled: search.mode === 'callSign',
  });
  const imo = search.mode === 'callSign' ? byCallSign.data?.[0]?.vesselIMONumber : search.vesselIMONumber;
  const params: VesselScheduleParams = {
    startDate: addDaysToIsoDate(today, -PAST_DAYS),
    endDate: addDaysToIsoDate(today, COMING_DAYS),
    ...(search.mode === 'name' && search.vesselName ? { vesselName: search.vesselName } : {}),
    ...(imo ? { vesselIMONumber: imo } : {}),
    ...(search.mode === 'voyage' && search.serviceCode && search.voyageNumber
      ? { carrierServiceCode: search.serviceCode, carrierVoyageNumber: search.voyageNumber }
      : {}),
  };
  const waitsForCallSign = search.mode === 'callSign' && !imo;
  const schedule = useQuery({ ...scheduleQueries.vesselSchedule(params), enabled: !waitsForCallSign });

  if (search.mode === 'callSign' && byCallSign.isSuccess && !imo) {
    return <p role="status">{t('results.no-vessel')}</p>;
  }
  if (byCallSign.isError || schedule.isError) {
    return <QueryErrorFallback query={byCallSign.isError ? byCallSign : schedule} />;
  }
  if (!schedule.data) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner label={t('results.loading')} />
      </div>
    );
  }
  if (schedule.data.calls.length === 0) return <p role="status">{t('results.no-vessel')}</p>;
  return <VesselCalls schedule={schedule.data} nowMs={nowMs} />;
}
