import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import type { ImportDocument } from '@/domain/delivery-order/delivery-order-contract';

import styles from './delivery-orders.module.css';
import { BlShipmentLink, DocumentKind, IMPORT_FACTS, ImportAction } from './import-document-parts';

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
              <DocumentKind document={document} />
            </p>
            <dl className={styles.cardFacts}>
              {IMPORT_FACTS.map(({ label, Fact }) => (
                <Fragment key={label}>
                  <dt>{t(label)}</dt>
                  <dd>
                    <Fact document={document} />
                  </dd>
                </Fragment>
              ))}
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
