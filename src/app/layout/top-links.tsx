import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import { useHasUnseenOneSolution } from '@/features/pages/utils/one-solutions';

import styles from './top-links.module.css';

/** Props of {@link TopLinks}. */
export interface TopLinksProps {
  className?: string;
  onNavigate?: () => void;
}

/**
 * The header's top-right links (docs/requirements.md §2): ONE Solutions, with a new-item dot while an unseen item exists and
 * the 'redesign' flag is on, and Support.
 */
export function TopLinks({ className, onNavigate }: TopLinksProps) {
  const { t } = useTranslation('shell');
  const redesign = useFeatureFlag('redesign');
  const unseen = useHasUnseenOneSolution();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  return (
    <ul className={className ?? styles.list}>
      <li>
        <NavLink to={paths.oneSolutions.href()} className={linkClass} onClick={onNavigate}>
          {t('header.one-solutions')}
          {redesign && unseen ? ' ' : null}
          {redesign && unseen ? (
            <span className={styles.dot}>
              <span className="visually-hidden">{t('header.new-items')}</span>
            </span>
          ) : null}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.supportPage.href()} className={linkClass} onClick={onNavigate}>
          {t('header.support')}
        </NavLink>
      </li>
    </ul>
  );
}
