import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { paths } from '@/config/paths';

import styles from './vgm.module.css';

/** The two VGM pages (input and search, the legacy 3504 and 3505), the current one marked. */
export function VgmNav() {
  const { t } = useTranslation('vgm');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.tabs}>
        <li>
          <NavLink to={paths.vgm.href()} end>
            {t('nav.input')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.vgmSearch.href()}>{t('nav.search')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
