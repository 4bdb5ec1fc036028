import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { ImportDocument, ReleaseBlock } from '@/domain/delivery-order/delivery-order-contract';

import styles from './delivery-orders.module.css';

/** Props of {@link ReleaseBlockMessage}. */
interface ReleaseBlockMessageProps {
  block: ReleaseBlock;
  /** The B/L's collect invoices: the first one not paid is linked (its invoice page, where it is paid or disputed). */
  collectInvoices?: ImportDocument['collectInvoices'];
  /** For a table cell or card: the short text, not announced as an alert. */
  compact?: boolean;
}

/**
 * Why a DO cannot be requested yet, in words, with the way forward: open collect charges link to the unpaid invoice's
 * page (to My invoices when the B/L names none); originals not surrendered tell the user to hand them in.
 */
export function ReleaseBlockMessage({ block, collectInvoices = [], compact = false }: ReleaseBlockMessageProps) {
  const { t } = useTranslation('delivery-orders');
  const open = collectInvoices.find((invoice) => invoice.status !== 'PAID');
  const key = compact ? `block-short.${block}` : `block.${block}`;
  return (
    <p className={compact ? undefined : styles.note} role={compact ? undefined : 'alert'}>
      {block !== 'COLLECT_CHARGES_OPEN' ? (
        t(key)
      ) : open ? (
        <Trans
          t={t}
          i18nKey={compact ? 'block-short-invoice.COLLECT_CHARGES_OPEN' : 'block-invoice.COLLECT_CHARGES_OPEN'}
          values={{ invoiceNumber: open.invoiceNumber }}
          components={{ invoice: <Link to={paths.invoiceDetail.href(open.invoiceNumber)} /> }}
        />
      ) : (
        <Trans t={t} i18nKey={key} components={{ invoices: <Link to={paths.myInvoices.href()} /> }} />
      )}
    </p>
  );
}
