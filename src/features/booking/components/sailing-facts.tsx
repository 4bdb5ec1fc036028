import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import { formatLocalWithOffset } from '@/features/booking/utils/local-time';

/** One term and its value in a sailing's description list. */
export function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

type SailingRoute = Pick<PointToPointRoute, 'departureDate' | 'arrivalDate' | 'por' | 'pol' | 'pod' | 'del'>;

/** ETD and ETA of a sailing, each in its place's local time with the UTC offset. */
export function SailingTimeFacts({ route }: { route: SailingRoute }) {
  const { t } = useTranslation('booking');
  return (
    <>
      <Fact term={t('sailing.etd')}>{formatLocalWithOffset(route.departureDate, route.por.timeZone)}</Fact>
      <Fact term={t('sailing.eta')}>{formatLocalWithOffset(route.arrivalDate, route.del.timeZone)}</Fact>
    </>
  );
}

/** The ports of a sailing: POL → POD. */
export function SailingPortsFact({ route }: { route: SailingRoute }) {
  const { t } = useTranslation('booking');
  return (
    <Fact term={t('sailing.route')}>
      {route.pol.locationName} → {route.pod.locationName}
    </Fact>
  );
}
