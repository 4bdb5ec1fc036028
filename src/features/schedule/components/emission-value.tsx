import { useTranslation } from 'react-i18next';

import type { Emission } from '@/domain/schedule-search/point-to-point-contract';

import { emissionFigures } from '../utils/route-format';
import type { EmissionType } from '../utils/search-state';

export interface EmissionValueProps {
  emission: Emission | null;
  emissionType: EmissionType;
}

/** CO2 of a route or leg: distance in km and kg/TEU (TTW, WTW or both); '--' when missing (docs/requirements.md §9). */
export function EmissionValue({ emission, emissionType }: EmissionValueProps) {
  const { t, i18n } = useTranslation('schedule');
  const figures = emissionFigures(emission, emissionType);
  if (!figures) {
    return <span aria-label={t('co2.missing')}>--</span>;
  }
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <span>
      {t('co2.distance', { value: number.format(figures.distanceKm) })}
      {figures.ttw !== null && (
        <>
          {' · '}
          {t('co2.ttw', { value: number.format(figures.ttw) })}
        </>
      )}
      {figures.wtw !== null && (
        <>
          {' · '}
          {t('co2.wtw', { value: number.format(figures.wtw) })}
        </>
      )}
    </span>
  );
}
