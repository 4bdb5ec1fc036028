import { useTranslation } from 'react-i18next';

import type { ImportDocument } from '@/domain/delivery-order/delivery-order-contract';

import styles from './delivery-orders.module.css';

/*
 * The facts an import B/L and the DO issued on it state alike, as entries of a `styles.facts` list: the DO copies
 * the vessel and the containers from its B/L, so the request page and the DO's detail show them the same way.
 */

type Shipment = Pick<ImportDocument, 'vesselName' | 'carrierImportVoyageNumber' | 'utilizedTransportEquipments'>;

/** The arriving vessel and its import voyage. */
export function VesselFact({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('delivery-orders');
  return (
    <div>
      <dt>{t('detail.vessel')}</dt>
      <dd>
        {shipment.vesselName} {shipment.carrierImportVoyageNumber}
      </dd>
    </div>
  );
}

/** The containers, one a line with their ISO size-type. */
export function ContainersFact({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('delivery-orders');
  return (
    <div>
      <dt>{t('detail.containers')}</dt>
      <dd>
        {shipment.utilizedTransportEquipments.map(({ equipment }) => (
          <span key={equipment.equipmentReference} className={styles.line}>
            {equipment.equipmentReference} ({equipment.ISOEquipmentCode})
          </span>
        ))}
      </dd>
    </div>
  );
}
