import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PrintDocument } from '@/components/ui/print-document';
import { PrintDocumentBox, PrintDocumentBoxes, PrintDocumentHeader } from '@/components/ui/print-document-parts';
import { Spinner } from '@/components/ui/spinner';
import type { ShippingInstructions } from '@/domain/documentation/si-contract';
import { siQueries } from '@/domain/documentation/si-queries';
import type { TransportDocument } from '@/domain/documentation/transport-document-contract';
import { ShipmentNotFound } from '@/domain/shipment/components/shipment-not-found';
import { isNotFoundAnswer } from '@/domain/shipment/shipment-reference';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import { BlNoticeRoute, type BlNoticeTarget } from './bl-notice-route';
import styles from './notice-document.module.css';
import { NoticeContainers, NoticePartyField, placeText, PrintButton } from './notice-parts';
import { NoNotice, NoticeLoadError, ReferenceNoticePage, useSiListRow } from './notice-states';

/**
 * /print/bl-surrender-notice?blNo=: the B/L surrender notice (telex release) of a B/L whose
 * originals the shipper surrendered at origin: the destination office releases the cargo to the consignee without the
 * original B/L. Built from the transport document and the SI's history (when it was surrendered). Login required.
 * A B/L number that is malformed or not the user's shows "not found among your shipments".
 */
export function BlSurrenderNoticePage() {
  const { t } = useTranslation('print-notices');
  return <BlNoticeRoute title={t('surrender.title')} render={(target) => <SurrenderNoticeOf {...target} />} />;
}

function SurrenderNoticeOf({ userId, blNumber, bookingNumber }: BlNoticeTarget) {
  const { t } = useTranslation('print-notices');
  // The list row tells whether the booking is the user's and has this B/L: asking for a missing document is a 404.
  const { rowQuery, row } = useSiListRow(userId, bookingNumber);
  const hasDocument = row?.transportDocumentReference === blNumber;
  const siQuery = useQuery({ ...siQueries.shippingInstructions(userId, bookingNumber), enabled: hasDocument });
  const documentQuery = useQuery({ ...siQueries.transportDocument(userId, blNumber), enabled: hasDocument });
  const frame = (children: ReactNode) => (
    <ReferenceNoticePage kind="surrender" known={row !== undefined} reference={{ blNumber }}>
      {children}
    </ReferenceNoticePage>
  );

  if (
    (rowQuery.data && !row) ||
    [rowQuery.error, siQuery.error, documentQuery.error].some((error) => isNotFoundAnswer(error))
  ) {
    return frame(<ShipmentNotFound />);
  }
  if (rowQuery.isError || siQuery.isError || documentQuery.isError) {
    return frame(<NoticeLoadError queries={hasDocument ? [rowQuery, siQuery, documentQuery] : [rowQuery]} />);
  }
  const notSurrendered = (
    <NoNotice message={t('surrender.not-surrendered', { blNumber })} bookingNumber={bookingNumber} />
  );
  if (!rowQuery.data) return frame(<Spinner label={t('loading')} />);
  if (!hasDocument) return frame(notSurrendered);
  if (!siQuery.data || !documentQuery.data) return frame(<Spinner label={t('loading')} />);
  if (documentQuery.data.transportDocumentStatus !== 'SURRENDERED_FOR_DELIVERY') return frame(notSurrendered);
  return frame(<SurrenderNoticeDocument si={siQuery.data} document={documentQuery.data} />);
}

function SurrenderNoticeDocument({ si, document }: { si: ShippingInstructions; document: TransportDocument }) {
  const { t } = useTranslation('print-notices');
  const formatUserDateTime = useFormatUserDateTime();
  const surrendered = si.history.filter((entry) => entry.event === 'BL_SURRENDERED').at(-1);
  const { transports, documentParties } = document;
  const originals = (document.numberOfOriginalsWithCharges ?? 0) + (document.numberOfOriginalsWithoutCharges ?? 0);
  const vessel = transports.vesselVoyages
    .map((voyage) => `${voyage.vesselName} ${voyage.carrierExportVoyageNumber}`)
    .join(', ');
  const place = placeText(document.placeOfIssue);

  return (
    <PrintDocument
      label={t('surrender.label', { blNumber: document.transportDocumentReference })}
      actions={<PrintButton />}
    >
      <PrintDocumentHeader
        carrier={t('carrier')}
        title={t('surrender.document-title')}
        numbers={[
          { label: t('bl-number'), value: document.transportDocumentReference },
          ...(surrendered
            ? [{ label: t('surrender.surrendered-at'), value: formatUserDateTime(surrendered.dateTime) }]
            : []),
        ]}
      />
      <div className={styles.alert} role="note">
        <p>{t('surrender.statement', { count: originals || 3, place })}</p>
      </div>
      <PrintDocumentBoxes>
        <NoticePartyField label={t('parties.shipper')} party={documentParties.shipper} fallback="—" />
        <NoticePartyField
          label={t('parties.consignee')}
          party={documentParties.consignee ?? documentParties.endorsee}
          fallback={t('to-order')}
        />
        <NoticePartyField
          label={t('parties.notify')}
          party={documentParties.notifyParties?.[0]}
          fallback={t('same-as-consignee')}
        />
      </PrintDocumentBoxes>
      <PrintDocumentBoxes>
        <PrintDocumentBox label={t('vessel-voyage')}>{vessel}</PrintDocumentBox>
        <PrintDocumentBox label={t('pol')}>{placeText(transports.portOfLoading)}</PrintDocumentBox>
        <PrintDocumentBox label={t('pod')}>{placeText(transports.portOfDischarge)}</PrintDocumentBox>
        <PrintDocumentBox label={t('surrender.place-of-issue')}>{place}</PrintDocumentBox>
        <PrintDocumentBox label={t('surrender.issue-date')}>{document.issueDate ?? '—'}</PrintDocumentBox>
      </PrintDocumentBoxes>
      <NoticeContainers
        containers={document.utilizedTransportEquipments.map(({ equipment, seals }) => ({
          equipmentReference: equipment.equipmentReference,
          ISOEquipmentCode: equipment.ISOEquipmentCode,
          seals: seals.map((seal) => seal.number),
        }))}
      />
      <p className={styles.note}>{t('surrender.release')}</p>
    </PrintDocument>
  );
}
