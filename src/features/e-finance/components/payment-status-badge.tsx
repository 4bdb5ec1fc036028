import { useTranslation } from 'react-i18next';

import type { PaymentStatus } from '@/domain/invoice/payment-contract';

import styles from './payment-status-badge.module.css';

/** A payment's status as a badge: its name in text, the tone colour only repeats it (paid green, not paid red). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payment');
  return <span className={styles[status]}>{t(`status.${status}`)}</span>;
}
