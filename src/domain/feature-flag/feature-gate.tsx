import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { StatusImage } from '@/components/ui/status-image';
import type { FeatureFlagKey } from '@/config/feature-flags';
import { paths } from '@/config/paths';
import { useFeatureFlag, useFeatureFlagsEvaluated } from '@/domain/feature-flag/feature-flags';

import styles from './feature-gate.module.css';

/** Props of {@link FeatureGate}. */
export interface FeatureGateProps {
  /** The flag that must be on. */
  flag: FeatureFlagKey;
  children: ReactNode;
}

/**
 * Shows `children` while the feature flag `flag` is on; otherwise, once the relay has evaluated the flags, a page-level
 * "not available in your country or region" message with the maintenance image and a link home (a spinner until
 * then, so a page whose flag is off by default does not flash "not available" on a reload).
 * Wrap a route's page with it; inside a page, call `useFeatureFlag` and hide or disable the control instead.
 */
export function FeatureGate({ flag, children }: FeatureGateProps) {
  const on = useFeatureFlag(flag);
  const evaluated = useFeatureFlagsEvaluated();
  const titleId = useId();
  const { t } = useTranslation('common');
  if (on) return children;
  // Off by default but not evaluated yet (a reload of a page behind a country's flag): wait for the relay's answer.
  if (!evaluated) return <Spinner label={t('loading')} />;
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
