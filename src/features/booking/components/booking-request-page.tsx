import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { ScreenPlaceholder } from '@/components/ui/screen-placeholder';
import { parseBookingRequestUrl } from '@/domain/booking/booking-request-url';
import { useSession } from '@/domain/session/session-store';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { importInTasks, loadOnce, useAfterFirstPaint } from '@/lib/idle';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './booking-request-page.module.css';

// The form's modules evaluate in three tasks (the DCSA contract's schemas, the form rules, the form) instead of one, and
// the translations the form needs besides the page's load with them (not before the heading's first paint).
const BookingRequestStart = lazy(
  loadOnce(async () => {
    const translations = loadNamespaces(i18n, ['booking-domain', 'booking-templates', 'address-book']);
    // Awaited below; a failure meanwhile must not surface as an unhandled rejection first.
    translations.catch(() => undefined);
    const form = await importInTasks(
      [() => import('@/domain/booking/booking-contract'), () => import('@/features/booking/utils/booking-form-schema')],
      () => import('./booking-request-start'),
    );
    await translations;
    return form;
  }),
);

/**
 * /booking/booking-request: the booking request form. Anonymous visitors go to the login page
 * first and come back to the same URL. `?quote=` books on that accepted instant quote (route,
 * sailing, equipment and price locked, channel AOQ); `?copyFrom=` starts the form from that booking's request (booking
 * detail "copy as a new booking request"); otherwise from the user's draft, else empty with the user's company as
 * shipper.
 *
 * The heading and intro paint first; the form (react-hook-form, the zod rules, the location search, the date picker:
 * most of the page's code) is a chunk that starts loading once they have painted, behind a placeholder as tall as a
 * screen so nothing below moves when it arrives (Lighthouse mobile on this page; docs/performance.md "How the
 * pages meet the mobile budgets").
 */
export function BookingRequestPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('title'));
  const user = useSession((state) => (state.status === 'loggedIn' ? state.user : null));
  const [searchParams] = useSearchParams();
  const { copyFrom, quote, template } = parseBookingRequestUrl(searchParams);

  const painted = useAfterFirstPaint();

  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (!user) return null;

  const placeholder = <ScreenPlaceholder label={t('loading')} />;
  return (
    <section aria-labelledby="booking-request-title" className={styles.page}>
      <h1 id="booking-request-title">{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {painted ? (
        <Suspense fallback={placeholder}>
          {/* Keyed by user, copy and quote: another user's login never sees or edits this user's values. */}
          <BookingRequestStart
            key={`${user.userId}:${copyFrom ?? ''}:${quote ?? ''}`}
            user={user}
            copyFrom={copyFrom ?? null}
            quote={quote ?? null}
            template={template ?? null}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
