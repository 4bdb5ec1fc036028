import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PrintDocument } from '@/components/ui/print-document';
import { PrintDocumentBox, PrintDocumentBoxes, PrintDocumentHeader } from '@/components/ui/print-document-parts';
import { Spinner } from '@/components/ui/spinner';
import type { ArrivalNotice, FreeTime } from '@/domain/documentation/arrival-notice-contract';
import { siQueries } from '@/domain/documentation/si-queries';
import { ShipmentNotFound } from '@/domain/shipment/components/shipment-not-found';
import { isNotFoundAnswer } from '@/domain/shipment/shipment-reference';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import { ArrivalNoticeCharges } from './arrival-notice-charges';
import { BlNoticeRoute, type BlNoticeTarget } from './bl-notice-route';
import styles from './notice-document.module.css';
import { NoticeContainers, NoticePartyField, placeText, PrintButton } from './notice-parts';
import { NoNotice, NoticeLoadError, ReferenceNoticePage, useSiListRow } from './notice-states';

/**
 * /print/arrival-notice?blNo=: the carrier's arrival notice of one B/L (DCSA AN 1.0.1) as a
 * printable A4 document: vessel and ETA at the POD, free time with the last free day, charges payable at destination,
 * where to pick up the container and return it empty, and what the release still waits for. Login required (router).
 * A B/L number that is malformed or not the user's shows "not found among your shipments".
 */
export function ArrivalNoticePage() {
  const { t } = useTranslation('print-notices');
  return <BlNoticeRoute title={t('arrival.title')} render={(target) => <ArrivalNoticeOf {...target} />} />;
}

function ArrivalNoticeOf({ userId, blNumber, bookingNumber }: BlNoticeTarget) {
  const { t } = useTranslation('print-notices');
  // The list row says whether the B/L's booking is the user's: the notices answer an empty list for another's B/L.
  const { rowQuery, row } = useSiListRow(userId, bookingNumber);
  const query = useQuery(siQueries.arrivalNotices(userId, blNumber));
  const notice = query.data?.[0];
  // The server has answered for this B/L: its booking is among the user's, or it has a notice.
  const known = row !== undefined || notice !== undefined;
  const frame = (children: ReactNode) => (
    <ReferenceNoticePage kind="arrival" known={known} reference={{ blNumber }}>
      {children}
    </ReferenceNoticePage>
  );

  if (notice) return frame(<ArrivalNoticeDocument notice={notice} />);
  if (isNotFoundAnswer(rowQuery.error) || isNotFoundAnswer(query.error) || (rowQuery.data && !row && query.data)) {
    return frame(<ShipmentNotFound />);
  }
  if (rowQuery.isError || query.isError) return frame(<NoticeLoadError queries={[rowQuery, query]} />);
  if (!query.data || !rowQuery.data) return frame(<Spinner label={t('loading')} />);
  return frame(<NoNotice message={t('arrival.none', { blNumber })} bookingNumber={bookingNumber} />);
}

function freeTimeType(t: TFunction<'print-notices'>, freeTime: FreeTime): string {
  return freeTime.typeCodes.map((code) => t(`arrival.free-time-types.${code}`)).join(' + ');
}

