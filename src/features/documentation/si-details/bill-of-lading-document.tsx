import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { PrintDocument } from '@/components/ui/print-document';
import { PACKAGE_CODES } from '@/domain/documentation/si-codes-contract';
import { weightInKg } from '@/domain/documentation/si-rules-contract';
import { type TransportDocument } from '@/domain/documentation/transport-document-contract';
import { formatNumber } from '@/lib/format';

import styles from './bill-of-lading-document.module.css';

type DocumentParty = TransportDocument['documentParties']['shipper'];

function PartyBox({ title, party, fallback }: { title: string; party: DocumentParty | undefined; fallback?: string }) {
  return (
    <div className={styles.box}>
      <h3 className={styles.label}>{title}</h3>
      {party ? (
        <address className={styles.party}>
          <strong>{party.partyName}</strong>
          {party.address ? (
            <>
              <span>
                {[party.address.street, party.address.streetNumber].filter(Boolean).join(' ')}
                {party.address.postCode ? `, ${party.address.postCode}` : ''}
              </span>
              <span>
                {party.address.city}, {party.address.countryCode}
              </span>
            </>
          ) : null}
        </address>
      ) : (
        <p className={styles.party}>{fallback}</p>
      )}
    </div>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.box}>
      <h3 className={styles.label}>{label}</h3>
      <p className={styles.value}>{value}</p>
    </div>
  );
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
  const place = (location: { locationName?: string; UNLocationCode?: string } | undefined) =>
    location
      ? [location.locationName, location.UNLocationCode && `(${location.UNLocationCode})`].filter(Boolean).join(' ')
      : '—';
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
      <header className={styles.header}>
        <div>
          <p className={styles.carrier}>{t('bl.carrier')}</p>
          <h2 className={styles.title}>{title}</h2>
          {isDraft ? <p className={styles.draft}>{t('bl.draft-mark')}</p> : null}
        </div>
        <dl className={styles.numbers}>
          <div>
            <dt>{t('bl.bl-number')}</dt>
            <dd>{document.transportDocumentReference}</dd>
          </div>
          <div>
            <dt>{t('bl.booking-number')}</dt>
            <dd>{document.consignmentItems[0]?.carrierBookingReference ?? '—'}</dd>
          </div>
        </dl>
      </header>

      <div className={styles.grid}>
        <PartyBox title={t('bl.shipper')} party={document.documentParties.shipper} />
        <PartyBox
          title={t('bl.consignee')}
          party={document.isToOrder ? undefined : document.documentParties.consignee}
          fallback={t('bl.to-order')}
        />
        <PartyBox
          title={t('bl.notify')}
          party={document.documentParties.notifyParties?.[0]}
          fallback={t('bl.same-as-consignee')}
        />
        <Field label={t('bl.vessel-voyage')} value={vessel} />
        <Field label={t('bl.place-of-receipt')} value={place(transports.placeOfReceipt ?? transports.portOfLoading)} />
        <Field label={t('bl.port-of-loading')} value={place(transports.portOfLoading)} />
        <Field label={t('bl.port-of-discharge')} value={place(transports.portOfDischarge)} />
        <Field
          label={t('bl.place-of-delivery')}
          value={place(transports.placeOfDelivery ?? transports.portOfDischarge)}
        />
      </div>

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

      <div className={styles.grid}>
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
      </div>
      <p className={styles.terms}>{document.termsAndConditions}</p>
    </PrintDocument>
  );
}
