import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { ScreenPlaceholder } from '@/components/ui/screen-placeholder';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { importInTasks, loadOnce, useAfterFirstPaint } from '@/lib/idle';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './si-summary-page.module.css';

// Everything below the heading: its modules (the list contract's schemas, date-fns-tz, the list queries, the tabs, list
// and dashboard) evaluate in four tasks instead of one (each under about 15 ms on this machine), and the translations
// it needs besides the page's load with them.
const SiSummaryContent = lazy(
  loadOnce(async () => {
    const translations = loadNamespaces(i18n, ['documentation', 'booking-domain']);
    // Awaited below; a failure meanwhile must not surface as an unhandled rejection first.
    translations.catch(() => undefined);
    const { SiSummaryContent: Content } = await importInTasks(
      [
        () => import('@/domain/documentation/si-list-contract'),
        // date-fns-tz: its module formats a first date in a time zone when it loads (the browser's time-zone data).
        () => import('@/domain/booking/components/booking-date-time'),
        () => import('@/domain/documentation/si-list-queries'),
      ],
      () => import('./si-summary-content'),
    );
    await translations;
    return { default: Content };
  }),
);

/**
 * /documentation/si-summary?tab=list|dashboard: the user's confirmed bookings with where their SI
 * stands and when it is due (list: filters, sort and paging in the URL), or the counts per state and due time with a
 * bar chart whose tiles open the list filtered (dashboard). Login required.
 *
 * The heading paints first; the tabs, list and dashboard (the list contract, date-fns, Radix tabs: most of the page's
 * code) are a chunk that starts loading once it has painted, behind a placeholder as tall as a screen so nothing below
 * moves when it arrives (Lighthouse mobile on this page; docs/performance.md "How the pages meet the mobile
 * budgets").
 */
export function SiSummaryPage() {
  const { t } = useTranslation('si-summary');
  useDocumentTitle(t('title'));
  const painted = useAfterFirstPaint();
  const placeholder = <ScreenPlaceholder label={t('list.loading')} />;
  return (
    <section aria-labelledby="si-summary-title" className={styles.page}>
      <h1 id="si-summary-title">{t('title')}</h1>
      {painted ? (
        <Suspense fallback={placeholder}>
          <SiSummaryContent />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
