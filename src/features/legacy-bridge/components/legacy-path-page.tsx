import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';

import { LEGACY_PATH_PAGES } from '@/config/legacy-pages';
import { findMenuItemByPath } from '@/config/menu';
import { paths } from '@/config/paths';
import { getRuntimeConfig } from '@/config/runtime-config';
import { useSession } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useMenuGuide } from '../hooks/use-menu-guide';
import { LegacyEmbed } from './legacy-embed';

/** Props of {@link LegacyPathPage}: which of the pages embedded by path (config/legacy-pages.ts). */
export interface LegacyPathPageProps {
  pageKey: keyof typeof LEGACY_PATH_PAGES;
}

/**
 * A legacy page embedded by path rather than by code (docs/requirements.md §2): the address book at /booking/address-book and
 * the surcharge search at /prices/surcharge-search, whose spinner stays at least one second (docs/requirements.md §9). A page
 * that needs login (the address book) sends an anonymous user to login and back, as /my-profile does: the older
 * portal would otherwise ask for login from inside the frame.
 */
export function LegacyPathPage({ pageKey }: LegacyPathPageProps) {
  const { t } = useTranslation('legacy');
  const location = useLocation();
  const page = LEGACY_PATH_PAGES[pageKey];
  const status = useSession((state) => state.status);
  const title = t(`titles.${page.titleKey}`);
  useDocumentTitle(title);
  const guide = useMenuGuide(!page.requiresLogin || status === 'loggedIn', [findMenuItemByPath(page.hostPath)?.id]);
  if (page.requiresLogin && status !== 'loggedIn') {
    return <Navigate to={paths.login.href(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <LegacyEmbed
      title={title}
      legacyPath={page.legacyPath}
      search={location.search}
      legacyOrigin={getRuntimeConfig().legacyOrigin}
      guide={guide}
      {...(page.minSpinnerMs > 0 ? { minSpinnerMs: page.minSpinnerMs } : {})}
    />
  );
}
