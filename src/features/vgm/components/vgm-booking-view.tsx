import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { vgmQueries } from '@/domain/vgm/vgm-api';
import type { VgmBooking } from '@/domain/vgm/vgm-contract';
import { isAfterCutOff } from '@/domain/vgm/vgm-rules';
import { ApiError } from '@/lib/api-error';
import { formatDateTimeWithOffset } from '@/lib/format';

import styles from './vgm.module.css';
import { VgmDeclarationForm } from './vgm-declaration-form';
import { VgmRecords } from './vgm-records';

/** Vessel, voyage, port of loading and the VGM cut-off (local time at the port with its offset), and whether it passed. */
function BookingFacts({ booking }: { booking: VgmBooking }) {
  const { t } = useTranslation('vgm');
  const { portOfLoading, vgmCutOff } = booking;
  const passed = isAfterCutOff(new Date(), vgmCutOff);
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('facts.bl')}</dt>
        <dd>{booking.transportDocumentReference ?? '–'}</dd>
        <dt>{t('facts.vessel')}</dt>
        <dd>
          {booking.vesselName
            ? `${booking.vesselName} ${booking.carrierVoyageNumber ?? ''}`.trim()
            : t('facts.no-vessel')}
        </dd>
        <dt>{t('facts.pol')}</dt>
        <dd>
          {portOfLoading.locationName} ({portOfLoading.UNLocationCode})
        </dd>
        <dt>{t('facts.cut-off')}</dt>
        <dd>
          {vgmCutOff ? (
            <time dateTime={vgmCutOff}>{formatDateTimeWithOffset(vgmCutOff, portOfLoading.timeZone)}</time>
          ) : (
            t('facts.no-cut-off')
          )}
        </dd>
        <dt>{t('facts.units')}</dt>
        <dd>{t('facts.units-value', { count: booking.totalUnits, declared: booking.records.length })}</dd>
      </dl>
      {passed ? (
        <p role="alert" className={styles.warning}>
          {t('facts.cut-off-passed')}
        </p>
      ) : null}
    </>
  );
}

/** One booking's VGM: its facts and cut-off, the containers declared so far with their history, and the form. */
export function VgmBookingView({ reference, userId }: { reference: string; userId: string }) {
  const { t } = useTranslation('vgm');
  const query = useQuery(vgmQueries.booking(userId, reference));
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : undefined;
    if (status === 404 || status === 409) {
      return (
        <p role="alert" className={styles.warning}>
          {t(status === 404 ? 'booking.not-found' : 'booking.not-confirmed', { reference })}
        </p>
      );
    }
    return <QueryErrorFallback message={t('booking.load-error')} query={query} />;
  }
  const booking = query.data;
  return (
    <>
      <section className={styles.section} aria-labelledby="vgm-booking-title">
        <h2 id="vgm-booking-title">{t('booking.title', { reference: booking.carrierBookingReference })}</h2>
        <BookingFacts booking={booking} />
      </section>
      <section className={styles.section} aria-labelledby="vgm-records-title">
        <h2 id="vgm-records-title">{t('records.title')}</h2>
        <VgmRecords records={booking.records} />
      </section>
      <section className={styles.section} aria-labelledby="vgm-form-title">
        <VgmDeclarationForm key={booking.carrierBookingReference} booking={booking} userId={userId} />
      </section>
    </>
  );
}
