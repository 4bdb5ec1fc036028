import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';

import { useScheduleUrl } from '../hooks/use-schedule-url';
import { DEFAULT_VIEW_OPTIONS, type SearchParamIssue, toScheduleUrlParams } from '../utils/search-state';
import styles from './point-to-point-schedule-page.module.css';
import { ScheduleResults } from './schedule-results';
import { ScheduleSearchForm } from './schedule-search-form';

/** /schedule/point-to-point-schedule: search sailings between two places and see, download or e-mail them. */
export function PointToPointSchedulePage() {
  const { t } = useTranslation('schedule');
  useDocumentTitle(t('page.title'));
  const url = useScheduleUrl();
  const { search, viewOptions, issues, today } = url;
  // The form restarts whenever the search in the URL changes (a submit, back/forward, a pasted link).
  const formKey = useMemo(
    () => toScheduleUrlParams({ ...search, scheduleSequence: null }, DEFAULT_VIEW_OPTIONS).toString(),
    [search],
  );
  const canSearch = search.command === 'search' && search.origins.length > 0 && search.destinations.length > 0;
  // On phones the form folds away under a one-line summary once there are results (desktop always shows it).
  const [formOpen, setFormOpen] = useState(!canSearch);
  const folded = canSearch && !formOpen;
  // The form starts from a stored draft and today's date: browser-only, so the build-time prerender (and the render
  // that hydrates it) shows a placeholder of the form's size instead.
  const hydrated = useHydrated();

  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      {issues.length > 0 && <UrlIssues issues={issues} />}
      {canSearch && (
        <div className={styles.searchSummary}>
          <p className={styles.searchSummaryText}>
            {t('page.search-summary', {
              origin: search.origins.map((o) => o.name).join(' / '),
              destination: search.destinations.map((d) => d.name).join(' / '),
              from: search.fromDate,
              to: search.toDate,
            })}
          </p>
          <Button
            aria-expanded={formOpen}
            aria-controls="schedule-search"
            onClick={() => {
              setFormOpen(!formOpen);
            }}
          >
            {formOpen ? t('page.hide-search') : t('page.edit-search')}
          </Button>
        </div>
      )}
      <div id="schedule-search" className={folded ? styles.folded : undefined}>
        {hydrated ? (
          <ScheduleSearchForm
            key={formKey}
            initialSearch={search}
            today={today}
            onSubmit={(next) => {
              setFormOpen(false);
              url.submitSearch(next);
            }}
          />
        ) : (
          <div className={styles.formPlaceholder} role="status">
            <span className="visually-hidden">{t('common:loading')}</span>
          </div>
        )}
      </div>
      {canSearch && (
        <ScheduleResults
          search={search}
          viewOptions={viewOptions}
          today={today}
          onViewOptionsChange={url.updateViewOptions}
          onScheduleSequenceChange={url.setScheduleSequence}
        />
      )}
    </div>
  );
}

/** Tells the user which values of the link could not be used and what was used instead. */
function UrlIssues({ issues }: { issues: readonly SearchParamIssue[] }) {
  const { t } = useTranslation('schedule');
  return (
    <div role="alert" className={styles.issues}>
      <p className={styles.issuesTitle}>{t('url-issues.title')}</p>
      <ul>
        {issues.map((issue) => (
          <li key={`${issue.param}-${issue.value}`}>{t(`url-issues.${issue.messageKey}`, { value: issue.value })}</li>
        ))}
      </ul>
    </div>
  );
}
