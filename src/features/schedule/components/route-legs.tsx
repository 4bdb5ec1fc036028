import { useTranslation } from 'react-i18next';

import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import { formatApiDateTime } from '@/lib/dates';

import type { EmissionType } from '../utils/search-state';
import { EmissionValue } from './emission-value';
import styles from './route-legs.module.css';

export interface RouteLegsProps {
  route: PointToPointRoute;
  co2: boolean;
  emissionType: EmissionType;
}

/** The legs of a route (sailInfo): mode, from and to with local times, vessel/voyage and service lane, CO2. */
export function RouteLegs({ route, co2, emissionType }: RouteLegsProps) {
  const { t } = useTranslation('schedule');
  return (
    <ol className={styles.legs}>
      {route.sailInfo.map((leg) => (
        <li key={leg.sequenceNumber} className={styles.leg}>
          <p className={styles.mode}>
            {leg.modeOfTransport === 'VESSEL'
              ? t('legs.vessel-leg', { number: leg.sequenceNumber })
              : t('legs.truck-leg', { number: leg.sequenceNumber })}
          </p>
          <dl className={styles.details}>
            <div>
              <dt>{t('legs.from')}</dt>
              <dd>
                {leg.departureLocation.locationName}
                {leg.departureLocation.facilityTypeCode === 'CLOC' ? ` (${t('legs.door')})` : ''}
                <br />
                <span className={styles.time}>
                  {t('legs.departs', { dateTime: formatApiDateTime(leg.departureDate) })}
                </span>
                {leg.estimatedDepartureDate ? (
                  <span className={`${styles.time} ${styles.late}`}>
                    {t('delay.estimated-departure', { dateTime: formatApiDateTime(leg.estimatedDepartureDate) })}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{t('legs.to')}</dt>
              <dd>
                {leg.arrivalLocation.locationName}
                {leg.arrivalLocation.facilityTypeCode === 'CLOC' ? ` (${t('legs.door')})` : ''}
                <br />
                <span className={styles.time}>
                  {t('legs.arrives', { dateTime: formatApiDateTime(leg.arrivalDate) })}
                </span>
                {leg.estimatedArrivalDate ? (
                  <span className={`${styles.time} ${styles.late}`}>
                    {t('delay.estimated-arrival', { dateTime: formatApiDateTime(leg.estimatedArrivalDate) })}
                  </span>
                ) : null}
              </dd>
            </div>
            {leg.modeOfTransport === 'VESSEL' && (
              <div>
                <dt>{t('route.vessel-voyage')}</dt>
                <dd>
                  {leg.vesselName} {leg.voyageNumber}
                  {leg.serviceCode ? ` / ${leg.serviceCode}` : ''}
                  {leg.serviceName ? <span className={styles.service}> ({leg.serviceName})</span> : null}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('route.transit')}</dt>
              <dd>{t('route.transit-days', { count: leg.transitDays })}</dd>
            </div>
            {co2 && (
              <div>
                <dt>{t('route.co2')}</dt>
                <dd>
                  <EmissionValue emission={leg.emission} emissionType={emissionType} />
                </dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ol>
  );
}
