import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { DEFAULT_NEXT_WEEK_VALUE } from '@/config/limits';
import { LocationCombobox, type LocationOption } from '@/domain/location/location-combobox';
import { scheduleSearchHref } from '@/domain/schedule-search/schedule-search-url';
import { todayIn } from '@/lib/dates';

import { HomeSearchPanel } from './home-search-panel';

/** Quick schedule search: origin and destination, then the schedule page runs the search. */
export function QuickScheduleSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [origin, setOrigin] = useState<LocationOption | null>(null);
  const [destination, setDestination] = useState<LocationOption | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!origin || !destination) return;
    void navigate(
      scheduleSearchHref({
        origins: [origin],
        destinations: [destination],
        fromDate: todayIn(),
        nextWeekValue: DEFAULT_NEXT_WEEK_VALUE,
        command: 'search',
      }),
    );
  };

  return (
    <HomeSearchPanel
      titleId="quick-schedule-title"
      title={t('schedule.title')}
      submitLabel={t('schedule.submit')}
      onSubmit={handleSubmit}
    >
      <LocationCombobox
        label={t('schedule.origin')}
        placeholder={t('schedule.placeholder')}
        emptyMessage={t('schedule.no-ports')}
        value={origin}
        onChange={setOrigin}
        {...(submitted && !origin ? { error: t('schedule.origin-required') } : {})}
      />
      <LocationCombobox
        label={t('schedule.destination')}
        placeholder={t('schedule.placeholder')}
        emptyMessage={t('schedule.no-ports')}
        value={destination}
        onChange={setDestination}
        {...(submitted && !destination ? { error: t('schedule.destination-required') } : {})}
      />
    </HomeSearchPanel>
  );
}
