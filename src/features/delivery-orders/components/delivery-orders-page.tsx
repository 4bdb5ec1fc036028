import { useTranslation } from 'react-i18next';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { useImportDocuments } from '../hooks/use-delivery-orders';
import styles from './delivery-orders.module.css';
import { ImportCards } from './import-document-cards';
import { ImportTable } from './import-document-table';

/**
 * /documentation/delivery-orders: the import B/Ls of which the user's company is consignee or notify party
 * (docs/areas/vgm-delivery-orders.md), newest arrival first, as a table (a card each on a phone): the arrival notice of each (the print page), what the
 * release waits for, the latest delivery order with its status, and the request of a new one.
 */
export function DeliveryOrdersPage() {
  const { t } = useTranslation('delivery-orders');
  useDocumentTitle(t('list.title'));
  const state = useImportDocuments();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  return (
    <section aria-labelledby="delivery-orders-title" className={styles.page}>
      <div className={styles.header}>
        <h1 id="delivery-orders-title">{t('list.title')}</h1>
      </div>
      <p className={styles.lead}>{t('list.intro')}</p>
      {state.kind === 'ready' ? (
        state.data.length ? (
          phone ? (
            <ImportCards documents={state.data} />
          ) : (
            <ImportTable documents={state.data} />
          )
        ) : (
          <p className={styles.empty}>{t('list.empty')}</p>
        )
      ) : state.kind === 'error' ? (
        <QueryErrorFallback message={t('list.load-error')} retrying={state.retrying} onRetry={state.retry} />
      ) : state.kind === 'not-found' ? (
        <p className={styles.empty}>{t('list.empty')}</p>
      ) : (
        <Spinner label={t('list.loading')} />
      )}
    </section>
  );
}
