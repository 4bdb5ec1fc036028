import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';

import { vgmQueries } from '../vgm-api';
import type { VgmStatus } from '../vgm-contract';
import styles from './vgm-container-status.module.css';

/** Booking statuses that take a VGM (the mock answers 409 for the others). */
const VGM_ABLE = new Set(['CONFIRMED', 'PENDING_AMENDMENT']);

/**
 * On the shipment detail: each container's VGM status (none, declared, late, amended; the SI's containers and those
 * declared) and a link to the VGM page of the booking. Nothing before the booking is confirmed. Strings in the 'vgm'
 * namespace (the shipment detail route loads it).
 */
export function VgmContainerStatus({ booking, userId }: { booking: Booking; userId: string }) {
  const { t } = useTranslation('vgm');
  const reference = booking.carrierBookingReference;
  const able = reference !== undefined && VGM_ABLE.has(booking.bookingStatus);
  const query = useQuery({ ...vgmQueries.booking(userId, reference ?? ''), enabled: able });
  if (!able) return null;
  const statuses = new Map<string, VgmStatus>();
  for (const container of query.data?.siContainers ?? []) statuses.set(container.equipmentReference, 'NONE');
  for (const record of query.data?.records ?? []) {
    statuses.set(record.declaration.equipmentDetails.equipmentReference, record.status);
  }
  return (
    <section aria-labelledby="vgm-status-title" className={styles.card}>
      <h2 id="vgm-status-title">{t('detail.title')}</h2>
      {statuses.size === 0 ? (
        <p>{query.isPending ? t('loading') : t('detail.none')}</p>
      ) : (
        <ul className={styles.list}>
          {[...statuses].map(([container, status]) => (
            <li key={container}>
              <span className={styles.container}>{container}</span>{' '}
              <span data-status={status}>{t(`status.${status}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.vgm.href(reference)}>{t('detail.link', { reference })}</Link>
      </p>
    </section>
  );
}
