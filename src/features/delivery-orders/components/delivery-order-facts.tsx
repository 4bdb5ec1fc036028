import { useTranslation } from 'react-i18next';

import type { DeliveryOrder } from '@/domain/delivery-order/delivery-order-contract';
import { formatDateTimeWithOffset } from '@/lib/format';

import styles from './delivery-orders.module.css';
import { BlShipmentLink } from './import-document-parts';
import { ContainersFact, VesselFact } from './import-shipment-facts';

/** The pickup window as 'yyyy-MM-dd HH:mm UTC+09:00 – HH:mm' in the release terminal's zone. */
export function pickupWindowText(order: Pick<DeliveryOrder, 'pickupWindow' | 'releaseLocation'>): string {
  const { timeZone } = order.releaseLocation;
  const start = formatDateTimeWithOffset(order.pickupWindow.startDateTime, timeZone);
  const end = formatDateTimeWithOffset(order.pickupWindow.endDateTime, timeZone);
  // The same day: the end's date and offset repeat the start's.
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11, 16)}` : `${start} – ${end}`;
}

/** What a DO says: B/L, consignee, vessel, terminal, pickup window, who collects, the containers. */
export function DeliveryOrderFacts({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation('delivery-orders');
  const party = order.releaseParty;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('detail.bl')}</dt>
        <dd>
          <BlShipmentLink bl={order.transportDocumentReference} />
        </dd>
      </div>
      <div>
        <dt>{t('detail.consignee')}</dt>
        <dd>{order.consigneeName}</dd>
      </div>
      <VesselFact shipment={order} />
      <div>
        <dt>{t('detail.terminal')}</dt>
        <dd>
          {order.releaseLocation.facilityName} ({order.releaseLocation.facilityCode},{' '}
          {order.releaseLocation.UNLocationCode})
        </dd>
      </div>
      <div>
        <dt>{t('detail.window')}</dt>
        <dd>{pickupWindowText(order)}</dd>
      </div>
      <div>
        <dt>{t('detail.collector')}</dt>
        <dd>
          <span className={styles.line}>{party.partyName}</span>
          <span className={styles.line}>
            {party.contactName}, {party.phone}
          </span>
          {party.email ? <span className={styles.line}>{party.email}</span> : null}
        </dd>
      </div>
      <ContainersFact shipment={order} />
    </dl>
  );
}
