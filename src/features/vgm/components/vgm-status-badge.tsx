import { useTranslation } from 'react-i18next';

import type { VgmStatus } from '@/domain/vgm/vgm-contract';

import styles from './vgm.module.css';

/** A container's VGM status as a coloured word (vgm `status.*`): none, declared, late, amended. */
export function VgmStatusBadge({ status }: { status: VgmStatus }) {
  const { t } = useTranslation('vgm');
  return (
    <span className={styles.badge} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
