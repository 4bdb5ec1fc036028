import { useTranslation } from 'react-i18next';

import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import type { QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import { formatApiDateTime, zonedDateTimeToEpochMs } from '@/lib/dates';

/** The port cut-off in POL's local time with its UTC offset ('2026-11-22 17:00 UTC+09:00'), as booking pages show it. */
function portCutOffText(sailing: QuickBookingSailing): string {
  if (!sailing.portCutOff) return '--';
  if (!sailing.polTimeZone) return formatApiDateTime(sailing.portCutOff);
  const instant = new Date(zonedDateTimeToEpochMs(sailing.portCutOff, sailing.polTimeZone)).toISOString();
  return formatLocalDateTime(instant, sailing.polTimeZone);
}

import styles from './quick-booking.module.css';

/** Props of {@link SailingSummary}. */
export interface SailingSummaryProps {
  sailing: QuickBookingSailing;
  /** Transit in days, when known (the list has it; a sailing from the URL does not). */
  transitDays?: number | undefined;
}

/**
 * A sailing at a glance: POR to DEL (and POL/POD when they differ), ETD and ETA in local time of the place, vessel,
 * voyage and service, the port cut-off at POL.
 */
export function SailingSummary({ sailing, transitDays }: SailingSummaryProps) {
  const { t } = useTranslation('quick-booking');
  const viaPorts = sailing.polCode !== sailing.porCode || sailing.podCode !== sailing.delCode;
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t('sailing.etd', { place: sailing.porName })}</dt>
        <dd>{formatApiDateTime(sailing.departureDate)}</dd>
      </div>
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
        <dd>{portCutOffText(sailing)}</dd>
      </div>
    </dl>
  );
}
