import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { cargoTrackingHref, readCargoTrackingSearch } from '@/domain/tracking/tracking-url';
import { TrackingResult } from '@/features/tracking/components/tracking-result';
import { TrackingSearchForm } from '@/features/tracking/components/tracking-search-form';
import { UnsearchedNumbers } from '@/features/tracking/components/unsearched-numbers';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './cargo-tracking-page.module.css';

/**
 * Native cargo tracking: the search, then one result per number. The search lives in the URL
 * (domain/tracking/tracking-url.ts), so a tracked shipment is a link.
 */
export function CargoTrackingPage() {
  const { t } = useTranslation('tracking');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { kind, search, unsearched } = readCargoTrackingSearch(params);
  // "Changed since yesterday" is measured from when the page opened, so marks do not flicker while reading.
  const [nowMs] = useState(() => Date.now());
  useDocumentTitle(t('title'));

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <TrackingSearchForm
        key={params.toString()}
        initial={search}
        onSearch={(next) => void navigate(cargoTrackingHref(next))}
      />
      <UnsearchedNumbers kind={kind} unsearched={unsearched} />
      {search ? (
        <>
          <p className={styles.note}>{t('result.changed-note')}</p>
          {search.numbers.map((number) => (
            <TrackingResult key={`${search.kind}-${number}`} kind={search.kind} number={number} nowMs={nowMs} />
          ))}
        </>
      ) : null}
    </div>
  );
}
