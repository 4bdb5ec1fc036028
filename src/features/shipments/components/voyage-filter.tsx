import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

import styles from './shipments-page.module.css';

export interface VoyageFilterProps {
  vesselName: string;
  voyageNumber: string;
  onRemove: () => void;
}

/**
 * The one-sailing filter the vessel schedule's "Track" sets (vessel and export voyage): it has no field of its own, so
 * it shows as a labelled value the user can remove.
 */
export function VoyageFilter({ vesselName, voyageNumber, onRemove }: VoyageFilterProps) {
  const { t } = useTranslation('shipments');
  const sailing = `${vesselName} ${voyageNumber}`;
  return (
    <p className={styles.voyageFilter}>
      <span>{t('filters.voyage', { sailing })}</span>{' '}
      <Button onClick={onRemove}>
        {t('filters.voyage-remove')}
        <span className="visually-hidden">{` ${sailing}`}</span>
      </Button>
    </p>
  );
}
