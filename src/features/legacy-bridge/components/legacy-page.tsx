import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { BlacklistAlert } from '@/components/blacklist-alert';
import type { LegacyPage as LegacyPageEntry } from '@/config/legacy-pages';
import { findMenuItemByPath, type MenuItem } from '@/config/menu';
import { paths } from '@/config/paths';
import { getRuntimeConfig } from '@/config/runtime-config';
import { useSession } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useMenuGuide } from '../hooks/use-menu-guide';
import { decideMenuAccess } from '../utils/menu-access';
import { LegacyEmbed } from './legacy-embed';

/** Props of {@link LegacyPage}: `findMenuItem` defaults to the app menu's lookup (injectable for tests). */
export interface LegacyPageProps {
  page: LegacyPageEntry;
  findMenuItem?: (pathname: string) => MenuItem | undefined;
}

/**
 * /ecom/CUP_HOM_xxxx.do (docs/requirements.md §2 and §4): the legacy page of the table, after the menu-page rule (anonymous
 * users go to login, logged-in users without a menu item see the blacklist alert; confirm or close returns to '/').
 */
export function LegacyPage({ page, findMenuItem = findMenuItemByPath }: LegacyPageProps) {
  const { t } = useTranslation('legacy');
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSession((state) => state.status);
  const title = t(`titles.${page.titleKey}`);
  useDocumentTitle(title);
  const pathname = paths.legacyPage.href(page.code);
  const menuItem = findMenuItem(pathname);
  const access = decideMenuAccess({ pathname, page, status, findMenuItem });
  const guide = useMenuGuide(!page.requiresLogin || status === 'loggedIn', [menuItem?.id, page.code]);

  if (access === 'login') return <Navigate to={paths.login.href(`${location.pathname}${location.search}`)} replace />;
  if (access === 'blacklisted') {
    return (
      <section aria-labelledby="legacy-page-title">
        <h1 id="legacy-page-title">{title}</h1>
        <BlacklistAlert
          open
          onClose={() => {
            void navigate(paths.home.href(), { replace: true });
          }}
        />
      </section>
    );
  }
  return (
    <LegacyEmbed
      title={title}
      legacyPath={`/ecom/${page.code}.do`}
      search={location.search}
      legacyOrigin={getRuntimeConfig().legacyOrigin}
      guide={guide}
    />
  );
}
