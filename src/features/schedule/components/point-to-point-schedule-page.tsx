import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useScheduleUrl } from '../hooks/use-schedule-url';
import { DEFAULT_VIEW_OPTIONS, toScheduleUrlParams, type SearchParamIssue } from '../utils/search-state';
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

  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      {issues.length > 0 && <UrlIssues issues={issues} />}
      <ScheduleSearchForm key={formKey} initialSearch={search} today={today} onSubmit={url.submitSearch} />
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
