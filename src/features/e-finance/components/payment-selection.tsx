import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { InvoiceSummary } from '@/domain/invoice/invoice-contract';
import { formatMoney, subtotalsByCurrency } from '@/domain/money/money';

import { isPayable, type PaymentSelection } from '../hooks/use-payment-selection';
import styles from './payment.module.css';

/**
 * The checkbox that picks `invoice` for online payment, named "Select invoice <number>"; nothing for an invoice that
 * cannot be paid (paid, or under a dispute).
 */
export function InvoiceSelectCheckbox({
  invoice,
  selection,
}: {
  invoice: InvoiceSummary;
  selection: PaymentSelection;
}) {
  const { t } = useTranslation('payment');
  if (!isPayable(invoice)) return null;
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label={t('select.invoice', { number: invoice.invoiceNumber })}
      checked={selection.isSelected(invoice.invoiceNumber)}
      onChange={() => {
        selection.toggle(invoice);
      }}
    />
  );
}

/** The header of the table's column of payment checkboxes. */
export function SelectColumnHeader() {
  const { t } = useTranslation('payment');
  return <th scope="col">{t('select.column')}</th>;
}

/**
 * Above the list while invoices are picked: how many and their sum per currency, "Pay selected (n)" (a link to the
 * payment's review; only for invoices of one currency, else it says why) and "Clear selection".
 */
export function PaymentSelectionBar({ selection }: { selection: PaymentSelection }) {
  const { t, i18n } = useTranslation('payment');
  const { selected } = selection;
  if (selected.length === 0) return null;
  const totals = subtotalsByCurrency(selected.map((invoice) => invoice.open));
  const oneCurrency = totals.length === 1;
  const sums = totals.map((money) => formatMoney(money, i18n.language)).join(', ');
  return (
    <div className={styles.selectionBar} role="group" aria-label={t('select.group')}>
      <p role="status">
        {t('select.summary', { count: selected.length, sums })}
        {oneCurrency ? null : <span className={styles.error}> {t('select.one-currency')}</span>}
      </p>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          onClick={() => {
            selection.clear();
          }}
        >
          {t('select.clear')}
        </Button>
        {oneCurrency ? (
          <Link
            className={buttonClassName('primary')}
            to={paths.newPayment.href(selected.map((invoice) => invoice.invoiceNumber))}
          >
            {t('select.pay', { n: selected.length })}
          </Link>
        ) : (
          <Button variant="primary" disabled>
            {t('select.pay', { n: selected.length })}
          </Button>
        )}
      </div>
    </div>
  );
}
