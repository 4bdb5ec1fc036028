import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScrollTable } from '@/components/ui/scroll-table';
import { sortableHeaders } from '@/components/ui/sortable-header';
import { paths } from '@/config/paths';
import {
  DEFAULT_DND_SORT,
  DND_SORT_KEYS,
  type DndContainer,
  type DndSort,
} from '@/domain/demurrage-detention/dnd-contract';

import { clockViewsOf, headlineOf } from '../utils/dnd-view';
import { useMoney } from '../utils/use-money';
import { ReadingStatus } from './clock-card';
import styles from './dnd.module.css';

/** Props of {@link ContainerList}: one page as the server sorted it by `sort`, and a header press's next sort. */
export interface ContainerListProps {
  containers: readonly DndContainer[];
  nowMs: number;
  sort: DndSort;
  onSortChange: (sort: DndSort) => void;
}

/**
 * One page of containers as the server sorted them (by default most days over first; the container, booking and
 * status headers sort, APG sortable table): each row shows the clock that needs the most attention, read now in the
 * port's local dates, and links to the container's clocks.
 */
export function ContainerList({ containers, nowMs, sort, onSortChange }: ContainerListProps) {
  const { t } = useTranslation('demurrage-detention');
  const money = useMoney();
  const header = sortableHeaders(sort, DND_SORT_KEYS, DEFAULT_DND_SORT, onSortChange);
  return (
    <ScrollTable label={t('list.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          {header(t('list.container'), 'equipmentReference')}
          {header(t('list.booking'), 'carrierBookingReference')}
          <th scope="col">{t('list.clock')}</th>
          <th scope="col">{t('list.free-time')}</th>
          <th scope="col" className={styles.num}>
            {t('list.used')}
          </th>
          {header(t('list.status'), 'daysOver')}
          <th scope="col" className={styles.num}>
            {t('list.charge')}
          </th>
        </tr>
      </thead>
      <tbody>
        {containers.map((container) => {
          const headline = headlineOf(clockViewsOf(container, nowMs));
          return (
            <tr key={container.equipmentReference}>
              <th scope="row">
                <Link to={paths.demurrageDetention.href({ container: container.equipmentReference })}>
                  {container.equipmentReference}
                </Link>{' '}
                <span>{container.ISOEquipmentCode}</span>
              </th>
              <td>{container.carrierBookingReference}</td>
              {headline ? (
                <>
                  <td>
                    {t('clock.title', { kind: t(`kinds.${headline.clock.kind}`), port: headline.clock.locationName })}
                  </td>
                  <td>{t(`units.${headline.clock.tariff.timeUnit}`, { count: headline.clock.tariff.freeDays })}</td>
                  <td className={styles.num}>{headline.reading.daysUsed}</td>
                  <td>
                    <ReadingStatus reading={headline.reading} />
                  </td>
                  <td className={styles.num}>{money(headline.reading.total, headline.reading.currency)}</td>
                </>
              ) : (
                <td colSpan={5}>{t('list.no-clock')}</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
