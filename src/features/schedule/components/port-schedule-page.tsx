import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { ScreenPlaceholder } from '@/components/ui/screen-placeholder';
import {
  isPortDirection,
  parsePortScheduleUrl,
  portScheduleHref,
  withoutPortFilters,
} from '@/domain/schedule-search/port-schedule-url';
import { todayIn } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';

import type { PortCallFilter } from '../utils/port-calls';
import styles from './port-schedule-page.module.css';
import { PortScheduleResults } from './port-schedule-results';
import { PortSearchForm } from './port-search-form';

/** /schedule/port-schedule: every arrival and departure of one port in up to 4 weeks (docs/areas/schedule.md). */
export function PortSchedulePage() {
  const { t } = useTranslation('port-schedule');
  useDocumentTitle(t('page.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = parsePortScheduleUrl(params);
  const formKey = search ? portScheduleHref(withoutPortFilters(search)) : 'empty';
  // The form starts from today's date: browser-only, so the build-time prerender (and the render that hydrates it)
  // shows a placeholder instead (docs/performance.md, prerendered first-visit pages).
  const hydrated = useHydrated();

  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      <p className={styles.intro}>{t('page.intro')}</p>
      {hydrated ? (
        <PortSearchForm
          key={`form ${formKey}`}
          initialSearch={search}
          today={todayIn('UTC')}
          onSubmit={(next) => {
            void navigate(portScheduleHref(next));
          }}
        />
      ) : (
        <ScreenPlaceholder label={t('common:loading')} />
      )}
      {search && (
        <PortScheduleResults
          key={`results ${formKey}`}
          search={search}
          onFilterChange={(filter: PortCallFilter) => {
            void navigate(
              portScheduleHref({
                ...withoutPortFilters(search),
                ...(filter.service ? { service: filter.service } : {}),
                ...(filter.terminal ? { terminal: filter.terminal } : {}),
                ...(isPortDirection(filter.direction) ? { direction: filter.direction } : {}),
              }),
              { replace: true },
            );
          }}
        />
      )}
    </div>
  );
}
