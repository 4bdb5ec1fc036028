import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { PrintDocument } from '@/components/ui/print-document';
import {
  PrintDocumentAddressBox,
  PrintDocumentBox,
  PrintDocumentBoxes,
  PrintDocumentHeader,
} from '@/components/ui/print-document-parts';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { DeliveryOrder } from '@/domain/delivery-order/delivery-order-contract';
import { formatDateTimeWithOffset } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useDeliveryOrder } from '../hooks/use-delivery-orders';
import { isPrintable } from '../utils/delivery-order-rules';
import { pickupWindowText } from './delivery-order-facts';
import styles from './delivery-order-print.module.css';

/** The DO on paper: letterhead with its number, B/L and issue date; parties, terminal, window, containers. */
function DeliveryOrderDocument({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation('delivery-orders');
  const { releaseLocation: terminal, releaseParty: party } = order;
  const issued = order.issueDateTime ? formatDateTimeWithOffset(order.issueDateTime, terminal.timeZone) : '—';
  return (
    <>
      <PrintDocumentHeader
        carrier={t('print.carrier')}
        title={t('print.document-title')}
        numbers={[
          { label: t('print.number'), value: order.deliveryOrderReference },
          { label: t('detail.bl'), value: order.transportDocumentReference },
          { label: t('print.issued'), value: issued.slice(0, 10) },
        ]}
      />
      <PrintDocumentBoxes>
        <PrintDocumentAddressBox label={t('detail.consignee')} name={order.consigneeName} fallback="—" />
        <PrintDocumentAddressBox
          label={t('detail.collector')}
          name={party.partyName}
          lines={[party.contactName, party.phone, party.email]}
          fallback="—"
        />
      </PrintDocumentBoxes>
      <PrintDocumentBoxes>
        <PrintDocumentBox label={t('detail.vessel')}>
          {order.vesselName} {order.carrierImportVoyageNumber}
        </PrintDocumentBox>
        <PrintDocumentBox label={t('detail.terminal')}>
          {`${terminal.facilityName}\n${terminal.facilityCode} · ${terminal.locationName} (${terminal.UNLocationCode})`}
        </PrintDocumentBox>
        <PrintDocumentBox label={t('detail.window')}>{pickupWindowText(order)}</PrintDocumentBox>
      </PrintDocumentBoxes>
      <section className={styles.section} aria-labelledby="do-containers-title">
        <h3 id="do-containers-title">{t('detail.containers')}</h3>
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('print.container')}</th>
                <th scope="col">{t('print.size-type')}</th>
              </tr>
            </thead>
            <tbody>
              {order.utilizedTransportEquipments.map(({ equipment }) => (
                <tr key={equipment.equipmentReference}>
                  <td>{equipment.equipmentReference}</td>
                  <td>{equipment.ISOEquipmentCode}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <p className={styles.note}>{t('print.note')}</p>
    </>
  );
}

/**
 * /print/delivery-order?doNo=: an issued DO as a printable A4 document (PrintDocument's print styles, like the arrival
 * notice and the invoice); "Print or save as PDF" opens the browser's print dialog. Login required (router).
 */
export function DeliveryOrderPrintPage() {
  const { t } = useTranslation('delivery-orders');
  const [searchParams] = useSearchParams();
  const reference = (searchParams.get('doNo') ?? '').trim();
  const state = useDeliveryOrder(reference);
  const title = t('print.title', { reference });
  useDocumentTitle(title);
  const printable = state.kind === 'ready' && isPrintable(state.data.deliveryStatus);
  return (
    <section aria-labelledby="delivery-order-print-title" className={styles.page}>
      <h1 id="delivery-order-print-title" className="no-print">
        {title}
      </h1>
      {state.kind === 'ready' && printable ? (
        <PrintDocument
          label={t('print.label', { reference })}
          actions={
            <>
              <Link className={buttonClassName('ghost')} to={paths.deliveryOrderDetail.href(reference)}>
                {t('print.back')}
              </Link>
              <Button
                variant="primary"
                onClick={() => {
                  window.print();
                }}
              >
                {t('print.print')}
              </Button>
            </>
          }
        >
          <DeliveryOrderDocument order={state.data} />
        </PrintDocument>
      ) : state.kind === 'ready' ? (
        <p>{t('print.not-issued')}</p>
      ) : state.kind === 'not-found' ? (
        <p>{t('detail.not-found', { reference })}</p>
      ) : state.kind === 'error' ? (
        <QueryErrorFallback message={t('detail.load-error')} retrying={state.retrying} onRetry={state.retry} />
      ) : (
        <Spinner label={t('detail.loading')} />
      )}
    </section>
  );
}
