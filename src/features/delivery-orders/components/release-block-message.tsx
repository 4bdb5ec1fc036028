import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { ReleaseBlock } from '@/domain/delivery-order/delivery-order-contract';

import styles from './delivery-orders.module.css';

/**
 * Why a DO cannot be requested yet, in words, with the way forward: open collect charges link to My invoices (where
 * they are paid); originals not surrendered tell the user to hand them in. `compact` for a table cell.
 */
export function ReleaseBlockMessage({ block, compact = false }: { block: ReleaseBlock; compact?: boolean }) {
  const { t } = useTranslation('delivery-orders');
  const key = compact ? `block-short.${block}` : `block.${block}`;
  return (
    <p className={compact ? undefined : styles.note} role={compact ? undefined : 'alert'}>
      {block === 'COLLECT_CHARGES_OPEN' ? (
        <Trans t={t} i18nKey={key} components={{ invoices: <Link to={paths.myInvoices.href()} /> }} />
      ) : (
        t(key)
      )}
    </p>
  );
}
