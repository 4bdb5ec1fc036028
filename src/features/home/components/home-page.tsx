import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './home.module.css';
import { MobileAppBanner } from './mobile-app-banner';
import { Notices } from './notices';
import { QuickScheduleSearch } from './quick-schedule-search';
import { TrackingSearch } from './tracking-search';
import { VisitTip } from './visit-tip';

/** Props of {@link HomePage}: `guides` is the video guide library, composed in by the route (another feature). */
export interface HomePageProps {
  guides?: ReactNode;
}

/** The home page: tip, quick schedule and tracking searches, notices, video guides, mobile app banner. */
export function HomePage({ guides }: HomePageProps) {
  const { t } = useTranslation('home');
  useDocumentTitle(t('document-title'));
  return (
    <div className={styles.home}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <VisitTip />
      <div className={styles.searches}>
        <QuickScheduleSearch />
        <TrackingSearch />
      </div>
      <Notices />
      {guides}
      <MobileAppBanner />
    </div>
  );
}
