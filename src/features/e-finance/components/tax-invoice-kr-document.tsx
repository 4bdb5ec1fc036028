import { useTranslation } from 'react-i18next';

import { PrintDocumentBox, PrintDocumentBoxes, PrintDocumentHeader } from '@/components/ui/print-document-parts';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { KrTaxInvoice } from '@/domain/invoice/tax-invoice-contract';
import { formatMoney } from '@/domain/money/money';

import styles from './tax-invoice-document.module.css';
import { approvalNumberText, TaxPartyBox } from './tax-invoice-parts';

/**
 * The Korean e-tax invoice (전자세금계산서) in the layout of the legal form: NTS approval number, supplier and buyer
 * (registration number, name, representative, address), issue date, the items with supply value and VAT, the totals.
 */
export function KrTaxInvoiceDocument({ document }: { document: KrTaxInvoice }) {
  const { t, i18n } = useTranslation('tax-invoice');
  const money = (value: KrTaxInvoice['total']) => formatMoney(value, i18n.language);
  const party = (who: KrTaxInvoice['supplier']) => [
    { term: t('kr.registration-number'), value: who.registrationNumber },
    { term: t('kr.name'), value: who.name },
    { term: t('kr.representative'), value: who.representative },
    { term: t('kr.address'), value: who.address },
  ];
  const zeroRated = document.lines.some((line) => line.vatRate === 0);
  return (
    <>
      <PrintDocumentHeader
        carrier={document.supplier.name}
        title={t('kr.title')}
        numbers={[
          { label: t('kr.approval-number'), value: approvalNumberText(document.approvalNumber) },
          { label: t('columns.invoice-number'), value: document.invoiceNumber },
          { label: t('columns.bl'), value: document.transportDocumentReference },
          { label: t('kr.issue-date'), value: document.issueDate },
        ]}
      />
      <PrintDocumentBoxes>
        <TaxPartyBox label={t('kr.supplier')} facts={party(document.supplier)} />
        <TaxPartyBox label={t('kr.buyer')} facts={party(document.buyer)} />
      </PrintDocumentBoxes>
      <section className={styles.section} aria-labelledby="tax-invoice-items">
        <h3 id="tax-invoice-items">{t('kr.items')}</h3>
        <ScrollTable label={t('kr.items')} frameClassName={styles.tableWrap} tableClassName={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('kr.item')}</th>
              <th scope="col" className={styles.number}>
                {t('lines.quantity')}
              </th>
              <th scope="col" className={styles.number}>
                {t('kr.supply-value')}
              </th>
              <th scope="col" className={styles.number}>
                {t('kr.vat-rate')}
              </th>
              <th scope="col" className={styles.number}>
                {t('kr.vat')}
              </th>
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={`${line.chargeCode}-${index}`}>
                <td>{line.item}</td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{money(line.supplyValue)}</td>
                <td className={styles.number}>{t('lines.rate', { rate: line.vatRate })}</td>
                <td className={styles.number}>{money(line.vat)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('lines.total')}
              </th>
              <td className={styles.number}>{money(document.supplyValue)}</td>
              <td />
              <td className={styles.number}>{money(document.taxAmount)}</td>
            </tr>
          </tfoot>
        </ScrollTable>
      </section>
      <PrintDocumentBoxes>
        <PrintDocumentBox label={t('kr.supply-value')}>{money(document.supplyValue)}</PrintDocumentBox>
        <PrintDocumentBox label={t('kr.vat')}>{money(document.taxAmount)}</PrintDocumentBox>
        <PrintDocumentBox label={t('kr.total')}>{money(document.total)}</PrintDocumentBox>
      </PrintDocumentBoxes>
      {zeroRated ? <p className={styles.note}>{t('kr.zero-rated-note')}</p> : null}
      <p className={styles.note}>{t('kr.claim-note')}</p>
    </>
  );
}
