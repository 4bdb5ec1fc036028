import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { NativeSelect } from '@/components/ui/native-select';

import type { SearchPair } from '../utils/file-request';
import styles from './schedule-dialogs.module.css';

export interface PairSelectProps {
  pairs: readonly SearchPair[];
  value: number;
  onChange: (index: number) => void;
}

/** Picks the origin-destination pair a file is made for; renders nothing when the search has only one pair. */
export function PairSelect({ pairs, value, onChange }: PairSelectProps) {
  const { t } = useTranslation('schedule');
  if (pairs.length <= 1) return null;
  return (
    <NativeSelect
      label={t('download.pair')}
      value={String(value)}
      onChange={(event) => {
        onChange(Number(event.target.value));
      }}
      options={pairs.map((pair, index) => ({
        value: String(index),
        label: t('download.pair-option', { origin: pair.origin.name, destination: pair.destination.name }),
      }))}
    />
  );
}

export interface DialogActionsProps {
  onCancel: () => void;
  /** The primary action (a submit or click button). */
  children: ReactNode;
}

/** Footer of the schedule dialogs: Cancel, then the primary action. */
export function DialogActions({ onCancel, children }: DialogActionsProps) {
  const { t } = useTranslation('schedule');
  return (
    <div className={styles.footer}>
      <button type="button" className="button" onClick={onCancel}>
        {t('common:cancel')}
      </button>
      {children}
    </div>
  );
}
