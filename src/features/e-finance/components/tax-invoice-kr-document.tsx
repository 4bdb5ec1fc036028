import { useTranslation } from 'react-i18next';

import { PrintDocumentBox, PrintDocumentBoxes, PrintDocumentHeader } from '@/components/ui/print-document-parts';
import type { KrTaxInvoice } from '@/domain/invoice/tax-invoice-contract';
import { formatMoney } from '@/domain/money/money';

import paper from './invoice-document.module.css';
import { approvalNumberText, TaxLinesTable, TaxPartyBox } from './tax-invoice-parts';

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
      <TaxLinesTable
        title={t('kr.items')}
        totalLabel={t('lines.total')}
        lines={document.lines}
        columns={[
          { key: 'item', header: t('kr.item'), cell: (line) => line.item },
          { key: 'quantity', header: t('lines.quantity'), cell: (line) => line.quantity, numeric: true },
          {
            key: 'supply',
            header: t('kr.supply-value'),
            cell: (line) => money(line.supplyValue),
            numeric: true,
            total: money(document.supplyValue),
          },
          {
            key: 'rate',
            header: t('kr.vat-rate'),
            cell: (line) => t('lines.rate', { rate: line.vatRate }),
            numeric: true,
          },
          {
            key: 'vat',
            header: t('kr.vat'),
            cell: (line) => money(line.vat),
            numeric: true,
            total: money(document.taxAmount),
          },
        ]}
      />
      <PrintDocumentBoxes>
        <PrintDocumentBox label={t('kr.supply-value')}>{money(document.supplyValue)}</PrintDocumentBox>
        <PrintDocumentBox label={t('kr.vat')}>{money(document.taxAmount)}</PrintDocumentBox>
        <PrintDocumentBox label={t('kr.total')}>{money(document.total)}</PrintDocumentBox>
      </PrintDocumentBoxes>
      {zeroRated ? <p className={paper.note}>{t('kr.zero-rated-note')}</p> : null}
      <p className={paper.note}>{t('kr.claim-note')}</p>
    </>
  );
}
