import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import styles from './app-footer.module.css';

/** Anchor of the privacy and cookie policy on the terms page. */
export const PRIVACY_ANCHOR = 'privacy-cookie-policy';

/**
 * The footer (docs/requirements.md §2): copyright with the current year, 'all rights reserved', the privacy and cookie
 * policy link, and the rules link, which opens /terms-rules/general in a new tab (rel noopener).
 */
export function AppFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.links}>
          <li>
            <Link to={`${paths.termsRules.href()}#${PRIVACY_ANCHOR}`} className={styles.link}>
              {t('footer.privacy')}
            </Link>
          </li>
          <li>
            <Link to={paths.termsRules.href()} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {t('footer.rules')} <span className="visually-hidden">{t('footer.new-tab')}</span>
              <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24">
                <path
                  fill="currentColor"
                  d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"
                />
              </svg>
            </Link>
          </li>
        </ul>
        <p className={styles.text}>
          {t('footer.copyright', { year: new Date().getFullYear() })} {t('footer.rights-reserved')}
        </p>
      </div>
    </footer>
  );
}
