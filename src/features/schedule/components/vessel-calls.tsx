import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';

import type { Vessel } from '../api/vessel-schedule-contract';
import {
  type CallTimes,
  type CallView,
  isComingCall,
  type VesselScheduleView,
  voyageEndOf,
} from '../utils/vessel-calls';
import { VesselCallActions } from './vessel-call-actions';
import styles from './vessel-schedule-page.module.css';

export interface VesselCallsProps {
  schedule: VesselScheduleView;
  /** The moment the page asked (epoch ms): calls the vessel has left are past, the others coming. */
  nowMs: number;
}

/** The vessel's identity and its calls, past then coming, as cards (one column on a phone). */
export function VesselCalls({ schedule, nowMs }: VesselCallsProps) {
  const { t } = useTranslation('vessel-schedule');
  const past = schedule.calls.filter((call) => !isComingCall(call, nowMs));
  const coming = schedule.calls.filter((call) => isComingCall(call, nowMs));
  return (
    <section aria-labelledby="vessel-heading" className={styles.results}>
      {schedule.vessel && <VesselSummary vessel={schedule.vessel} call={schedule.calls[0]} />}
      <CallList
        title={t('results.coming', { count: coming.length })}
        calls={coming}
        all={schedule.calls}
        nowMs={nowMs}
      />
      <CallList title={t('results.past', { count: past.length })} calls={past} all={schedule.calls} nowMs={nowMs} />
    </section>
  );
}

function VesselSummary({ vessel, call }: { vessel: Vessel; call: CallView | undefined }) {
  const { t } = useTranslation('vessel-schedule');
  return (
    <div className={styles.vessel}>
      <h2 id="vessel-heading">{vessel.name}</h2>
      <dl className={styles.vesselFacts}>
        <div>
          <dt>{t('vessel.imo')}</dt>
          <dd>{vessel.vesselIMONumber}</dd>
        </div>
        <div>
          <dt>{t('vessel.call-sign')}</dt>
          <dd>{vessel.callSign}</dd>
        </div>
        <div>
          <dt>{t('vessel.flag')}</dt>
          <dd>{vessel.flag}</dd>
        </div>
        <div>
          <dt>{t('vessel.operator')}</dt>
          <dd>{vessel.operatorCarrierCode}</dd>
        </div>
        {call && (
          <div>
            <dt>{t('vessel.service')}</dt>
            <dd>{`${call.serviceCode} ${call.serviceName}`}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function CallList({ title, calls, all, nowMs }: { title: string; calls: CallView[]; all: CallView[]; nowMs: number }) {
  const headingId = useId();
  if (calls.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <ol className={styles.calls}>
        {calls.map((call) => (
          <li key={call.reference}>
            <CallCard call={call} voyageEnd={voyageEndOf(all, call)} coming={isComingCall(call, nowMs)} nowMs={nowMs} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 'yyyy-MM-dd HH:mm UTC+09:00': the port's local time with its offset. */
const local = (value: string | undefined): string => (value ? formatLocalDateTime(value) : '--');

/** A local time that never breaks across lines (a narrow card once split '2026-11-' from '22 20:00'). */
function Stamp({ value }: { value: string | undefined }) {
  return <span className={styles.stamp}>{local(value)}</span>;
}

function TimeRow({ label, value }: { label: string; value: string | undefined }) {
  return (
    <li>
      <span className={styles.timeLabel}>{label}</span> <Stamp value={value} />
    </li>
  );
}

/** Planned, then actual or estimated times of an event, across the card: a label and its time fit on one line. */
function Times({ label, times }: { label: string; times: CallTimes }) {
  const { t } = useTranslation('vessel-schedule');
  return (
    <div className={styles.wide}>
      <dt>{label}</dt>
      <dd>
        <ul className={styles.times}>
          <TimeRow label={t('call.planned')} value={times.planned} />
          {times.actual ? (
            <TimeRow label={t('call.actual')} value={times.actual} />
          ) : (
            times.estimated && <TimeRow label={t('call.estimated')} value={times.estimated} />
          )}
        </ul>
      </dd>
    </div>
  );
}

interface CallCardProps {
  call: CallView;
  voyageEnd: CallView | undefined;
  coming: boolean;
  nowMs: number;
}

function CallCard({ call, voyageEnd, coming, nowMs }: CallCardProps) {
  const { t } = useTranslation('vessel-schedule');
  const titleId = useId();
  const late = call.delayHours > 0;
  return (
    <article className={late ? `${styles.call} ${styles.late}` : styles.call} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.callTitle}>
        {`${call.portName} (${call.portCode})`}
      </h4>
      <p className={styles.terminal}>
        {t('call.terminal', { code: call.terminalCode ?? '--', name: call.terminalName ?? '' })}
        {' · '}
        {t('call.voyage', { voyage: call.exportVoyage })}
      </p>
      <dl className={styles.callGrid}>
        <Times label={t('call.arrival')} times={call.arrival} />
        <Times label={t('call.departure')} times={call.departure} />
        <div>
          <dt>{t('call.berth-window')}</dt>
          <dd>
            <Stamp value={call.arrival.planned} />
            {' – '}
            <Stamp value={call.departure.planned} />
          </dd>
        </div>
        <div>
          <dt>{t('call.delay')}</dt>
          <dd className={late ? styles.delay : undefined}>
            {late
              ? t('call.delay-hours', {
                  count: call.delayHours,
                  reason: call.delayReasons.map((code) => t(`reason.${code}`, { defaultValue: code })).join(', '),
                })
              : t('call.on-time')}
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('call.cut-offs')}</dt>
          <dd>
            <ul className={styles.cutOffs}>
              {call.cutOffs.map((cutOff) => (
                <li key={cutOff.code}>
                  {`${t(`cut-off.${cutOff.code}`)} (${cutOff.code}) `}
                  <Stamp value={cutOff.at} />
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {coming && voyageEnd && <VesselCallActions call={call} voyageEnd={voyageEnd} nowMs={nowMs} />}
    </article>
  );
}
