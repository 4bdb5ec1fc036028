import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { vesselScheduleHref } from '@/domain/schedule-search/vessel-schedule-url';

import type { PortCallView } from '../utils/port-calls';
import type { CallTimes } from '../utils/vessel-calls';
import styles from './port-schedule-page.module.css';

/** 'yyyy-MM-dd HH:mm UTC+09:00': the port's local time with its offset; '--' when unknown. */
function Stamp({ value }: { value: string | undefined }) {
  return <span className={styles.stamp}>{value ? formatLocalDateTime(value) : '--'}</span>;
}

/** Planned, then actual (once past) or estimated time of one event of a call. */
export function CallTimesList({ times }: { times: CallTimes }) {
  const { t } = useTranslation('port-schedule');
  const latest = times.actual
    ? { label: t('call.actual'), value: times.actual }
    : times.estimated
      ? { label: t('call.estimated'), value: times.estimated }
      : null;
  const late = latest !== null && times.planned !== undefined && Date.parse(latest.value) > Date.parse(times.planned);
  return (
    <ul className={styles.times}>
      <li>
        <span className={styles.timeLabel}>{t('call.planned')}</span> <Stamp value={times.planned} />
      </li>
      {latest && (
        <li className={late ? styles.late : undefined}>
          <span className={styles.timeLabel}>{latest.label}</span> <Stamp value={latest.value} />
        </li>
      )}
    </ul>
  );
}

/** The call's cut-offs: DCSA code, the name the vessel schedule gives it, and the local time. */
export function CutOffList({ cutOffs }: { cutOffs: PortCallView['cutOffs'] }) {
  const { t } = useTranslation('port-schedule');
  if (cutOffs.length === 0) return <span>--</span>;
  return (
    <ul className={styles.times}>
      {cutOffs.map((cutOff) => (
        <li key={cutOff.code}>
          <abbr className={styles.timeLabel} title={t(`cut-off.${cutOff.code}`, { defaultValue: cutOff.code })}>
            {cutOff.code}
          </abbr>{' '}
          <Stamp value={cutOff.at} />
        </li>
      ))}
    </ul>
  );
}

/** The link to the vessel's own schedule (a coming call with a known IMO number), or nothing. */
export function VesselScheduleLink({ call, coming }: { call: PortCallView; coming: boolean }) {
  const { t } = useTranslation('port-schedule');
  if (!coming || !call.vesselIMONumber) return null;
  return (
    <Link className={styles.vesselLink} to={vesselScheduleHref({ mode: 'imo', vesselIMONumber: call.vesselIMONumber })}>
      {t('call.vessel-schedule')}
      <span className="visually-hidden">{` ${call.vesselName}`}</span>
    </Link>
  );
}

/** 'W' -> 'Westbound (W)'. */
export function useDirectionLabel() {
  const { t } = useTranslation('port-schedule');
  return (direction: string) =>
    direction ? `${t(`direction.${direction}`, { defaultValue: direction })} (${direction})` : '--';
}
