import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { PrintDocument } from '@/components/ui/print-document';
import { PrintDocumentBox, PrintDocumentBoxes, PrintDocumentHeader } from '@/components/ui/print-document-parts';
import { PACKAGE_CODES } from '@/domain/documentation/si-codes-contract';
import { weightInKg } from '@/domain/documentation/si-rules-contract';
import { type TransportDocument } from '@/domain/documentation/transport-document-contract';
import { formatNumber } from '@/lib/format';

import { NoticePartyField, placeText } from '../notices/notice-parts';
import styles from './bill-of-lading-document.module.css';

function Field({ label, value }: { label: string; value: string }) {
  return <PrintDocumentBox label={label}>{value}</PrintDocumentBox>;
}

/**
 * The draft or issued B/L (or sea waybill) as the document a shipper knows: parties, vessel and
 * ports, the particulars (containers and seals, marks, packages, description, weights), freight term, originals,
 * place and date of issue; "DRAFT" across the top while it is one. Printable on A4 (PrintDocument).
 */
export function BillOfLadingDocument({ document }: { document: TransportDocument }) {
  const { t, i18n } = useTranslation('si-details');
  const { transports } = document;
  const isDraft = document.transportDocumentStatus === 'DRAFT' || document.transportDocumentStatus === 'APPROVED';
  const title = document.transportDocumentTypeCode === 'SWB' ? t('bl.sea-waybill') : t('bl.bill-of-lading');
  const vessel = transports.vesselVoyages
    .map((voyage) => `${voyage.vesselName} ${voyage.carrierExportVoyageNumber}`)
    .join(', ');
  const totalKg = document.consignmentItems
    .flatMap((item) => item.cargoItems)
    .reduce((sum, cargo) => sum + weightInKg(cargo.cargoGrossWeight), 0);
  const kg = (value: number) => t('bl.kg', { weight: formatNumber(Math.round(value), i18n.language) });

  return (
    <PrintDocument
      label={t('bl.label', { title, number: document.transportDocumentReference })}
      actions={
        <Button
          onClick={() => {
            window.print();
          }}
        >
          {t('bl.print')}
        </Button>
      }
    >
      <PrintDocumentHeader
        carrier={t('bl.carrier')}
        title={title}
        mark={isDraft ? <p className={styles.draft}>{t('bl.draft-mark')}</p> : null}
        numbers={[
          { label: t('bl.bl-number'), value: document.transportDocumentReference },
          { label: t('bl.booking-number'), value: document.consignmentItems[0]?.carrierBookingReference ?? '—' },
        ]}
      />

      <PrintDocumentBoxes>
        <NoticePartyField label={t('bl.shipper')} party={document.documentParties.shipper} fallback="—" />
        <NoticePartyField
          label={t('bl.consignee')}
          party={document.isToOrder ? undefined : document.documentParties.consignee}
          fallback={t('bl.to-order')}
        />
        <NoticePartyField
          label={t('bl.notify')}
          party={document.documentParties.notifyParties?.[0]}
          fallback={t('bl.same-as-consignee')}
        />
        <Field label={t('bl.vessel-voyage')} value={vessel} />
        <Field
          label={t('bl.place-of-receipt')}
          value={placeText(transports.placeOfReceipt ?? transports.portOfLoading)}
        />
        <Field label={t('bl.port-of-loading')} value={placeText(transports.portOfLoading)} />
        <Field label={t('bl.port-of-discharge')} value={placeText(transports.portOfDischarge)} />
        <Field
          label={t('bl.place-of-delivery')}
          value={placeText(transports.placeOfDelivery ?? transports.portOfDischarge)}
        />
      </PrintDocumentBoxes>

      <h3 className={styles.section}>{t('bl.particulars')}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.particulars}>
          <thead>
            <tr>
              <th scope="col">{t('bl.container-seal')}</th>
              <th scope="col">{t('bl.marks')}</th>
              <th scope="col">{t('bl.packages')}</th>
              <th scope="col">{t('bl.description')}</th>
              <th scope="col">{t('bl.gross-weight')}</th>
            </tr>
          </thead>
          <tbody>
            {document.consignmentItems.flatMap((item) =>
              item.cargoItems.map((cargo, index) => {
                const equipment = document.utilizedTransportEquipments.find(
                  (ute) => ute.equipment.equipmentReference === cargo.equipmentReference,
                );
                const packageName = cargo.outerPackaging.packageCode
                  ? (PACKAGE_CODES[cargo.outerPackaging.packageCode] ?? cargo.outerPackaging.packageCode)
                  : cargo.outerPackaging.description;
                return (
                  <tr key={`${item.carrierBookingReference}-${cargo.equipmentReference}`}>
                    <td>
                      {cargo.equipmentReference}
                      {equipment ? ` / ${equipment.equipment.ISOEquipmentCode}` : ''}
                      <br />
                      {t('bl.seal', { seals: equipment?.seals.map((seal) => seal.number).join(', ') ?? '—' })}
                    </td>
                    <td>{item.shippingMarks?.join(' ') ?? '—'}</td>
                    <td>
                      {formatNumber(cargo.outerPackaging.numberOfPackages, i18n.language)} {packageName}
                    </td>
                    {/* The description belongs to the consignment item: once, across its containers' rows. */}
                    {index === 0 ? (
                      <td rowSpan={item.cargoItems.length}>
                        {item.descriptionOfGoods.join(' ')}
                        <br />
                        {t('bl.hs', { codes: item.HSCodes.join(', ') })}
                      </td>
                    ) : null}
                    <td>{kg(weightInKg(cargo.cargoGrossWeight))}</td>
                  </tr>
                );
              }),
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('bl.total')}
              </th>
              <td>{kg(totalKg)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <PrintDocumentBoxes>
        <Field
          label={t('bl.freight')}
          value={document.freightPaymentTermCode === 'COL' ? t('bl.collect') : t('bl.prepaid')}
        />
        <Field
          label={t('bl.originals')}
          value={String((document.numberOfOriginalsWithCharges ?? 0) + (document.numberOfOriginalsWithoutCharges ?? 0))}
        />
        <Field
          label={t('bl.place-date-of-issue')}
          value={
            document.issueDate
              ? `${document.placeOfIssue?.locationName ?? ''} ${document.issueDate}`.trim()
              : t('bl.not-issued')
          }
        />
        <Field label={t('bl.shipped-on-board')} value={document.shippedOnBoardDate ?? t('bl.not-issued')} />
      </PrintDocumentBoxes>
      <p className={styles.terms}>{document.termsAndConditions}</p>
    </PrintDocument>
  );
}
