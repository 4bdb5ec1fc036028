import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { ScrollTable } from '@/components/ui/scroll-table';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ContainerDeliveryOrderStatus } from '@/domain/delivery-order/container-delivery-order-status';
import type { ImportDocument } from '@/domain/delivery-order/delivery-order-contract';
import { DeliveryOrderStatusBadge } from '@/domain/delivery-order/delivery-order-status-badge';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useImportDocuments } from '../hooks/use-delivery-orders';
import { importActionOf, releaseBlockOf } from '../utils/delivery-order-rules';
import styles from './delivery-orders.module.css';
import { ReleaseBlockMessage } from './release-block-message';

/**
 * /documentation/delivery-orders: the import B/Ls of which the user's company is consignee or notify party
 * (docs/areas/vgm-delivery-orders.md), newest arrival first: the arrival notice of each (the print page), what the
 * release waits for, the latest delivery order with its status, and the request of a new one.
 */
export function DeliveryOrdersPage() {
  const { t } = useTranslation('delivery-orders');
  useDocumentTitle(t('list.title'));
  const state = useImportDocuments();
  return (
    <section aria-labelledby="delivery-orders-title" className={styles.page}>
      <div className={styles.header}>
        <h1 id="delivery-orders-title">{t('list.title')}</h1>
      </div>
      <p className={styles.lead}>{t('list.intro')}</p>
      {state.kind === 'ready' ? (
        state.data.length ? (
          <ImportTable documents={state.data} />
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

function ReleaseFacts({ document }: { document: ImportDocument }) {
  const { t } = useTranslation('delivery-orders');
  const block = releaseBlockOf(document);
  const originals =
    document.transportDocumentTypeCode === 'SWB'
      ? t('release.swb')
      : document.transportDocumentStatus === 'SURRENDERED_FOR_DELIVERY'
        ? t('release.surrendered')
        : document.isElectronic
          ? t('release.electronic')
          : t('release.not-surrendered');
  const paid = document.collectInvoices.every((invoice) => invoice.status === 'PAID');
  return (
    <>
      <span className={styles.line}>{originals}</span>
      <span className={styles.line}>{paid ? t('release.paid') : t('release.open')}</span>
      {block ? null : <span className={styles.line}>{t('release.ready')}</span>}
    </>
  );
}

function ActionCell({ document }: { document: ImportDocument }) {
  const { t } = useTranslation('delivery-orders');
  const action = importActionOf(document);
  const bl = document.transportDocumentReference;
  if (action.kind === 'view') {
    return (
      <Link to={paths.deliveryOrderDetail.href(action.deliveryOrderReference)}>
        {t('list.view', { reference: action.deliveryOrderReference })}
      </Link>
    );
  }
  if (action.kind === 'blocked') return <ReleaseBlockMessage block={action.block} compact />;
  return (
    <Link
      className={buttonClassName('primary')}
      to={paths.newDeliveryOrder.href(bl)}
      aria-label={t('list.request-for', { bl })}
    >
      {t('list.request')}
    </Link>
  );
}

/** The B/L's containers, each with the status of its latest DO and a link to it (nothing while it has none). */
function Containers({ document }: { document: ImportDocument }) {
  const bl = document.transportDocumentReference;
  return (
    <ul className={styles.containers}>
      {document.utilizedTransportEquipments.map(({ equipment }) => (
        <li key={equipment.equipmentReference}>
          <span className={styles.container}>{equipment.equipmentReference}</span>{' '}
          <ContainerDeliveryOrderStatus
            transportDocumentReference={bl}
            equipmentReference={equipment.equipmentReference}
          />
        </li>
      ))}
    </ul>
  );
}

function ImportTable({ documents }: { documents: ImportDocument[] }) {
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
          const latest = document.latestDeliveryOrder;
          return (
            <tr key={bl}>
              <th scope="row">
                <span className={styles.line}>{bl}</span>
                <span className={styles.line}>
                  {t(`type.${document.transportDocumentTypeCode}`)} · {t(`party.${document.partyFunction}`)}
                </span>
              </th>
              <td>
                <span className={styles.line}>
                  {document.vesselName} {document.carrierImportVoyageNumber}
                </span>
                <span className={styles.line}>
                  {document.portOfLoading.locationName} → {document.releaseLocation.locationName}
                </span>
                <span className={styles.line}>{document.arrivalDate}</span>
              </td>
              <td>
                <Containers document={document} />
              </td>
              <td>
                {document.hasArrivalNotice ? (
                  <Link to={paths.arrivalNotice.href(bl)} aria-label={t('list.arrival-notice-of', { bl })}>
                    {t('list.arrival-notice-open')}
                  </Link>
                ) : (
                  t('list.arrival-notice-none')
                )}
              </td>
              <td>
                <ReleaseFacts document={document} />
              </td>
              <td>
                {latest ? (
                  <>
                    <span className={styles.line}>
                      <Link to={paths.deliveryOrderDetail.href(latest.deliveryOrderReference)}>
                        {latest.deliveryOrderReference}
                      </Link>
                    </span>
                    <DeliveryOrderStatusBadge status={latest.deliveryStatus} />
                  </>
                ) : (
                  t('list.no-delivery-order')
                )}
              </td>
              <td>
                <ActionCell document={document} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
