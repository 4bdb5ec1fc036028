import { useTranslation } from 'react-i18next';

import type { Invoice } from '@/domain/invoice/invoice-contract';
import { formatMoney } from '@/domain/money/money';

import { placeText, rateText, vesselVoyageText } from '../utils/invoice-view';
import styles from './invoice-document.module.css';
import { InvoiceLines } from './invoice-lines';

function Box({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.box}>
      <h3 className={styles.label}>{label}</h3>
      <p className={styles.value}>{value}</p>
    </div>
  );
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
      <header className={styles.header}>
        <div>
          <p className={styles.carrier}>{t('e-finance:print.carrier')}</p>
          <h2 className={styles.title}>{t(`e-finance:print.document-title`)}</h2>
        </div>
        <dl className={styles.numbers}>
          {[
            [t('e-finance:columns.invoice-number'), invoice.invoiceNumber],
            [t('e-finance:columns.bl'), invoice.transportDocumentReference],
            [t('e-finance:columns.booking'), invoice.carrierBookingReference],
            [t('e-finance:columns.issue-date'), invoice.issueDate],
            [t('e-finance:columns.due-date'), invoice.dueDate],
          ].map(([label = '', value = '']) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className={styles.grid}>
        <Box
          label={t('e-finance:detail.payer')}
          value={[invoice.payer.partyName, ...invoice.payer.address].join('\n')}
        />
        <Box label={t('e-finance:columns.kind')} value={t(`e-finance:kind.${invoice.kind}`)} />
        <Box label={t('e-finance:detail.issuing-office')} value={placeText(invoice.issuingOffice)} />
      </div>
      <div className={styles.grid}>
        <Box label={t('e-finance:detail.vessel-voyage')} value={vesselVoyageText(invoice)} />
        <Box label={t('e-finance:detail.pol')} value={placeText(invoice.pol)} />
        <Box label={t('e-finance:detail.pod')} value={placeText(invoice.pod)} />
        {invoice.quotationReference ? (
          <Box label={t('e-finance:detail.quote')} value={invoice.quotationReference} />
        ) : null}
      </div>
      <section className={styles.section} aria-labelledby="invoice-print-lines">
        <h3 id="invoice-print-lines">{t('e-finance:lines.title')}</h3>
        <InvoiceLines invoice={invoice} look="paper" />
      </section>
      {invoice.exchangeRates.map((rate) => (
        <p key={rate.fromCurrency} className={styles.note}>
          {t('e-finance:amounts.rate', { rate: rateText(rate), date: rate.rateDate })}
        </p>
      ))}
      <div className={styles.grid}>
        <Box label={t('e-finance:amounts.total', { currency: invoice.invoiceCurrency })} value={money(invoice.total)} />
        <Box label={t('e-finance:amounts.paid')} value={money(invoice.paid)} />
        <Box label={t('e-finance:amounts.open')} value={money(invoice.open)} />
      </div>
      <p className={styles.note}>{t('e-finance:print.payment-note', { date: invoice.dueDate })}</p>
    </>
  );
}
