import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';

import logoUrl from '@/assets/logo.svg';
import { paths } from '@/config/paths';
import { AccountMenu } from '@/features/session/components/account-menu';

import styles from './app-header.module.css';

/** Header of the plain frame: the logo links home, one link leads to the point-to-point schedule. */
export function AppHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home.href()} className={styles.logoLink} aria-label={t('header.home-link')}>
          <img src={logoUrl} alt="" width={96} height={32} className={styles.logo} />
        </Link>
        <div className={styles.account}>
          <AccountMenu />
        </div>
        <nav aria-label={t('header.nav-label')}>
          <ul className={styles.navList}>
            <li>
              <NavLink
                to={paths.pointToPointSchedule.href()}
                className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
              >
                {t('header.schedule-link')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
