import { useTranslation } from 'react-i18next';

import styles from './app-footer.module.css';

/** Footer of the plain frame: copyright with the current year and 'all rights reserved'. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <p className={styles.text}>
        {t('footer.copyright', { year: new Date().getFullYear() })} {t('footer.rights-reserved')}
      </p>
    </footer>
  );
}
