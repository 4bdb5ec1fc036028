import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClassName } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cancelDeliveryOrder, deliveryOrderQueries } from '@/domain/delivery-order/delivery-order-api';
import type { DeliveryOrder } from '@/domain/delivery-order/delivery-order-contract';
import { DeliveryOrderStatusBadge } from '@/domain/delivery-order/delivery-order-status-badge';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import { useDeliveryOrder } from '../hooks/use-delivery-orders';
import { isCancellable, isPrintable, PROGRESS_STEPS } from '../utils/delivery-order-rules';
import { DeliveryOrderFacts } from './delivery-order-facts';
import styles from './delivery-orders.module.css';

function Progress({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation('delivery-orders');
  const formatDateTime = useFormatUserDateTime();
  const reached = PROGRESS_STEPS.indexOf(order.deliveryStatus);
  const times: Partial<Record<string, string>> = {
    REQUESTED: order.requestedDateTime,
    ISSUED: order.issueDateTime,
    RELEASED: order.events.find((event) => event.payload.shipmentEventTypeCode === 'CONF')?.payload.eventDateTime,
    COLLECTED: order.collectedDateTime,
  };
  return (
    <ol className={styles.steps} aria-label={t('detail.progress')}>
      {PROGRESS_STEPS.map((step, index) => {
        const at = times[step];
        return (
          <li
            key={step}
            className={index <= reached ? styles.stepDone : styles.step}
            aria-current={index === reached ? 'step' : undefined}
          >
            {t(`status.${step}`, { ns: 'delivery-order-domain' })}
            {index <= reached && at ? ` · ${formatDateTime(at)}` : ''}
          </li>
        );
      })}
    </ol>
  );
}

function CancelButton({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation('delivery-orders');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => cancelDeliveryOrder(order.deliveryOrderReference),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryOrderQueries.all() }),
  });
  return (
    <>
      <Button
        variant="danger"
        busy={mutation.isPending}
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('detail.cancel')}
      </Button>
      {mutation.isError ? (
        <p role="alert" className={styles.error}>
          {t('detail.cancel-failed')}
        </p>
      ) : null}
      <AlertDialog
        open={open}
        onOpenChange={setOpen}
        title={t('detail.cancel-title', { reference: order.deliveryOrderReference })}
        description={t('detail.cancel-text')}
        confirmLabel={t('detail.cancel-confirm')}
        cancelLabel={t('detail.cancel-keep')}
        onConfirm={() => {
          mutation.mutate();
        }}
      />
    </>
  );
}

/**
 * /documentation/delivery-orders/:deliveryOrderReference: one DO with its progress (requested, issued, released,
 * collected; DCSA DEO's status code beside it), what it says, print once issued, cancel until released. Polls while
 * the carrier is expected to move it on (hooks/use-delivery-orders.ts).
 */
export function DeliveryOrderDetailPage() {
  const { t } = useTranslation('delivery-orders');
  const reference = useParams().deliveryOrderReference ?? '';
  const title = t('detail.title', { reference });
  useDocumentTitle(title);
  const state = useDeliveryOrder(reference);
  return (
    <section aria-labelledby="delivery-order-title" className={styles.page}>
      <div className={styles.header}>
        <h1 id="delivery-order-title">{title}</h1>
        <Link to={paths.deliveryOrders.href()}>{t('form.back')}</Link>
      </div>
      {state.kind === 'ready' ? (
        <>
          <p>
            <DeliveryOrderStatusBadge status={state.data.deliveryStatus} />{' '}
            <span>
              {t('detail.deo-status', { code: state.data.documentStatus, name: t(`deo.${state.data.documentStatus}`) })}
            </span>
          </p>
          <Progress order={state.data} />
          <DeliveryOrderFacts order={state.data} />
          <div className={styles.actions}>
            {isPrintable(state.data.deliveryStatus) ? (
              <Link className={buttonClassName('primary')} to={paths.deliveryOrderPrint.href(reference)}>
                {t('detail.print')}
              </Link>
            ) : null}
            {isCancellable(state.data.deliveryStatus) ? <CancelButton order={state.data} /> : null}
          </div>
        </>
      ) : state.kind === 'not-found' ? (
        <p className={styles.empty}>{t('detail.not-found', { reference })}</p>
      ) : state.kind === 'error' ? (
        <QueryErrorFallback message={t('detail.load-error')} retrying={state.retrying} onRetry={state.retry} />
      ) : (
        <Spinner label={t('detail.loading')} />
      )}
    </section>
  );
}
