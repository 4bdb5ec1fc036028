import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';

/**
 * The header's account area (spec section 2): logged out, 'Login' and 'Create account'; logged in, the avatar menu.
 * Placeholder until the session issue lands: it shows the logged-out links only.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <Link to={paths.login.href(location.pathname + location.search)}>{t('header.login')}</Link>
      <Link to={paths.createAccount.href()}>{t('header.create-account')}</Link>
    </>
  );
}
