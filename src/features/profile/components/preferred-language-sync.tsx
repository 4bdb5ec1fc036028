import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { applyPreferredLanguage } from '@/lib/i18n';

import { profileQueries } from '../api/profile-queries';

/**
 * Switches the UI to the logged-in user's preferred language (their profile, the same query the profile page reads)
 * once it is known, and again when it changes. Mounted by {@link PreferredLanguageHost} only for a logged-in user who
 * has not picked a language in the header this visit. Renders nothing.
 */
export function PreferredLanguageSync({ userId }: { userId: string }) {
  const { i18n } = useTranslation();
  // A failed lookup only leaves the language as it is: no popup for it (session-wide statuses still pop up).
  const { data } = useQuery({ ...profileQueries.detail(userId), meta: { errorHandling: 'custom' } });
  const preferred = data?.preferredLanguage;
  useEffect(() => {
    if (!preferred) return;
    applyPreferredLanguage(i18n, preferred).catch((error: unknown) => {
      console.warn('The preferred language could not be loaded:', error);
    });
  }, [i18n, preferred]);
  return null;
}
