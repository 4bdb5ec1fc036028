import { useTranslation } from 'react-i18next';

import { PrintDocumentBox, PrintDocumentBoxes, PrintDocumentHeader } from '@/components/ui/print-document-parts';
import type { Invoice } from '@/domain/invoice/invoice-contract';
import { formatMoney } from '@/domain/money/money';

import { placeText, rateText, vesselVoyageText } from '../utils/invoice-view';
import styles from './invoice-document.module.css';
import { InvoiceLines } from './invoice-lines';

function Box({ label, value }: { label: string; value: string }) {
  return <PrintDocumentBox label={label}>{value}</PrintDocumentBox>;
}

/**
 * The invoice as the paper a payer knows: carrier letterhead with the invoice number, B/L and dates; payer, route and
 * vessel; the lines with a subtotal per currency; the exchange rates with their date; total, paid and open.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation(['e-finance', 'charges']);
  const language = i18n.language;
  const money = (amount: Invoice['total']) => formatMoney(amount, language);
  return (
    <>
      <PrintDocumentHeader
        carrier={t('e-finance:print.carrier')}
        title={t('e-finance:print.document-title')}
        numbers={[
          { label: t('e-finance:columns.invoice-number'), value: invoice.invoiceNumber },
          { label: t('e-finance:columns.bl'), value: invoice.transportDocumentReference },
          { label: t('e-finance:columns.booking'), value: invoice.carrierBookingReference },
          { label: t('e-finance:columns.issue-date'), value: invoice.issueDate },
          { label: t('e-finance:columns.due-date'), value: invoice.dueDate },
        ]}
      />
      <PrintDocumentBoxes>
        <Box
          label={t('e-finance:detail.payer')}
          value={[invoice.payer.partyName, ...invoice.payer.address].join('\n')}
        />
        <Box label={t('e-finance:columns.kind')} value={t(`e-finance:kind.${invoice.kind}`)} />
        <Box label={t('e-finance:detail.issuing-office')} value={placeText(invoice.issuingOffice)} />
      </PrintDocumentBoxes>
      <PrintDocumentBoxes>
        <Box label={t('e-finance:detail.vessel-voyage')} value={vesselVoyageText(invoice)} />
        <Box label={t('e-finance:detail.pol')} value={placeText(invoice.pol)} />
        <Box label={t('e-finance:detail.pod')} value={placeText(invoice.pod)} />
        {invoice.quotationReference ? (
          <Box label={t('e-finance:detail.quote')} value={invoice.quotationReference} />
        ) : null}
      </PrintDocumentBoxes>
      <section className={styles.section} aria-labelledby="invoice-print-lines">
        <h3 id="invoice-print-lines">{t('e-finance:lines.title')}</h3>
        <InvoiceLines invoice={invoice} look="paper" />
      </section>
      {invoice.exchangeRates.map((rate) => (
        <p key={rate.fromCurrency} className={styles.note}>
          {t('e-finance:amounts.rate', { rate: rateText(rate), date: rate.rateDate })}
        </p>
      ))}
      <PrintDocumentBoxes>
        <Box label={t('e-finance:amounts.total', { currency: invoice.invoiceCurrency })} value={money(invoice.total)} />
        <Box label={t('e-finance:amounts.paid')} value={money(invoice.paid)} />
        <Box label={t('e-finance:amounts.open')} value={money(invoice.open)} />
      </PrintDocumentBoxes>
      <p className={styles.note}>{t('e-finance:print.payment-note', { date: invoice.dueDate })}</p>
    </>
  );
}
