import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { BookingFilter, SortKey } from '@/domain/schedule-search/point-to-point-contract';

import type { CalendarMonth } from '../utils/calendar';
import type { SearchPair } from '../utils/file-request';
import type { ScheduleSearch } from '../utils/search-state';
import styles from './schedule-dialogs.module.css';

/**
 * Props of the download and e-mail dialogs: the search, its origin-destination pairs, the displayed month the file
 * covers, and the list's sort, service-lane filter and booking filter (docs/requirements.md §7 file request).
 */
export interface ScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  search: ScheduleSearch;
  pairs: readonly SearchPair[];
  month: CalendarMonth;
  sortBy: SortKey;
  service: string | null;
  bookingFilter: BookingFilter;
}

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
      <Button onClick={onCancel}>{t('common:cancel')}</Button>
      {children}
    </div>
  );
}
