import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { StatusImage } from '@/components/ui/status-image';
import type { FeatureFlagKey } from '@/config/feature-flags';
import { paths } from '@/config/paths';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';

import styles from './feature-gate.module.css';

/** Props of {@link FeatureGate}. */
export interface FeatureGateProps {
  /** The flag that must be on. */
  flag: FeatureFlagKey;
  children: ReactNode;
}

/**
 * Shows `children` while the feature flag `flag` is on; otherwise a page-level "not available in your country or
 * region" message with the maintenance image and a link home (features hide or disable by flag).
 * Wrap a route's page with it; inside a page, call `useFeatureFlag` and hide or disable the control instead.
 */
export function FeatureGate({ flag, children }: FeatureGateProps) {
  const on = useFeatureFlag(flag);
  const titleId = useId();
  const { t } = useTranslation('common');
  if (on) return children;
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <StatusImage kind="maintenance" />
      <h1 id={titleId} className={styles.title}>
        {t('feature-unavailable.title')}
      </h1>
      <p>{t('feature-unavailable.message')}</p>
      <Link to={paths.home.href()}>{t('not-found.home-link')}</Link>
    </section>
  );
}
