import { useTranslation } from 'react-i18next';

import type { InvoiceStatus } from '@/domain/invoice/invoice-contract';

import styles from './invoice-status-badge.module.css';

/** An invoice's status as a badge: its name in text, the tone colour only repeats it (overdue red, paid green). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('e-finance');
  return <span className={styles[status]}>{t(`status.${status}`)}</span>;
}
