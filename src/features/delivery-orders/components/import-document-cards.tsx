import { useTranslation } from 'react-i18next';

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

/** The import B/Ls on a phone: one card each, the B/L number its heading, the table's columns as its facts. */
export function ImportCards({ documents }: { documents: ImportDocument[] }) {
  const { t } = useTranslation('delivery-orders');
  return (
    <ul className={styles.cardList} aria-label={t('list.caption')}>
      {documents.map((document) => {
        const bl = document.transportDocumentReference;
        return (
          <li key={bl} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <BlShipmentLink bl={bl} />
            </h2>
            <p className={styles.cardSubtitle}>
              {t(`type.${document.transportDocumentTypeCode}`)} · {t(`party.${document.partyFunction}`)}
            </p>
            <dl className={styles.cardFacts}>
              <dt>{t('list.arrival')}</dt>
              <dd>
                <ArrivalFacts document={document} />
              </dd>
              <dt>{t('list.containers')}</dt>
              <dd>
                <Containers document={document} />
              </dd>
              <dt>{t('list.arrival-notice')}</dt>
              <dd>
                <ArrivalNoticeLink document={document} />
              </dd>
              <dt>{t('list.release')}</dt>
              <dd>
                <ReleaseFacts document={document} />
              </dd>
              <dt>{t('list.delivery-order')}</dt>
              <dd>
                <LatestDeliveryOrder document={document} />
              </dd>
            </dl>
            <div className={styles.cardAction}>
              <ImportAction document={document} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
