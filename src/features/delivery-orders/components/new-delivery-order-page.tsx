import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ImportDocument } from '@/domain/delivery-order/delivery-order-contract';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useImportDocuments } from '../hooks/use-delivery-orders';
import { importActionOf } from '../utils/delivery-order-rules';
import { DeliveryOrderRequestForm } from './delivery-order-request-form';
import styles from './delivery-orders.module.css';
import { ContainersFact, VesselFact } from './import-shipment-facts';
import { ReleaseBlockMessage } from './release-block-message';

function BlFacts({ document }: { document: ImportDocument }) {
  const { t } = useTranslation('delivery-orders');
  return (
    <dl className={styles.facts}>
      <VesselFact shipment={document} />
      <div>
        <dt>{t('detail.terminal')}</dt>
        <dd>
          {document.releaseLocation.facilityName} ({document.releaseLocation.UNLocationCode})
        </dd>
      </div>
      <div>
        <dt>{t('detail.arrival')}</dt>
        <dd>{document.arrivalDate}</dd>
      </div>
      <ContainersFact shipment={document} />
    </dl>
  );
}

/**
 * /documentation/delivery-orders/new?blNo=: the delivery order request of one import B/L of the user's company: the
 * B/L's facts, then the form, or why no DO can be requested (an active DO, originals or collect charges). Lands on
 * the new DO.
 */
export function NewDeliveryOrderPage() {
  const { t } = useTranslation('delivery-orders');
  const [searchParams] = useSearchParams();
  const bl = (searchParams.get('blNo') ?? '').trim().toUpperCase();
  const title = t('form.title', { bl });
  useDocumentTitle(title);
  const navigate = useNavigate();
  const state = useImportDocuments();
  const [created, setCreated] = useState<string | null>(null);
  useEffect(() => {
    if (created) void navigate(paths.deliveryOrderDetail.href(created), { replace: true });
  }, [created, navigate]);

  const document =
    state.kind === 'ready' ? state.data.find((entry) => entry.transportDocumentReference === bl) : undefined;
  const action = document ? importActionOf(document) : undefined;
  return (
    <section aria-labelledby="new-delivery-order-title" className={styles.page}>
      <div className={styles.header}>
        <h1 id="new-delivery-order-title">{title}</h1>
        <Link to={paths.deliveryOrders.href()}>{t('form.back')}</Link>
      </div>
      {state.kind === 'error' ? (
        <QueryErrorFallback message={t('list.load-error')} retrying={state.retrying} onRetry={state.retry} />
      ) : state.kind === 'loading' ? (
        <Spinner label={t('list.loading')} />
      ) : !document || !action ? (
        <p className={styles.empty}>{t('form.unknown-bl', { bl })}</p>
      ) : (
        <>
          <BlFacts document={document} />
          {created !== null ? (
            <Spinner label={t('list.loading')} />
          ) : action.kind === 'view' ? (
            <p className={styles.note}>
              {t('form.active')}{' '}
              <Link to={paths.deliveryOrderDetail.href(action.deliveryOrderReference)}>
                {action.deliveryOrderReference}
              </Link>
            </p>
          ) : action.kind === 'blocked' ? (
            <ReleaseBlockMessage block={action.block} collectInvoices={document.collectInvoices} />
          ) : (
            <DeliveryOrderRequestForm
              document={document}
              onCreated={(order) => {
                setCreated(order.deliveryOrderReference);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
