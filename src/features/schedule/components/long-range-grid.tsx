import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { vesselScheduleHref } from '@/domain/schedule-search/vessel-schedule-url';
import { useNearViewport } from '@/lib/use-near-viewport';

import type { GridCell, GridRow, ServiceGrid } from '../utils/long-range-grid';
import styles from './long-range-schedule-page.module.css';

/** Height of a row (px) a grid not yet rendered reserves, so the page does not jump when it renders. */
const ROW_HEIGHT_PX = 52;

export interface LongRangeGridProps {
  grid: ServiceGrid;
  /** Epoch ms the results were asked for: a cell whose departure is later is a coming call. */
  nowMs: number;
}

/**
 * One service's grid as carriers publish it: voyages as rows, the rotation's ports as columns, sticky header row and
 * vessel column inside a frame that scrolls both ways (phones scroll sideways). A grid renders once it nears the
 * viewport, so a trade lane of many services does not render every grid in one long task.
 */
export function LongRangeGrid({ grid, nowMs }: LongRangeGridProps) {
  const { t } = useTranslation('long-range-schedule');
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, '600px');
  const { service } = grid;
  const title = `${service.carrierServiceCode} – ${service.carrierServiceName}`;
  return (
    <section ref={ref} className={styles.service} aria-label={title}>
      <h2>{title}</h2>
      {grid.rows.length === 0 ? (
        <p role="status">{t('results.no-voyages-service')}</p>
      ) : near ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
        <div className={styles.frame} role="region" aria-label={t('grid.label', { service: title })} tabIndex={0}>
          <table className={styles.grid}>
            <caption className="visually-hidden">{t('grid.label', { service: title })}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.vesselCell}>
                  {t('grid.vessel')}
                </th>
                {service.rotation.map((stop, index) => (
                  <th key={`${stop.UNLocationCode}-${String(index)}`} scope="col">
                    <span className={styles.portCode}>{stop.UNLocationCode}</span>
                    <span className={styles.portName}>{stop.locationName}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => (
                <GridRowView key={row.key} row={row} nowMs={nowMs} ports={service.rotation} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div style={{ height: `${String((grid.rows.length + 1) * ROW_HEIGHT_PX)}px` }} aria-hidden="true" />
      )}
    </section>
  );
}

function GridRowView({
  row,
  nowMs,
  ports,
}: {
  row: GridRow;
  nowMs: number;
  ports: ServiceGrid['service']['rotation'];
}) {
  const { t } = useTranslation('long-range-schedule');
  return (
    <tr>
      <th scope="row" className={styles.vesselCell}>
        {row.vesselName}
        <span className={styles.voyage}>
          {row.voyage}
          {row.blankSailing ? ` · ${t('grid.blank-sailing')}` : ''}
        </span>
      </th>
      {row.cells.map((cell, index) => (
        <td key={`${ports[index]?.UNLocationCode ?? ''}-${String(index)}`}>
          <CellView cell={cell} row={row} nowMs={nowMs} port={ports[index]?.locationName ?? ''} />
        </td>
      ))}
    </tr>
  );
}

function CellView({ cell, row, nowMs, port }: { cell: GridCell; row: GridRow; nowMs: number; port: string }) {
  const { t } = useTranslation('long-range-schedule');
  if (cell.kind === 'blank') return <span className={styles.blank}>{t('grid.blank')}</span>;
  if (cell.kind === 'omitted') return <span className={styles.omitted}>{t('grid.omitted')}</span>;
  if (cell.kind === 'none') return <span className="visually-hidden">{t('grid.outside-period')}</span>;
  const times = (
    <>
      <span className={styles.time}>
        {t('grid.arrival')} <time dateTime={cell.arrival?.dateTime}>{cell.arrival?.date ?? '–'}</time>
        {cell.arrival?.classifier === 'EST' && ` ${t('grid.estimated')}`}
      </span>
      <span className={styles.time}>
        {t('grid.departure')} <time dateTime={cell.departure?.dateTime}>{cell.departure?.date ?? '–'}</time>
        {cell.departure?.classifier === 'EST' && ` ${t('grid.estimated')}`}
      </span>
      {cell.late && <span className={styles.late}>{t('grid.late')}</span>}
    </>
  );
  const departsMs = cell.departure ? Date.parse(cell.departure.dateTime) : 0;
  if (departsMs <= nowMs || !row.vesselIMONumber) return times;
  return (
    <Link
      className={styles.callLink}
      to={vesselScheduleHref({ mode: 'imo', vesselIMONumber: row.vesselIMONumber })}
      aria-label={t('grid.call-link', {
        vessel: row.vesselName,
        voyage: row.voyage,
        port,
        arrival: cell.arrival?.date ?? '',
        late: cell.late ? t('grid.late') : '',
      })}
    >
      {times}
    </Link>
  );
}
