import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { portPeriodEnd, type PortScheduleSearch } from '@/domain/schedule-search/port-schedule-url';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import type { PortScheduleParams } from '../api/port-schedule-contract';
import { scheduleQueries } from '../api/schedule-queries';
import { filterPortCalls, portCallChoices, type PortCallFilter } from '../utils/port-calls';
import { PortCallFilters } from './port-call-filters';
import { PortCallList } from './port-call-list';
import styles from './port-schedule-page.module.css';

/** Rows shown at first and added by each "Show more": a busy hub's 4 weeks hold hundreds of calls. */
export const PORT_CALL_PAGE_ROWS = 50;

export interface PortScheduleResultsProps {
  search: PortScheduleSearch;
  /** Keep the new filters in the URL (the page replaces the history entry). */
  onFilterChange: (filter: PortCallFilter) => void;
}

/** The port's calls in the search's period: loading, error with retry, empty, or the filters and the list. */
export function PortScheduleResults({ search, onFilterChange }: PortScheduleResultsProps) {
  const { t } = useTranslation('port-schedule');
  // The moment the results were asked for: coming calls do not flip while the user reads them.
  const [nowMs] = useState(() => Date.now());
  const asCards = useMediaQuery(PHONE_MEDIA_QUERY);
  const [shownRows, setShownRows] = useState(PORT_CALL_PAGE_ROWS);
  const params: PortScheduleParams = {
    UNLocationCode: search.portCode,
    date: search.fromDate,
    endDate: portPeriodEnd(search),
  };
  const schedule = useQuery(scheduleQueries.portSchedule(params));
  const filter: PortCallFilter = { service: search.service, terminal: search.terminal, direction: search.direction };
  const deferredFilter = useDeferredValue(filter);
  const rows = schedule.data;
  const choices = useMemo(() => portCallChoices(rows ?? []), [rows]);
  const { service, terminal, direction } = deferredFilter;
  const filtered = useMemo(
    () => filterPortCalls(rows ?? [], { service, terminal, direction }),
    [rows, service, terminal, direction],
  );

  if (schedule.isError) return <QueryErrorFallback query={schedule} />;
  if (!rows) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner label={t('results.loading')} />
      </div>
    );
  }
  if (rows.length === 0) return <p role="status">{t('results.none')}</p>;
  const portName = rows[0]?.portName ?? search.portCode;
  return (
    <section aria-labelledby="port-calls-heading" className={styles.results}>
      <h2 id="port-calls-heading">
        {t('results.heading', { port: portName, code: search.portCode, from: params.date, to: params.endDate })}
      </h2>
      <PortCallFilters
        choices={choices}
        filter={filter}
        onChange={(next) => {
          setShownRows(PORT_CALL_PAGE_ROWS);
          onFilterChange(next);
        }}
      />
      <p role="status" className={styles.count}>
        {t('results.count', { count: filtered.length, total: rows.length })}
      </p>
      {filtered.length > 0 && <PortCallList rows={filtered.slice(0, shownRows)} nowMs={nowMs} asCards={asCards} />}
      {filtered.length > shownRows && (
        <Button
          variant="secondary"
          className={styles.more}
          onClick={() => {
            setShownRows((count) => count + PORT_CALL_PAGE_ROWS);
          }}
        >
          {t('results.more', { count: Math.min(PORT_CALL_PAGE_ROWS, filtered.length - shownRows) })}
        </Button>
      )}
    </section>
  );
}
