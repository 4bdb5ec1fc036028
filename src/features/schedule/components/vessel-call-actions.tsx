import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { quickBookingHref, searchOfSailing } from '@/domain/booking/quick-booking-url';
import { shipmentsHref } from '@/domain/booking/shipments-url';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import { oneQuoteHref } from '@/domain/quote/one-quote-url';
import { addDaysToIsoDate } from '@/lib/dates';

import { type CallView, wallClockOf } from '../utils/vessel-calls';
import styles from './vessel-schedule-page.module.css';

export interface VesselCallActionsProps {
  /** A coming call (the vessel has not left it yet). */
  call: CallView;
  /** Where the voyage leaving `call` ends: the sailing's port of discharge. */
  voyageEnd: CallView;
  nowMs: number;
}

/**
 * "Book" (quick booking's details step on this sailing: from this port to the voyage's last port, CY/CY) and "Get a
 * quote" (ONE Quote on the same route), and "Track" (the user's bookings on this vessel and voyage, in the shipments
 * overview, each with its tracking; through login for a visitor). Each hides while its country flag is off; once the
 * port cut-off has passed the carrier takes no booking, so the card says so instead of linking, and "Track" stays.
 */
export function VesselCallActions({ call, voyageEnd, nowMs }: VesselCallActionsProps) {
  const { t } = useTranslation('vessel-schedule');
  const bookingOn = useFeatureFlag('booking');
  const quoteOn = useFeatureFlag('quote');
  const departure = call.departure.planned;
  const arrival = voyageEnd.arrival.planned;
  if (!departure || !arrival) return null;
  const portCutOff = call.cutOffs.find((cutOff) => cutOff.code === 'PCO')?.at;
  const closed = portCutOff !== undefined && Date.parse(portCutOff) <= nowMs;
  const route = t('actions.route', { from: call.portName, to: voyageEnd.portName, voyage: call.exportVoyage });
  const sailing = {
    key: `${call.reference}-${voyageEnd.portCode}`,
    porCode: call.portCode,
    porName: call.portName,
    polCode: call.portCode,
    polName: call.portName,
    podCode: voyageEnd.portCode,
    podName: voyageEnd.portName,
    delCode: voyageEnd.portCode,
    delName: voyageEnd.portName,
    receiptType: 'CY' as const,
    deliveryType: 'CY' as const,
    departureDate: wallClockOf(departure),
    vesselDepartureDate: wallClockOf(departure),
    arrivalDate: wallClockOf(arrival),
    vesselName: call.vesselName,
    vesselIMONumber: call.vesselIMONumber,
    voyageNumber: call.exportVoyage,
    serviceCode: call.serviceCode,
    ...(portCutOff ? { portCutOff: wallClockOf(portCutOff) } : {}),
  };
  const cargoReady = addDaysToIsoDate(wallClockOf(portCutOff ?? departure).slice(0, 10), -1);
  return (
    <div className={styles.actions}>
      {quoteOn && (
        <Link
          className={buttonClassName('secondary')}
          to={oneQuoteHref({
            originCode: call.portCode,
            originName: call.portName,
            destinationCode: voyageEnd.portCode,
            destinationName: voyageEnd.portName,
            cargoReadyDate: cargoReady,
          })}
        >
          {t('actions.quote')}
          <span className="visually-hidden">{` ${route}`}</span>
        </Link>
      )}
      {bookingOn &&
        (closed ? (
          <span className={styles.closed}>{t('actions.booking-closed')}</span>
        ) : (
          <Link
            className={buttonClassName('primary')}
            to={quickBookingHref({ step: 'details', search: searchOfSailing(sailing), sailing })}
          >
            {t('actions.book')}
            <span className="visually-hidden">{` ${route}`}</span>
          </Link>
        ))}
      {bookingOn && (
        <Link
          className={buttonClassName('secondary')}
          to={shipmentsHref({ vesselName: call.vesselName, carrierExportVoyageNumber: call.exportVoyage })}
        >
          {t('actions.track')}
          <span className="visually-hidden">{` ${t('actions.track-what', { vessel: call.vesselName, voyage: call.exportVoyage })}`}</span>
        </Link>
      )}
    </div>
  );
}
