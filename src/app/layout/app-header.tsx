import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import logoUrl from '@/assets/logo.svg';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';
import { AccountMenu } from '@/features/session/components/account-menu';

import styles from './app-header.module.css';
import { HeaderMenu } from './header-menu';
import { TopLinks } from './top-links';

/**
 * The header (spec section 2): menu toggle with the full menu, the logo (home link), the top-right links
 * (ONE Solutions, Support; inside the drawer on phones), the language switch and the account area.
 */
export function AppHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <HeaderMenu />
        <Link to={paths.home.href()} className={styles.logoLink} aria-label={t('header.home-link')}>
          <img src={logoUrl} alt="" width={96} height={32} className={styles.logo} />
        </Link>
        <nav aria-label={t('header.top-links')} className={styles.topLinks}>
          <TopLinks />
        </nav>
        <div className={styles.tools}>
          <LanguageSwitch />
          <div className={styles.account}>
            <AccountMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
