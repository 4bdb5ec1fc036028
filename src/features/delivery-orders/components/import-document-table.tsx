import { useTranslation } from 'react-i18next';

import { ScrollTable } from '@/components/ui/scroll-table';
import type { ImportDocument } from '@/domain/delivery-order/delivery-order-contract';

import styles from './delivery-orders.module.css';
import {
  ArrivalFacts,
  ArrivalNoticeLink,
  BlShipmentLink,
  Containers,
  ImportAction,
  LatestDeliveryOrder,
  ReleaseFacts,
} from './import-document-parts';

/** The import B/Ls as a table (desktop). */
export function ImportTable({ documents }: { documents: ImportDocument[] }) {
  const { t } = useTranslation('delivery-orders');
  return (
    <ScrollTable label={t('list.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('list.bl')}</th>
          <th scope="col">{t('list.arrival')}</th>
          <th scope="col">{t('list.containers')}</th>
          <th scope="col">{t('list.arrival-notice')}</th>
          <th scope="col">{t('list.release')}</th>
          <th scope="col">{t('list.delivery-order')}</th>
          <th scope="col">{t('list.action')}</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => {
          const bl = document.transportDocumentReference;
          return (
            <tr key={bl}>
              <th scope="row">
                <span className={styles.line}>
                  <BlShipmentLink bl={bl} />
                </span>
                <span className={styles.line}>
                  {t(`type.${document.transportDocumentTypeCode}`)} · {t(`party.${document.partyFunction}`)}
                </span>
              </th>
              <td>
                <ArrivalFacts document={document} />
              </td>
              <td>
                <Containers document={document} />
              </td>
              <td>
                <ArrivalNoticeLink document={document} />
              </td>
              <td>
                <ReleaseFacts document={document} />
              </td>
              <td>
                <LatestDeliveryOrder document={document} />
              </td>
              <td>
                <ImportAction document={document} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
