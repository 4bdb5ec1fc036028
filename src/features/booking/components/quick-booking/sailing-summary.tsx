import { useTranslation } from 'react-i18next';

import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import type { QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import { formatApiDateTime, zonedDateTimeToEpochMs } from '@/lib/dates';

import styles from './quick-booking.module.css';

/**
 * A schedule time local at POL ('yyyy-MM-dd HH:mm:ss') in POL's local time with its UTC offset ('2026-11-22 17:00
 * UTC+09:00'), as booking pages show it; '--' when absent.
 */
function polTimeText(value: string | undefined, sailing: QuickBookingSailing): string {
  if (!value) return '--';
  if (!sailing.polTimeZone) return formatApiDateTime(value);
  const instant = new Date(zonedDateTimeToEpochMs(value, sailing.polTimeZone)).toISOString();
  return formatLocalDateTime(instant, sailing.polTimeZone);
}

/** Props of {@link SailingSummary}. */
export interface SailingSummaryProps {
  sailing: QuickBookingSailing;
  /** Transit in days, when known (the list has it; a sailing from the URL does not). */
  transitDays?: number | undefined;
}

/**
 * A sailing at a glance: POR to DEL (and POL/POD when they differ), the vessel's ETD at POL in POL's local time (the
 * truck pick-up at POR, when the route starts with one, labelled as such), ETA at DEL, vessel, voyage and service, the
 * port cut-off at POL.
 */
export function SailingSummary({ sailing, transitDays }: SailingSummaryProps) {
  const { t } = useTranslation('quick-booking');
  const viaPorts = sailing.polCode !== sailing.porCode || sailing.podCode !== sailing.delCode;
  // A link made before the vessel's departure was carried has only the route's departure: say what it is.
  const vesselEtd = sailing.vesselDepartureDate;
  const truckPickUp = vesselEtd !== undefined && sailing.departureDate !== vesselEtd;
  return (
    <dl className={styles.summary}>
      {vesselEtd ? (
        <div>
          <dt>{t('sailing.etd', { place: sailing.polName })}</dt>
          <dd>{polTimeText(vesselEtd, sailing)}</dd>
        </div>
      ) : (
        <div>
          <dt>{t('sailing.departure', { place: sailing.porName })}</dt>
          <dd>{formatApiDateTime(sailing.departureDate)}</dd>
        </div>
      )}
      {truckPickUp ? (
        <div>
          <dt>{t('sailing.truck-pick-up', { place: sailing.porName })}</dt>
          <dd>{formatApiDateTime(sailing.departureDate)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('sailing.eta', { place: sailing.delName })}</dt>
        <dd>{formatApiDateTime(sailing.arrivalDate)}</dd>
      </div>
      {transitDays !== undefined ? (
        <div>
          <dt>{t('sailing.transit')}</dt>
          <dd>{t('sailing.transit-days', { count: transitDays })}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('sailing.vessel-voyage')}</dt>
        <dd>
          {[sailing.vesselName, sailing.voyageNumber].join(' ')}
          {sailing.serviceCode ? ` / ${sailing.serviceCode}` : ''}
        </dd>
      </div>
      {viaPorts ? (
        <div>
          <dt>{t('sailing.pol-pod')}</dt>
          <dd>{t('sailing.pol-to-pod', { pol: sailing.polName, pod: sailing.podName })}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('sailing.port-cut-off')}</dt>
        <dd>{polTimeText(sailing.portCutOff, sailing)}</dd>
      </div>
    </dl>
  );
}
