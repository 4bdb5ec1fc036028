import { useTranslation } from 'react-i18next';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { Party } from '@/domain/booking/booking-party-contract';

import styles from './shipment-detail-page.module.css';

/** The booking's parties (booking agent, shipper, consignee, notify parties) with address and contact, as a card. */
export function BookingParties({ booking }: { booking: Booking }) {
  const { t } = useTranslation('shipments');
  return (
    <section aria-labelledby="parties-title" className={styles.card}>
      <h2 id="parties-title">{t('shipments:detail.parties')}</h2>
      <dl className={styles.parties}>
        <PartyFact label={t('shipments:detail.booking-agent')} party={booking.documentParties.bookingAgent} />
        <PartyFact label={t('shipments:detail.shipper')} party={booking.documentParties.shipper} />
        <PartyFact label={t('shipments:detail.consignee')} party={booking.documentParties.consignee} />
        {(booking.documentParties.other ?? []).map((other, index) => (
          <PartyFact key={index} label={t('shipments:detail.notify-party')} party={other.party} />
        ))}
      </dl>
    </section>
  );
}

function PartyFact({ label, party }: { label: string; party: Party | undefined }) {
  if (!party) return null;
  const contact = party.partyContactDetails?.[0];
  return (
    <div className={styles.factRow}>
      <dt>{label}</dt>
      <dd>
        {party.partyName}
        {party.address ? (
          <span className={styles.muted}>
            {' '}
            · {[party.address.street, party.address.city, party.address.countryCode].filter(Boolean).join(', ')}
          </span>
        ) : null}
        {contact ? (
          <span className={styles.muted}>
            {' '}
            · {[contact.name, contact.email, contact.phone].filter(Boolean).join(', ')}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
