import { LazyBoundary, lazyPart } from '@/components/ui/lazy-boundary';
import { useCurrentUserId } from '@/domain/session/session-store';
import { languageChosenThisVisit } from '@/lib/i18n';
import { loadOnce, useAfterFirstPaint } from '@/lib/idle';

// A chunk of its own: the profile's API client and schema load only for logged-in users.
const PreferredLanguageSync = lazyPart(
  loadOnce(() => import('./preferred-language-sync')),
  (module) => module.PreferredLanguageSync,
);

/**
 * Applies a logged-in user's profile: its time zone becomes the reader's zone, and its language switches the UI unless
 * the user picked one in the header this visit (that choice wins). Rendered once by the app layout; renders nothing.
 * Its chunk (the profile's API client and schema) starts after the page's first paint.
 */
export function PreferredLanguageHost() {
  const painted = useAfterFirstPaint();
  const userId = useCurrentUserId();
  if (!painted || userId === null) return null;
  return (
    <LazyBoundary>
      <PreferredLanguageSync userId={userId} applyLanguage={!languageChosenThisVisit()} />
    </LazyBoundary>
  );
}
