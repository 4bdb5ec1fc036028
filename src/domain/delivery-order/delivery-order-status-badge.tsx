import { useTranslation } from 'react-i18next';

import type { DeliveryStatus } from './delivery-order-contract';
import styles from './delivery-order-status-badge.module.css';

/** A DO's step as a badge (namespace `delivery-order-domain`): its name in text, the tone colour only repeats it. */
export function DeliveryOrderStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation('delivery-order-domain');
  return <span className={styles[status]}>{t(`status.${status}`)}</span>;
}
