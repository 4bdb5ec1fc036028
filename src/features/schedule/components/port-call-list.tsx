import { useTranslation } from 'react-i18next';

import tableStyles from '@/components/ui/data-table.module.css';
import { ScrollTable } from '@/components/ui/scroll-table';

import { isComingPortCall, type PortCallView } from '../utils/port-calls';
import { CallTimesList, CutOffList, useDirectionLabel, VesselScheduleLink } from './port-call-parts';
import styles from './port-schedule-page.module.css';

export interface PortCallListProps {
  /** The rows to show (already filtered and cut to the page). */
  rows: readonly PortCallView[];
  /** The moment the page asked (epoch ms): calls the vessel has not left yet are coming. */
  nowMs: number;
  /** Cards (a phone, < 48rem) instead of the table. */
  asCards: boolean;
}

/** The port's calls: a table on a desktop, one card per call on a phone. */
export function PortCallList({ rows, nowMs, asCards }: PortCallListProps) {
  return asCards ? <PortCallCards rows={rows} nowMs={nowMs} /> : <PortCallTable rows={rows} nowMs={nowMs} />;
}

function PortCallTable({ rows, nowMs }: Omit<PortCallListProps, 'asCards'>) {
  const { t } = useTranslation('port-schedule');
  const directionLabel = useDirectionLabel();
  return (
    <ScrollTable
      label={t('results.table')}
      frameClassName={tableStyles.scroller}
      tableClassName={tableStyles.wideTable}
    >
      <thead>
        <tr>
          <th scope="col">{t('column.vessel')}</th>
          <th scope="col">{t('column.service')}</th>
          <th scope="col">{t('column.terminal')}</th>
          <th scope="col">{t('column.direction')}</th>
          <th scope="col">{t('column.arrival')}</th>
          <th scope="col">{t('column.departure')}</th>
          <th scope="col">{t('column.cut-offs')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={styles.rowHeader}>
              <div className={styles.vesselCell}>
                <span className={styles.vesselName}>{row.vesselName}</span>
                <span>{t('call.voyage', { voyage: row.exportVoyage })}</span>
                <VesselScheduleLink call={row} coming={isComingPortCall(row, nowMs)} />
              </div>
            </th>
            <td>
              <span className={styles.code}>{row.serviceCode}</span> {row.serviceName}
            </td>
            <td>
              <span className={styles.code}>{row.terminalCode}</span> {row.terminalName}
            </td>
            <td>{directionLabel(row.direction)}</td>
            <td>
              <CallTimesList times={row.arrival} />
            </td>
            <td>
              <CallTimesList times={row.departure} />
            </td>
            <td>
              <CutOffList cutOffs={row.cutOffs} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function PortCallCards({ rows, nowMs }: Omit<PortCallListProps, 'asCards'>) {
  const { t } = useTranslation('port-schedule');
  const directionLabel = useDirectionLabel();
  return (
    <ol className={styles.cards} aria-label={t('results.table')}>
      {rows.map((row) => (
        <li key={row.key} className={styles.card}>
          <h3 className={styles.cardTitle}>{`${row.vesselName} ${row.exportVoyage}`}</h3>
          <dl className={styles.cardGrid}>
            <div>
              <dt>{t('column.service')}</dt>
              <dd>{`${row.serviceCode} ${row.serviceName}`}</dd>
            </div>
            <div>
              <dt>{t('column.terminal')}</dt>
              <dd>{`${row.terminalCode} ${row.terminalName}`}</dd>
            </div>
            <div>
              <dt>{t('column.direction')}</dt>
              <dd>{directionLabel(row.direction)}</dd>
            </div>
            <div>
              <dt>{t('column.arrival')}</dt>
              <dd>
                <CallTimesList times={row.arrival} />
              </dd>
            </div>
            <div>
              <dt>{t('column.departure')}</dt>
              <dd>
                <CallTimesList times={row.departure} />
              </dd>
            </div>
            <div>
              <dt>{t('column.cut-offs')}</dt>
              <dd>
                <CutOffList cutOffs={row.cutOffs} />
              </dd>
            </div>
          </dl>
          <VesselScheduleLink call={row} coming={isComingPortCall(row, nowMs)} />
        </li>
      ))}
    </ol>
  );
}
