import { useTranslation } from 'react-i18next';

import { ScrollTable } from '@/components/ui/scroll-table';
import type { ImportDocument } from '@/domain/delivery-order/delivery-order-contract';

import styles from './delivery-orders.module.css';
import { BlShipmentLink, DocumentKind, IMPORT_FACTS, ImportAction } from './import-document-parts';

/** The import B/Ls as a table (desktop). */
export function ImportTable({ documents }: { documents: ImportDocument[] }) {
  const { t } = useTranslation('delivery-orders');
  return (
    <ScrollTable label={t('list.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('list.bl')}</th>
          {IMPORT_FACTS.map(({ label }) => (
            <th key={label} scope="col">
              {t(label)}
            </th>
          ))}
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
                  <DocumentKind document={document} />
                </span>
              </th>
              {IMPORT_FACTS.map(({ label, Fact }) => (
                <td key={label}>
                  <Fact document={document} />
                </td>
              ))}
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
