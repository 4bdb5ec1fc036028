import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { AppFooter } from '@/app/layout/app-footer';
import { AppHeader } from '@/app/layout/app-header';
import { CookieNotice } from '@/app/layout/cookie-notice';
import { Spinner } from '@/components/ui/spinner';
import { PreferredLanguageHost } from '@/features/profile/components/preferred-language-host';

import styles from './app-layout.module.css';

/** The app frame: skip link, header with the menu, the routed page, cookie notice, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main-content">
        {t('skip-to-content')}
      </a>
      <AppHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <CookieNotice />
      <AppFooter />
      <PreferredLanguageHost />
    </div>
  );
}