/** The arrival notice as the document a consignee knows. */
function ArrivalNoticeDocument({ notice }: { notice: ArrivalNotice }) {
  const { t } = useTranslation('print-notices');
  const formatUserDateTime = useFormatUserDateTime();
  const { transport } = notice;
  const party = (code: string) => notice.documentParties.find((documentParty) => documentParty.partyFunction === code);
  const vessel = transport.legs
    .flatMap((leg) => (leg.vesselVoyage ? [leg.vesselVoyage] : []))
    .map(
      (voyage) => `${voyage.vesselName} ${voyage.carrierImportVoyageNumber ?? voyage.carrierExportVoyageNumber ?? ''}`,
    )
    .join(', ');
  const arrival = transport.portOfDischargeArrivalDate;
  const release = notice.releaseInformation;
  const yesNo = (value: boolean | undefined) => (value ? t('yes') : t('no'));
  const contact = notice.carrierContactInformation[0];

  return (
    <PrintDocument
      label={t('arrival.label', { blNumber: notice.transportDocumentReference })}
      actions={<PrintButton />}
    >
      <PrintDocumentHeader
        carrier={t('carrier')}
        title={t('arrival.document-title')}
        numbers={[
          { label: t('bl-number'), value: notice.transportDocumentReference },
          { label: t('arrival.issued'), value: formatUserDateTime(notice.issueDateTime) },
        ]}
      />
      <PrintDocumentBoxes>
        <NoticePartyField label={t('parties.consignee')} party={party('CN') ?? party('END')} fallback={t('to-order')} />
        <NoticePartyField label={t('parties.notify')} party={party('N1')} fallback={t('same-as-consignee')} />
        <NoticePartyField label={t('parties.shipper')} party={party('OS')} fallback="—" />
      </PrintDocumentBoxes>
      <PrintDocumentBoxes>
        <PrintDocumentBox label={t('vessel-voyage')}>{vessel || '—'}</PrintDocumentBox>
        <PrintDocumentBox label={t('pol')}>{placeText(transport.portOfLoading)}</PrintDocumentBox>
        <PrintDocumentBox label={t('pod')}>{placeText(transport.portOfDischarge)}</PrintDocumentBox>
        {transport.placeOfDelivery ? (
          <PrintDocumentBox label={t('del')}>{placeText(transport.placeOfDelivery)}</PrintDocumentBox>
        ) : null}
        <PrintDocumentBox label={arrival.classifier === 'ACT' ? t('arrival.arrived') : t('arrival.eta')}>
          <span className={styles.highlight}>{arrival.value}</span>
        </PrintDocumentBox>
        <PrintDocumentBox label={t('arrival.delivery')}>
          {t(`arrival.delivery-types.${notice.deliveryTypeAtDestination}`)}
          {notice.cargoMovementTypeAtDestination ? ` / ${notice.cargoMovementTypeAtDestination}` : ''}
        </PrintDocumentBox>
      </PrintDocumentBoxes>

      <section className={styles.section} aria-labelledby="free-time-title">
        <h3 id="free-time-title">{t('arrival.free-time')}</h3>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('arrival.free-time-type')}</th>
                <th scope="col">{t('arrival.size-types')}</th>
                <th scope="col" className={styles.number}>
                  {t('arrival.free-days')}
                </th>
                <th scope="col">{t('arrival.last-free-day')}</th>
              </tr>
            </thead>
            <tbody>
              {notice.freeTimes.map((freeTime, index) => (
                <tr key={index}>
                  <th scope="row">{freeTimeType(t, freeTime)}</th>
                  <td>{freeTime.ISOEquipmentCodes?.join(', ') ?? t('all')}</td>
                  <td className={styles.number}>
                    {t(`arrival.duration.${freeTime.timeUnit}`, { count: freeTime.duration })}
                  </td>
                  <td className={freeTime.lastFreeDate ? styles.highlight : undefined}>
                    {freeTime.lastFreeDate?.value ?? t(`arrival.runs-from.${freeTime.typeCodes[0] ?? 'DET'}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <ArrivalNoticeCharges charges={notice.charges} />

      <PrintDocumentBoxes>
        <PrintDocumentBox label={t('arrival.pickup')}>
          {notice.pickupInformation?.pickupLocation?.facility?.facilityName ??
            placeText(notice.pickupInformation?.pickupLocation)}
          {notice.pickupInformation?.pickupNumber
            ? `\n${t('arrival.pickup-number', { number: notice.pickupInformation.pickupNumber })}`
            : ''}
        </PrintDocumentBox>
        <PrintDocumentBox label={t('arrival.return')}>
          {notice.returnInformation?.returnLocation?.facility?.facilityName ??
            placeText(notice.returnInformation?.returnLocation)}
          {notice.returnInformation?.turnInReference
            ? `\n${t('arrival.turn-in', { reference: notice.returnInformation.turnInReference })}`
            : ''}
        </PrintDocumentBox>
        <PrintDocumentBox label={t('arrival.release')}>
          {`${t('arrival.obl-received')}: ${yesNo(release?.isOBLReceived)}\n${t('arrival.freight-released')}: ${yesNo(
            release?.isFreightReleased,
          )}\n${t('arrival.customs-released')}: ${yesNo(release?.isCustomsReleased)}`}
        </PrintDocumentBox>
      </PrintDocumentBoxes>

      <NoticeContainers
        containers={notice.utilizedTransportEquipments.map(({ equipment, seals }) => ({
          ...equipment,
          seals: seals?.map((seal) => seal.number) ?? [],
        }))}
      >
        {notice.consignmentItems?.map((item, index) => (
          <p className={styles.note} key={index}>
            {item.descriptionOfGoods.join(' ')}
            {item.HSCodes ? ` (HS ${item.HSCodes.join(', ')})` : ''}
          </p>
        ))}
      </NoticeContainers>

      <p className={styles.note}>{t('arrival.what-to-do')}</p>
      {notice.returnInformation?.returnInstructions ? (
        <p className={styles.note}>{notice.returnInformation.returnInstructions}</p>
      ) : null}
      {contact ? (
        <p className={styles.note}>
          {t('arrival.contact', { name: contact.name, email: contact.email ?? contact.phone ?? '' })}
        </p>
      ) : null}
    </PrintDocument>
  );
}
