import { useTranslation } from 'react-i18next';

import type { DisputeStatus } from '@/domain/invoice/dispute-contract';

import styles from './dispute-status-badge.module.css';

/** A dispute's status as a badge: its name in text, the tone colour only repeats it. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const { t } = useTranslation('disputes');
  return <span className={styles[status]}>{t(`status.${status}`)}</span>;
}
