import { useTranslation } from 'react-i18next';

import { ScrollTable } from '@/components/ui/scroll-table';
import { formatMoney, type Money } from '@/domain/money/money';

import styles from './payment.module.css';

/** Props of {@link PaymentInvoicesTable}. */
export interface PaymentInvoicesTableProps {
  /** The table's caption: what it lists. */
  caption: string;
  /** One row per invoice: what is paid of it (minor units of the payment's currency). */
  rows: readonly { invoiceNumber: string; amount: Money }[];
  /** A second column (the due date on the review), with its header. */
  extra?: (invoiceNumber: string) => string;
  extraLabel?: string;
  /** The table's classes on paper (the receipt: frame, table, amount cells); the screen's by default. */
  frameClassName?: string;
  tableClassName?: string;
  numberClassName?: string;
}

/**
 * The invoices of a payment with the amount paid of each and the total, in the currency's own decimals (formatMoney),
 * right-aligned: the review before "Pay" and the receipt after it.
 */
export function PaymentInvoicesTable({
  caption,
  rows,
  extra,
  extraLabel,
  frameClassName = styles.scroller,
  tableClassName = styles.table,
  numberClassName = styles.num,
}: PaymentInvoicesTableProps) {
  const { t, i18n } = useTranslation('payment');
  const currency = rows[0]?.amount.currency ?? 'USD';
  const total: Money = { amount: rows.reduce((sum, row) => sum + row.amount.amount, 0), currency };
  return (
    <ScrollTable label={caption} frameClassName={frameClassName} tableClassName={tableClassName}>
      <thead>
        <tr>
          <th scope="col">{t('columns.invoice')}</th>
          {extra ? <th scope="col">{extraLabel}</th> : null}
          <th scope="col" className={numberClassName}>
            {t('columns.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.invoiceNumber}>
            <th scope="row">{row.invoiceNumber}</th>
            {extra ? <td>{extra(row.invoiceNumber)}</td> : null}
            <td className={numberClassName}>{formatMoney(row.amount, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={extra ? 2 : 1}>
            {t('columns.total')}
          </th>
          <td className={`${numberClassName} ${styles.total}`}>{formatMoney(total, i18n.language)}</td>
        </tr>
      </tfoot>
    </ScrollTable>
  );
}
