import { useTranslation } from 'react-i18next';

import { PrintDocumentBox, PrintDocumentBoxes, PrintDocumentHeader } from '@/components/ui/print-document-parts';
import type { InTaxInvoice } from '@/domain/invoice/tax-invoice-contract';
import { formatMoney } from '@/domain/money/money';

import styles from './tax-invoice-document.module.css';
import { type TaxLinesColumn, TaxLinesTable, TaxPartyBox } from './tax-invoice-parts';
import { TaxInvoiceQr } from './tax-invoice-qr';

type Money = InTaxInvoice['total'];

/**
 * The Indian GST e-invoice in the layout of the e-invoice schema's printout: IRN, acknowledgement number and date, the
 * signed QR code; supplier and buyer (GSTIN, legal name, address, state), place of supply; the lines with SAC, taxable
 * value, rate and IGST or CGST + SGST; the totals.
 */
export function InTaxInvoiceDocument({ document }: { document: InTaxInvoice }) {
  const { t, i18n } = useTranslation('tax-invoice');
  const money = (value: Money) => formatMoney(value, i18n.language);
  const party = (who: InTaxInvoice['supplier']) => [
    { term: t('in.gstin'), value: who.gstin },
    { term: t('in.legal-name'), value: who.legalName },
    { term: t('in.address'), value: who.address },
    { term: t('in.state-code'), value: who.stateCode },
  ];
  const taxes: { key: 'igst' | 'cgst' | 'sgst'; label: string }[] = document.interState
    ? [{ key: 'igst', label: t('in.igst') }]
    : [
        { key: 'cgst', label: t('in.cgst') },
        { key: 'sgst', label: t('in.sgst') },
      ];
  return (
    <>
      <PrintDocumentHeader
        carrier={document.supplier.legalName}
        title={t('in.title')}
        numbers={[
          { label: t('columns.invoice-number'), value: document.invoiceNumber },
          { label: t('in.document-date'), value: document.issueDate },
          { label: t('columns.bl'), value: document.transportDocumentReference },
          { label: t('in.ack-number'), value: document.ackNumber },
          { label: t('in.ack-date'), value: document.ackDate },
        ]}
      />
      <PrintDocumentBoxes>
        <PrintDocumentBox label={t('in.irn')}>
          <span className={styles.irn}>{document.irn}</span>
        </PrintDocumentBox>
        <PrintDocumentBox label={t('in.qr-title')}>
          <TaxInvoiceQr text={document.signedQrCode} label={t('in.qr', { number: document.invoiceNumber })} />
        </PrintDocumentBox>
      </PrintDocumentBoxes>
      <PrintDocumentBoxes>
        <TaxPartyBox label={t('in.supplier')} facts={party(document.supplier)} />
        <TaxPartyBox label={t('in.buyer')} facts={party(document.buyer)} />
        <TaxPartyBox
          label={t('in.place-of-supply')}
          facts={[
            { term: t('in.state'), value: `${document.placeOfSupply.stateName} (${document.placeOfSupply.stateCode})` },
            { term: t('in.supply-type'), value: document.interState ? t('in.inter-state') : t('in.intra-state') },
          ]}
        />
      </PrintDocumentBoxes>
      <InLines document={document} taxes={taxes} money={money} />
      <PrintDocumentBoxes>
        <PrintDocumentBox label={t('in.taxable-value')}>{money(document.supplyValue)}</PrintDocumentBox>
        {taxes.map((tax) => (
          <PrintDocumentBox key={tax.key} label={tax.label}>
            {money(document[tax.key])}
          </PrintDocumentBox>
        ))}
        <PrintDocumentBox label={t('in.total')}>{money(document.total)}</PrintDocumentBox>
      </PrintDocumentBoxes>
    </>
  );
}

function InLines({
  document,
  taxes,
  money,
}: {
  document: InTaxInvoice;
  taxes: readonly { key: 'igst' | 'cgst' | 'sgst'; label: string }[];
  money: (value: Money) => string;
}) {
  const { t } = useTranslation('tax-invoice');
  type Line = InTaxInvoice['lines'][number];
  const columns: TaxLinesColumn<Line>[] = [
    { key: 'description', header: t('in.description'), cell: (line) => line.description },
    { key: 'sac', header: t('in.sac'), cell: (line) => line.sac },
    { key: 'quantity', header: t('lines.quantity'), cell: (line) => line.quantity, numeric: true },
    {
      key: 'taxable',
      header: t('in.taxable-value'),
      cell: (line) => money(line.taxableValue),
      numeric: true,
      total: money(document.supplyValue),
    },
    { key: 'rate', header: t('in.gst-rate'), cell: (line) => t('lines.rate', { rate: line.gstRate }), numeric: true },
    ...taxes.map((tax) => ({
      key: tax.key,
      header: tax.label,
      cell: (line: Line) => money(line[tax.key]),
      numeric: true,
      total: money(document[tax.key]),
    })),
  ];
  return <TaxLinesTable title={t('in.items')} totalLabel={t('lines.total')} lines={document.lines} columns={columns} />;
}
