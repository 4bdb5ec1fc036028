import { useTranslation } from 'react-i18next';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import { bookingChannelText } from '@/domain/booking/components/booking-channel';
import { formatEquipments } from '@/domain/booking/components/format-equipments';
import styles from '@/features/booking/components/booking-submitted-page.module.css';
import { doorAddressText } from '@/features/booking/utils/door-address';
import { formatOffsetDateTime } from '@/features/booking/utils/local-time';

/** Props of {@link SubmittedSummary}. */
export interface SubmittedSummaryProps {
  booking: Booking;
}

/** What was requested: route, terms (with a Door end's street address), sailing, equipment, commodity, contract, channel, parties and when. */
export function SubmittedSummary({ booking }: SubmittedSummaryProps) {
  const { t } = useTranslation(['booking', 'booking-domain', 'common']);
  const pol = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POL');
  const pod = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POD');
  const mainLeg = booking.transportPlan?.find((leg) => leg.transportPlanStage === 'MNC');
  // Where the carrier's truck picks up or delivers on a Door end (PRE / PDE with its street address).
  const doorAddresses = (
    [
      ['PRE', 'route.pickup-address'],
      ['PDE', 'route.delivery-address'],
    ] as const
  ).flatMap(([type, label]) => {
    const address = booking.shipmentLocations.find((location) => location.locationTypeCode === type)?.location.address;
    return address ? [{ label, text: doorAddressText(address) }] : [];
  });
  return (
    <section aria-labelledby="summary-heading" className={styles.block}>
      <h2 id="summary-heading">{t('submitted.summary')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('submitted.route')}</dt>
          <dd>
            {pol?.location.locationName ?? pol?.location.UNLocationCode} ({pol?.location.UNLocationCode}) →{' '}
            {pod?.location.locationName ?? pod?.location.UNLocationCode} ({pod?.location.UNLocationCode})
          </dd>
        </div>
        <div>
          <dt>{t('submitted.terms')}</dt>
          <dd>
            {t(`booking-domain:receipt-delivery-type.${booking.receiptTypeAtOrigin}`)} /{' '}
            {t(`booking-domain:receipt-delivery-type.${booking.deliveryTypeAtDestination}`)}
          </dd>
        </div>
        {doorAddresses.map(({ label, text }) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
        <div>
          <dt>{t('submitted.sailing')}</dt>
          <dd>
            {booking.vessel
              ? `${booking.vessel.name} ${booking.carrierExportVoyageNumber ?? ''}`.trim()
              : t('sailing.no-preference')}
            {mainLeg ? ` · ${t('sailing.etd')} ${formatOffsetDateTime(mainLeg.plannedDepartureDateTime)}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('submitted.equipment')}</dt>
          <dd>{formatEquipments(t, booking.confirmedEquipments ?? booking.requestedEquipments)}</dd>
        </div>
        <div>
          <dt>{t('submitted.commodity')}</dt>
          <dd>
            {booking.requestedEquipments
              .flatMap((equipment) => equipment.commodities.map((commodity) => commodity.commodityType))
              .join(', ')}
          </dd>
        </div>
        <div>
          <dt>{t('submitted.contract')}</dt>
          <dd>
            {[booking.serviceContractReference, booking.contractQuotationReference].filter(Boolean).join(' / ')} ·{' '}
            {t(`booking-domain:freight-payment-term.${booking.freightPaymentTermCode}`)}
          </dd>
        </div>
        <div>
          <dt>{t('submitted.channel')}</dt>
          <dd>{bookingChannelText(t, booking)}</dd>
        </div>
        <div>
          <dt>{t('parties.shipper')}</dt>
          <dd>{booking.documentParties.shipper?.partyName ?? booking.documentParties.bookingAgent.partyName}</dd>
        </div>
        {booking.documentParties.consignee ? (
          <div>
            <dt>{t('parties.consignee')}</dt>
            <dd>{booking.documentParties.consignee.partyName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('submitted.submitted-at')}</dt>
          <dd>{formatOffsetDateTime(booking.createdDateTime)}</dd>
        </div>
      </dl>
    </section>
  );
}
