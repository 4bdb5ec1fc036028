import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import {
  BOOKING_FILTERS,
  type BookingFilter,
  SORT_KEYS,
  type SortKey,
} from '@/domain/schedule-search/point-to-point-contract';

import { EMISSION_TYPES, type EmissionType, type ScheduleViewOptions } from '../utils/search-state';
import styles from './schedule-results.module.css';

export interface ResultsToolbarProps {
  viewOptions: ScheduleViewOptions;
  lanes: readonly string[];
  onChange: (patch: Partial<ScheduleViewOptions>) => void;
  onDownload: () => void;
  onEmail: () => void;
  actionsDisabled: boolean;
}

/**
 * Sort, service-lane filter, booking filter (only where the country takes bookings: without booking, "open for
 * booking" means nothing), CO2 on/off with emission type, and the download and e-mail actions.
 */
export function ResultsToolbar({
  viewOptions,
  lanes,
  onChange,
  onDownload,
  onEmail,
  actionsDisabled,
}: ResultsToolbarProps) {
  const { t } = useTranslation('schedule');
  const bookingOn = useFeatureFlag('booking');
  return (
    <div className={styles.toolbar}>
      <div className={styles.filters}>
        {viewOptions.view === 'list' && (
          <NativeSelect
            label={t('results.sort-by')}
            value={viewOptions.sortBy}
            onChange={(event) => {
              onChange({ sortBy: event.target.value as SortKey, page: 1 });
            }}
            options={SORT_KEYS.map((key) => ({ value: key, label: t(`sort.${key}`) }))}
          />
        )}
        <NativeSelect
          label={t('results.service-lane')}
          value={viewOptions.service ?? ''}
          onChange={(event) => {
            onChange({ service: event.target.value || null, page: 1 });
          }}
          options={[
            { value: '', label: t('results.all-lanes') },
            ...(viewOptions.service && !lanes.includes(viewOptions.service) ? [viewOptions.service] : [])
              .concat(lanes)
              .map((lane) => ({ value: lane, label: lane })),
          ]}
        />
        {bookingOn && (
          <NativeSelect
            label={t('results.booking-filter')}
            value={viewOptions.bookingFilter}
            onChange={(event) => {
              onChange({ bookingFilter: event.target.value as BookingFilter, page: 1 });
            }}
            options={BOOKING_FILTERS.map((filter) => ({ value: filter, label: t(`booking-filter.${filter}`) }))}
          />
        )}
      </div>
      <div className={styles.co2}>
        <Switch
          label={t('results.co2-switch')}
          checked={viewOptions.co2}
          onCheckedChange={(checked) => {
            onChange({ co2: checked });
          }}
        />
        {viewOptions.co2 && (
          <NativeSelect
            label={t('results.emission-type')}
            value={viewOptions.emissionType}
            onChange={(event) => {
              onChange({ emissionType: event.target.value as EmissionType });
            }}
            options={EMISSION_TYPES.map((type) => ({ value: type, label: t(`emission-type.${type}`) }))}
          />
        )}
      </div>
      <div className={styles.actions}>
        <Button onClick={onDownload} disabled={actionsDisabled}>
          {t('results.download')}
        </Button>
        <Button onClick={onEmail} disabled={actionsDisabled}>
          {t('results.email')}
        </Button>
      </div>
    </div>
  );
}
