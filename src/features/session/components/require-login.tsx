import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useSession } from '@/domain/session/session-store';

/** Props of {@link RequireLogin}. */
export interface RequireLoginProps {
  children: ReactNode;
}

/**
 * Wraps a page that needs login (spec sections 4 and 6): an anonymous visitor is sent to the login page, which brings
 * them back here afterwards. Usage in a route module: `<RequireLogin><MyProfilePage /></RequireLogin>`.
 */
export function RequireLogin({ children }: RequireLoginProps) {
  const { t } = useTranslation('session');
  const location = useLocation();
  const status = useSession((state) => state.status);
  if (status !== 'loggedIn') {
    return (
      <>
        <p className="visually-hidden">{t('require-login.redirecting')}</p>
        <Navigate to={paths.login.href(location.pathname + location.search)} replace />
      </>
    );
  }
  return children;
}
