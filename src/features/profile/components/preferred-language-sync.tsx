import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { applyPreferredLanguage } from '@/lib/i18n';
import { setProfileTimeZone } from '@/lib/user-time-zone';

import { profileQueries } from '../api/profile-queries';

/**
 * Applies the logged-in user's profile (the same query the profile page reads) once it is known, and again when it
 * changes: the profile's time zone becomes the reader's zone (lib/user-time-zone.ts; the browser's again on unmount,
 * i.e. logout), and the preferred language switches the UI when `applyLanguage` (the user has not picked a language
 * in the header this visit). Mounted by {@link PreferredLanguageHost} for a logged-in user. Renders nothing.
 */
export function PreferredLanguageSync({ userId, applyLanguage }: { userId: string; applyLanguage: boolean }) {
  const { i18n } = useTranslation();
  // A failed lookup only leaves the language as it is: no popup for it (session-wide statuses still pop up).
  const { data } = useQuery({ ...profileQueries.detail(userId), meta: { errorHandling: 'custom' } });
  const preferred = applyLanguage ? data?.preferredLanguage : undefined;
  const timeZone = data?.timeZone;
  useEffect(() => {
    if (!timeZone) return;
    setProfileTimeZone(timeZone);
    return () => {
      setProfileTimeZone(null);
    };
  }, [timeZone]);
  useEffect(() => {
    if (!preferred) return;
    applyPreferredLanguage(i18n, preferred).catch((error: unknown) => {
      console.warn('The preferred language could not be loaded:', error);
    });
  }, [i18n, preferred]);
  return null;
}
