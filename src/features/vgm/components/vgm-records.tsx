import { useTranslation } from 'react-i18next';

import { ScrollTable } from '@/components/ui/scroll-table';
import type { VgmRecord } from '@/domain/vgm/vgm-contract';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import styles from './vgm.module.css';
import { VgmStatusBadge } from './vgm-status-badge';

/** One version of a declaration: who, when (the user's time zone), late or not, and what changed. */
function HistoryEntry({ entry }: { entry: VgmRecord['history'][number] }) {
  const { t } = useTranslation('vgm');
  const formatUserDateTime = useFormatUserDateTime();
  const what =
    entry.changes.length === 0
      ? t('history.declared')
      : entry.changes
          .map((change) =>
            t('history.change', { field: t(`fields.${change.field}`), from: change.from, to: change.to }),
          )
          .join('; ');
  return (
    <li>
      <time dateTime={entry.at}>{formatUserDateTime(entry.at)}</time> {t('history.by', { name: entry.by })}: {what}
      {entry.isLate ? ` (${t('status.LATE')})` : ''}
    </li>
  );
}

/**
 * The booking's declared containers: number, VGM with its unit, SOLAS method, status, and the history of each
 * (every version, who made it and when in the user's time zone, what changed), folded under the row.
 */
export function VgmRecords({ records }: { records: readonly VgmRecord[] }) {
  const { t } = useTranslation('vgm');
  if (records.length === 0) return <p>{t('records.none')}</p>;
  return (
    <ScrollTable label={t('records.title')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('fields.container')}</th>
          <th scope="col" className={styles.num}>
            {t('fields.VGM.weight')}
          </th>
          <th scope="col">{t('fields.VGM.method')}</th>
          <th scope="col">{t('records.status')}</th>
          <th scope="col">{t('records.history')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map(({ declaration, status, history }) => (
          <tr key={declaration.declarationReference}>
            <th scope="row">{declaration.equipmentDetails.equipmentReference}</th>
            <td className={styles.num}>
              {t('weight', { value: declaration.VGM.weight.value, unit: t(`units.${declaration.VGM.weight.unit}`) })}
            </td>
            <td>{declaration.VGM.method}</td>
            <td>
              <VgmStatusBadge status={status} />
            </td>
            <td>
              <details>
                <summary>{t('records.versions', { count: history.length })}</summary>
                <ol className={styles.history}>
                  {history.map((entry, index) => (
                    <HistoryEntry key={index} entry={entry} />
                  ))}
                </ol>
              </details>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
