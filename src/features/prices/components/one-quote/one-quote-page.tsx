import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { ScreenPlaceholder } from '@/components/ui/screen-placeholder';
import { importInTasks, loadOnce, useAfterFirstPaint } from '@/lib/idle';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';

import styles from './one-quote.module.css';

// The search form, the offers and the accept flow (zod rules, the location search, the date picker, money and time
// formatting) are a chunk of their own, loaded once the shell has painted. Its modules evaluate in four tasks (the
// schedule's route schemas, the quote contract and link, the search form, the rest) instead of one: evaluated at
// once they were one task of about 45 ms here (175 ms at Lighthouse's 4x CPU slowdown), most of the page's TBT.
const OneQuoteContent = lazy(
  loadOnce(async () => {
    const module = await importInTasks(
      [
        () => import('@/domain/schedule-search/point-to-point-contract'),
        () => import('@/domain/quote/one-quote-url'),
        () => import('./quote-search-form'),
      ],
      () => import('./one-quote-content'),
    );
    return { default: module.OneQuoteContent };
  }),
);

/**
 * /prices/one-quote: instant all-in prices on the sailings of the coming weeks. Public search;
 * accepting an offer needs login and comes back to the same offer (`offer=` in the URL).
 *
 * The heading and intro paint first; the rest starts loading after that first paint, behind a placeholder as tall as
 * a screen so nothing moves when it arrives (Lighthouse mobile >= 95; the booking request page's pattern).
 */
export function OneQuotePage() {
  const { t } = useTranslation('quote');
  useDocumentTitle(t('one-quote.title'));
  // Both: the prerendered page (scripts/vite-plugins/prerender-pages.ts PRERENDERED_PAGES) hydrates with the placeholder even when the header
  // has already painted (useAfterFirstPaint is true at once for later callers), and the form, which starts from the URL,
  // a draft and today's date, never runs on the server.
  const hydrated = useHydrated();
  const painted = useAfterFirstPaint() && hydrated;
  const placeholder = <ScreenPlaceholder label={t('one-quote.loading')} />;
  return (
    <section aria-labelledby="one-quote-title" className={styles.page}>
      <h1 id="one-quote-title">{t('one-quote.title')}</h1>
      <p className={styles.intro}>{t('one-quote.intro')}</p>
      {painted ? (
        <Suspense fallback={placeholder}>
          <OneQuoteContent />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
