import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { TrackingKind } from '@/config/paths';
import { TRACKING_NUMBERS_MAX, type UnsearchedTrackingNumber } from '@/domain/tracking/tracking-url';

import styles from './cargo-tracking-page.module.css';

/** Props of {@link UnsearchedNumbers}. */
export interface UnsearchedNumbersProps {
  kind: TrackingKind;
  unsearched: UnsearchedTrackingNumber[];
}

/** The numbers of a link the page did not look up, each with why, so none is dropped without a word. */
export function UnsearchedNumbers({ kind, unsearched }: UnsearchedNumbersProps) {
  const { t } = useTranslation('tracking');
  const headingId = useId();
  if (unsearched.length === 0) return null;
  const kindName = t(`search.kinds.${kind}`);
  return (
    <section aria-labelledby={headingId} className={styles.unsearched}>
      <h2 id={headingId}>{t('unsearched.title')}</h2>
      <ul>
        {unsearched.map((entry, index) => (
          <li key={index}>
            {entry.reason === 'check-digit'
              ? t('unsearched.check-digit', { number: entry.number, digit: entry.checkDigit })
              : entry.reason === 'over-limit'
                ? t('unsearched.over-limit', { number: entry.number, max: TRACKING_NUMBERS_MAX })
                : entry.number !== undefined
                  ? t('unsearched.format', { number: entry.number, kind: kindName })
                  : t('unsearched.not-a-number', { kind: kindName })}
          </li>
        ))}
      </ul>
    </section>
  );
}
