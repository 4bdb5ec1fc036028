import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';
import { AccountMenu } from '@/features/session/components/account-menu';

import styles from './app-header.module.css';
import { HeaderMenu } from './header-menu';
import { NotificationSlot } from './notification-slot';
import { TopLinks } from './top-links';

/**
 * The carrier's mark, drawn inline: part of the page itself, not an image with a document of its own (a data-URI SVG
 * image costs the browser an extra document to parse and lay out before the first paint, LCP). Decorative:
 * the home link around it carries the name.
 */
function LogoMark() {
  return (
    <svg className={styles.logo} viewBox="0 0 96 32" width={96} height={32} aria-hidden="true" focusable="false">
      <rect x="0" y="4" width="24" height="24" rx="12" fill="#d4007a" />
      <circle cx="12" cy="16" r="6" fill="#0b1f44" />
      <text
        x="30"
        y="24"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="20"
        fontWeight="700"
        fill="#ffffff"
        letterSpacing="1"
      >
        ONE
      </text>
    </svg>
  );
}

/**
 * The header (docs/requirements.md §2): menu toggle with the full menu, the logo (home link), the top-right links
 * (ONE Solutions, Support; inside the drawer on phones), the language switch, the notification bell (logged in) and the account area.
 */
export function AppHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <HeaderMenu />
        <Link to={paths.home.href()} className={styles.logoLink} aria-label={t('header.home-link')}>
          <LogoMark />
        </Link>
        <nav aria-label={t('header.top-links')} className={styles.topLinks}>
          <TopLinks />
        </nav>
        <div className={styles.tools}>
          <LanguageSwitch />
          <NotificationSlot />
          <div className={styles.account}>
            <AccountMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
