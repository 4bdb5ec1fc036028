import { useTranslation } from 'react-i18next';

import { ScrollTable } from '@/components/ui/scroll-table';
import type { DndTariff } from '@/domain/demurrage-detention/dnd-contract';

import { tierRange } from '../utils/dnd-view';
import { useMoney } from '../utils/use-money';
import styles from './dnd.module.css';

/** The tariff lines as a table: charge, equipment, where it applies, free time and the daily rate of each tier. */
export function TariffTable({ tariffs }: { tariffs: readonly DndTariff[] }) {
  const { t } = useTranslation('demurrage-detention');
  const money = useMoney();
  return (
    <ScrollTable label={t('tariff.table')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('tariff.kind')}</th>
          <th scope="col">{t('tariff.equipment')}</th>
          <th scope="col">{t('tariff.applies')}</th>
          <th scope="col">{t('tariff.free-time')}</th>
          <th scope="col">{t('tariff.rates')}</th>
        </tr>
      </thead>
      <tbody>
        {tariffs.map((line) => (
          <tr key={`${line.UNLocationCode ?? line.countryCode}-${line.equipmentGroup}-${line.kind}`}>
            <th scope="row">{t(`kinds.${line.kind}`)}</th>
            <td>{t(`equipment.${line.equipmentGroup}`)}</td>
            <td>{line.UNLocationCode ?? t('tariff.all-ports')}</td>
            <td>{t(`units.${line.timeUnit}`, { count: line.freeDays })}</td>
            <td>
              <ul className={styles.tiers}>
                {line.tiers.map((tier) => {
                  const range = tierRange(tier);
                  return (
                    <li key={tier.fromDay}>
                      {t(`tiers.${range.key}`, { from: range.from, to: range.to })}
                      {': '}
                      {t('tiers.per-day', { amount: money(tier.dailyRate, line.currency) })}
                    </li>
                  );
                })}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
