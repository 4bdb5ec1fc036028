import { isCookieNoticeHidden } from '@/app/layout/cookie-notice';
import { sessionStore } from '@/domain/session/session-store';
import { readVisitCounter } from '@/features/home/hooks/use-visit-tip';
import { detectInitialLanguage } from '@/lib/i18n';

/**
 * Cookie telling the web server that this browser has run the portal before, so it gets the plain index.html instead
 * of a prerendered first-visit page (deploy/one-ecom.conf reads it as `$cookie_one_ecom_returning`). Value '1'; no
 * personal data, a functional setting like the cookie notice's.
 */
export const RETURNING_VISITOR_COOKIE = 'one_ecom_returning';

/** How long the returning-visitor cookie lasts: one year, in seconds (the cookie notice's period). */
export const RETURNING_VISITOR_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Sets {@link RETURNING_VISITOR_COOKIE} for the portal's path (`basePath`, default the build's `/one-ecom/`): from the
 * next load on, this browser's language, session, tip and cookie notice decide the first render, not the prerender.
 * `Secure` on HTTPS pages.
 */
export function markReturningVisitor(doc: Document = document, basePath: string = import.meta.env.BASE_URL): void {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${RETURNING_VISITOR_COOKIE}=1; Path=${basePath}; Max-Age=${RETURNING_VISITOR_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * Whether the app's first render for this visitor equals the build-time prerender of `prerenderedPath`
 * (scripts/vite-plugins/prerender-pages.ts): a first visit, i.e. English, logged out, the tip due, the cookie notice not yet
 * closed, and no query string. Then React hydrates that HTML; otherwise (the server could not tell, e.g. cookies were
 * cleared but local storage was not) main.tsx drops it and renders from scratch. The path comparison is exact.
 */
export function prerenderFits(
  prerenderedPath: string,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): boolean {
  return (
    location.pathname === prerenderedPath &&
    location.search === '' &&
    detectInitialLanguage() === 'en' &&
    sessionStore.getState().status === 'loggedOut' &&
    readVisitCounter() === 0 &&
    !isCookieNoticeHidden()
  );
}
