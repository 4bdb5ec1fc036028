import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { paths, type TrackingKind } from '@/config/paths';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import { cargoTrackingHref, normaliseTrackingNumber } from '@/domain/tracking/tracking-url';

import { HomeSearchPanel } from './home-search-panel';

const KINDS: readonly TrackingKind[] = ['B', 'K', 'C'];

/**
 * Tracking search: by B/L, booking or container number, into the native cargo tracking page while
 * the 'tracking' flag is on, else into the legacy page.
 */
export function TrackingSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const nativeTracking = useFeatureFlag('tracking');
  const [kind, setKind] = useState<TrackingKind>('B');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!number.trim()) {
      setError(t('tracking.required'));
      return;
    }
    const normalised = normaliseTrackingNumber(kind, number);
    if (!normalised) {
      setError(t(`tracking.invalid-${kind}`));
      return;
    }
    setError(undefined);
    void navigate(
      nativeTracking
        ? cargoTrackingHref({ kind, numbers: [normalised] })
        : paths.cargoTracking.href({ kind, number: normalised }),
    );
  };

  return (
    <HomeSearchPanel
      titleId="tracking-title"
      title={t('tracking.title')}
      submitLabel={t('tracking.submit')}
      onSubmit={handleSubmit}
    >
      <RadioGroup<TrackingKind>
        legend={t('tracking.kind')}
        name="tracking-kind"
        value={kind}
        options={KINDS.map((value) => ({ value, label: t(`tracking.kinds.${value}`) }))}
        onChange={(value) => {
          setKind(value);
          setError(undefined);
        }}
      />
      <TextField
        label={t(`tracking.number-${kind}`)}
        required
        value={number}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t(`tracking.example-${kind}`)}
        error={error}
        onChange={(event) => {
          setNumber(event.target.value);
        }}
      />
    </HomeSearchPanel>
  );
}
