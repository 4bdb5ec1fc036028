import { useTranslation } from 'react-i18next';

import { PrintDocumentBox, PrintDocumentBoxes, PrintDocumentHeader } from '@/components/ui/print-document-parts';
import type { Payment } from '@/domain/invoice/payment-contract';
import { formatMoney } from '@/domain/money/money';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import styles from './payment.module.css';
import { PaymentInvoicesTable } from './payment-invoices-table';

/**
 * The receipt of a succeeded payment as paper (PrintDocument's A4 print styles, like the invoice): letterhead with the
 * payment id and when it settled (the user's time zone with its offset: the user's own action), the card, the invoices
 * with what was paid of each, the credit notes applied and the total (a payment the credit notes covered whole names no
 * card).
 */
export function PaymentReceipt({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation('payment');
  const formatDateTime = useFormatUserDateTime();
  const paidAt = formatDateTime(payment.settledDateTime ?? payment.createdDateTime);
  const total = formatMoney({ amount: payment.amount, currency: payment.currency }, i18n.language);
  return (
    <>
      <PrintDocumentHeader
        carrier={t('receipt.carrier')}
        title={t('receipt.title')}
        numbers={[
          { label: t('receipt.payment-id'), value: payment.paymentId },
          { label: t('receipt.paid-at'), value: paidAt },
        ]}
      />
      <PrintDocumentBoxes>
        <PrintDocumentBox label={t('receipt.method')}>
          {payment.cardLast4 ? t('receipt.card', { last4: payment.cardLast4 }) : t('receipt.credits-only')}
        </PrintDocumentBox>
        <PrintDocumentBox label={t('receipt.status')}>{t('status.SUCCEEDED')}</PrintDocumentBox>
        <PrintDocumentBox label={t('receipt.total')}>{total}</PrintDocumentBox>
      </PrintDocumentBoxes>
      <section className={styles.paperSection} aria-labelledby="receipt-invoices">
        <h3 id="receipt-invoices">{t('receipt.invoices')}</h3>
        <PaymentInvoicesTable
          caption={t('receipt.invoices')}
          rows={payment.allocations}
          frameClassName={styles.paperFrame}
          tableClassName={styles.paperTable}
          numberClassName={styles.paperNumber}
        />
      </section>
      <p className={styles.paperNote}>
        {payment.appliedCredits.length === 0
          ? t('receipt.credits-none')
          : t('receipt.credits', {
              list: payment.appliedCredits
                .map((credit) => `${credit.creditNoteNumber} ${formatMoney(credit.amount, i18n.language)}`)
                .join(', '),
            })}
      </p>
    </>
  );
}
