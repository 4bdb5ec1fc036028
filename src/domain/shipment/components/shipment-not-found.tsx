import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';

import styles from './shipment-not-found.module.css';

/**
 * What every page that takes a shipment reference (booking number, request reference, B/L number) shows when the
 * reference is malformed or the server answers 404/403 for it: one heading, one sentence, links to the user's
 * shipments and to tracking. It never repeats the reference: a link may carry any text, and a carrier-branded page
 * must not print it. No retry: asking again gives the same answer. Strings in the 'shipment-domain' namespace (the
 * routes that use it load it: app/route-table.ts).
 */
export function ShipmentNotFound() {
  const { t } = useTranslation('shipment-domain');
  const headingId = useId();
  const trackingOn = useFeatureFlag('tracking');
  return (
    <section aria-labelledby={headingId} className={styles.notFound}>
      <h2 id={headingId}>{t('not-found.title')}</h2>
      <p>{t('not-found.message')}</p>
      <ul className={styles.links}>
        <li>
          <Link to={paths.shipments.href()}>{t('not-found.shipments')}</Link>
        </li>
        <li>
          <Link to={trackingOn ? paths.cargoTrackingNative.href() : paths.legacyPage.href('CUP_HOM_3301')}>
            {t('not-found.tracking')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
