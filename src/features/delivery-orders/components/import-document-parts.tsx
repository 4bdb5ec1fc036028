import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ContainerDeliveryOrderStatus } from '@/domain/delivery-order/container-delivery-order-status';
import type { ImportDocument } from '@/domain/delivery-order/delivery-order-contract';
import { DeliveryOrderStatusBadge } from '@/domain/delivery-order/delivery-order-status-badge';
import { bookingNumberOfBl } from '@/domain/documentation/bl-number';

import { importActionOf, releaseBlockOf } from '../utils/delivery-order-rules';
import styles from './delivery-orders.module.css';
import { ReleaseBlockMessage } from './release-block-message';

/*
 * The parts of an import B/L that the DO list shows, in a table row on a desktop and in a card on a phone
 * (docs/areas/vgm-delivery-orders.md).
 */

/** What the release of the B/L waits for: its originals, its collect charges, or that it is ready. */
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
  // The collect invoice comes with the arrival notice (docs/areas/e-finance.md): before it there is none to pay.
  const invoices = document.collectInvoices;
  const charges =
    invoices.length === 0
      ? t('release.not-invoiced')
      : invoices.every((invoice) => invoice.status === 'PAID')
        ? t('release.paid')
        : t('release.open');
  return (
    <>
      <span className={styles.line}>{originals}</span>
      <span className={styles.line}>{charges}</span>
      {block ? null : <span className={styles.line}>{t('release.ready')}</span>}
    </>
  );
}

/** The B/L's next step: view its DO, why it cannot be requested yet, or the request link. */
export function ImportAction({ document }: { document: ImportDocument }) {
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
  if (action.kind === 'blocked')
    return <ReleaseBlockMessage block={action.block} collectInvoices={document.collectInvoices} compact />;
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
  const { t } = useTranslation('delivery-orders');
  const bl = document.transportDocumentReference;
  return (
    <ul className={styles.containers} aria-label={t('list.containers-of', { bl })}>
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

/** The vessel and voyage, the route and the arrival date, one per line. */
function ArrivalFacts({ document }: { document: ImportDocument }) {
  return (
    <>
      <span className={styles.line}>
        {document.vesselName} {document.carrierImportVoyageNumber}
      </span>
      <span className={styles.line}>
        {document.portOfLoading.locationName} → {document.releaseLocation.locationName}
      </span>
      <span className={styles.line}>{document.arrivalDate}</span>
    </>
  );
}

/** The arrival notice's print page, or that it is not issued yet. */
function ArrivalNoticeLink({ document }: { document: ImportDocument }) {
  const { t } = useTranslation('delivery-orders');
  const bl = document.transportDocumentReference;
  return document.hasArrivalNotice ? (
    <Link to={paths.arrivalNotice.href(bl)} aria-label={t('list.arrival-notice-of', { bl })}>
      {t('list.arrival-notice-open')}
    </Link>
  ) : (
    t('list.arrival-notice-none')
  );
}

/** The B/L's latest DO with its status, or none. */
function LatestDeliveryOrder({ document }: { document: ImportDocument }) {
  const { t } = useTranslation('delivery-orders');
  const latest = document.latestDeliveryOrder;
  if (!latest) return t('list.no-delivery-order');
  return (
    <>
      <span className={styles.line}>
        <Link to={paths.deliveryOrderDetail.href(latest.deliveryOrderReference)}>{latest.deliveryOrderReference}</Link>
      </span>
      <DeliveryOrderStatusBadge status={latest.deliveryStatus} />
    </>
  );
}

/** The B/L's type and the company's role on it ('Sea Waybill · Consignee'), under its number. */
export function DocumentKind({ document }: { document: ImportDocument }) {
  const { t } = useTranslation('delivery-orders');
  return (
    <>
      {t(`type.${document.transportDocumentTypeCode}`)} · {t(`party.${document.partyFunction}`)}
    </>
  );
}

/**
 * What the list tells of each B/L between its number and its action, in this order: the table's columns on a
 * desktop, a card's facts on a phone, so both show the same. `label` is the column's i18n key in 'delivery-orders'.
 */
export const IMPORT_FACTS = [
  { label: 'list.arrival', Fact: ArrivalFacts },
  { label: 'list.containers', Fact: Containers },
  { label: 'list.arrival-notice', Fact: ArrivalNoticeLink },
  { label: 'list.release', Fact: ReleaseFacts },
  { label: 'list.delivery-order', Fact: LatestDeliveryOrder },
] as const satisfies readonly { label: string; Fact: (props: { document: ImportDocument }) => ReactNode }[];

/**
 * The B/L number as a link to its shipment's detail (the booking 'ONEY' + booking number names), which the carrier
 * shows a consignee or notify party read only (docs/areas/vgm-delivery-orders.md); plain text for a number of another
 * format. Strings in the 'delivery-order-domain' namespace (the DO routes load it).
 */
export function BlShipmentLink({ bl }: { bl: string }) {
  const { t } = useTranslation('delivery-order-domain');
  const bookingNumber = bookingNumberOfBl(bl);
  if (bookingNumber === undefined) return bl;
  return (
    <Link to={paths.shipmentDetail.href(bookingNumber)} aria-label={t('shipment.shipment-link', { bl })}>
      {bl}
    </Link>
  );
}
