import { useTranslation } from 'react-i18next';

import { ScrollTable } from '@/components/ui/scroll-table';
import type { Transport } from '@/domain/booking/booking-answer-contract';

import { formatLocalDateTime } from './booking-date-time';
import styles from './transport-plan.module.css';

/** Props of {@link TransportPlan}. */
export interface TransportPlanProps {
  /** DCSA Transports of a confirmed booking, in any order (shown by stage sequence number). */
  legs: readonly Transport[];
  /** The table's caption (its accessible name); default 'Transport plan'. */
  caption?: string;
}

/**
 * A booking's transport plan as a table, one row per leg in stage order: stage (pre-carriage, main carriage,
 * on-carriage), load and discharge location (name and UN/LOCODE), vessel and voyage (or the mode of transport), ETD
 * and ETA in the local time of the load and discharge place with their UTC offsets. Scrolls sideways on a phone (the
 * region is focusable so keyboard users can scroll it). Renders nothing without legs.
 */
export function TransportPlan({ legs, caption }: TransportPlanProps) {
  const { t } = useTranslation('booking-domain');
  if (legs.length === 0) return null;
  const sorted = [...legs].sort((a, b) => a.transportPlanStageSequenceNumber - b.transportPlanStageSequenceNumber);
  const title = caption ?? t('transport-plan.title');
  return (
    <ScrollTable
      label={title}
      frameClassName={styles.scroller}
      tableClassName={styles.table}
      captionClassName={styles.caption}
    >
      <thead>
        <tr>
          <th scope="col">{t('transport-plan.stage')}</th>
          <th scope="col">{t('transport-plan.load')}</th>
          <th scope="col">{t('transport-plan.discharge')}</th>
          <th scope="col">{t('transport-plan.vessel-voyage')}</th>
          <th scope="col">{t('transport-plan.etd')}</th>
          <th scope="col">{t('transport-plan.eta')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((leg) => (
          <tr key={leg.transportPlanStageSequenceNumber}>
            <th scope="row">{t(`transport-plan.stages.${leg.transportPlanStage}`)}</th>
            <td>
              {leg.loadLocation.locationName} <span className={styles.code}>({leg.loadLocation.UNLocationCode})</span>
            </td>
            <td>
              {leg.dischargeLocation.locationName}{' '}
              <span className={styles.code}>({leg.dischargeLocation.UNLocationCode})</span>
            </td>
            <td>
              {leg.vesselName
                ? [leg.vesselName, leg.carrierExportVoyageNumber].filter(Boolean).join(' ')
                : t(`transport-plan.modes.${leg.modeOfTransport}`)}
            </td>
            <td className={styles.time}>
              <time dateTime={leg.plannedDepartureDateTime}>{formatLocalDateTime(leg.plannedDepartureDateTime)}</time>
            </td>
            <td className={styles.time}>
              <time dateTime={leg.plannedArrivalDateTime}>{formatLocalDateTime(leg.plannedArrivalDateTime)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
