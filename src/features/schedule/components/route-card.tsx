import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import {
  isPortCutOffPassed,
  quickBookingHref,
  sailingOfRoute,
  searchOfSailing,
} from '@/domain/booking/quick-booking-url';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import { oneQuoteHref } from '@/domain/quote/one-quote-url';
import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import { addDaysToIsoDate, datePart, formatApiDateTime, todayIn } from '@/lib/dates';

import { routeDelay } from '../utils/route-delays';
import { firstVesselLeg } from '../utils/route-list';
import type { EmissionType } from '../utils/search-state';
import { EmissionValue } from './emission-value';
import styles from './route-card.module.css';
import { RouteDelayNote } from './route-delay-note';
import { RouteLegs } from './route-legs';

export interface RouteCardProps {
  route: PointToPointRoute;
  co2: boolean;
  emissionType: EmissionType;
  expanded: boolean;
  onToggle: () => void;
  /** Heading level of the card title inside its list (3 in the list, 3 in the calendar sheet). */
  headingLevel?: 3 | 4;
}

/**
 * One route (reference/carrier-portals.md result card): origin with ETD, POL, transit days, Direct or
 * Transshipment, POD, destination with ETA, vessel/voyage and service lane, cut-offs, CO2. Times are local.
 */
export function RouteCard({ route, co2, emissionType, expanded, onToggle, headingLevel = 3 }: RouteCardProps) {
  const { t } = useTranslation('schedule');
  const detailsId = useId();
  const titleId = useId();
  const trunk = firstVesselLeg(route);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const direct = route.routeType === 'DIRECT';
  const delay = routeDelay(route);

  return (
    <article className={styles.card} aria-labelledby={titleId} data-route-key={route.key}>
      <Heading id={titleId} className={styles.title}>
        {t('route.title', { origin: route.por.locationName, destination: route.del.locationName })}
        <span className="visually-hidden">{`, ${t('route.etd')} ${formatApiDateTime(route.departureDate)}`}</span>
      </Heading>
      <dl className={styles.grid}>
        <div className={styles.origin}>
          <dt>{t('route.origin-etd')}</dt>
          <dd>
            <strong>{route.por.locationName}</strong>
            <span className={styles.time}>{formatApiDateTime(route.departureDate)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('route.pol')}</dt>
          <dd>{route.pol.locationName}</dd>
        </div>
        <div className={styles.transit}>
          <dt>{t('route.transit')}</dt>
          <dd>
            <strong>{t('route.transit-days', { count: route.transitTime })}</strong>
            <span className={direct ? styles.direct : styles.transshipment}>
              {direct ? t('route.direct') : t('route.transshipment')}
            </span>
            {!direct && (
              <span className={styles.via}>
                {t('route.via', { ports: route.transshipmentPorts.map((port) => port.locationName).join(', ') })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('route.pod')}</dt>
          <dd>{route.pod.locationName}</dd>
        </div>
        <div className={styles.destination}>
          <dt>{t('route.destination-eta')}</dt>
          <dd>
            <strong>{route.del.locationName}</strong>
            <span className={styles.time}>{formatApiDateTime(route.arrivalDate)}</span>
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('route.vessel-voyage-service')}</dt>
          <dd>{trunk ? `${trunk.vesselName ?? ''} ${trunk.voyageNumber ?? ''} / ${trunk.serviceCode ?? ''}` : '--'}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('route.cut-offs')}</dt>
          <dd>
            {route.cutOffTimes.length === 0 ? (
              '--'
            ) : (
              <ul className={styles.cutOffs}>
                {route.cutOffTimes.map((cutOff) => (
                  <li key={cutOff.cutOffDateTimeCode}>
                    <span className={styles.cutOffName}>{t(`cut-off.${cutOff.cutOffDateTimeCode}`)}</span>{' '}
                    <span className={styles.time}>{formatApiDateTime(cutOff.cutOffDateTime)}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {co2 && (
          <div className={styles.wide}>
            <dt>{t('route.co2')}</dt>
            <dd>
              <EmissionValue emission={route.emission} emissionType={emissionType} />
            </dd>
          </div>
        )}
      </dl>
      {delay ? <RouteDelayNote delay={delay} className={styles.late} /> : null}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {expanded ? t('route.hide-details') : t('route.show-details')}
          <span className="visually-hidden">{` ${t('route.title', { origin: route.por.locationName, destination: route.del.locationName })} ${formatApiDateTime(route.departureDate)}`}</span>
        </Button>
        <div className={styles.routeActions}>
          <QuoteAction route={route} />
          <BookAction route={route} />
        </div>
      </div>
      <div id={detailsId} hidden={!expanded} className={styles.details}>
        {expanded && <RouteLegs route={route} co2={co2} emissionType={emissionType} />}
      </div>
    </article>
  );
}

/**
 * "Book": quick booking's details step on this route's sailing, for a logged-in user at once and
 * for an anonymous one after login (the route guard keeps the link). Hidden while the country's booking flag is off;
 * once the port cut-off has passed the carrier takes no booking, so the card says so instead of linking.
 */
function BookAction({ route }: { route: PointToPointRoute }) {
  const { t } = useTranslation('schedule');
  const bookingOn = useFeatureFlag('booking');
  // The time the card was first shown: a card does not flip while the user reads it; a new search renders anew.
  const [now] = useState(() => Date.now());
  const sailing = sailingOfRoute(route);
  if (!bookingOn || !sailing) return null;
  if (isPortCutOffPassed(sailing, now)) return <span className={styles.closed}>{t('route.booking-closed')}</span>;
  return (
    <Link
      className={buttonClassName('primary', styles.book)}
      to={quickBookingHref({ step: 'details', search: searchOfSailing(sailing), sailing })}
    >
      {t('route.book')}
      <span className="visually-hidden">{` ${t('route.title', { origin: route.por.locationName, destination: route.del.locationName })} ${formatApiDateTime(route.departureDate)}`}</span>
    </Link>
  );
}

/**
 * The cargo-ready date that makes this sailing one of the quote's offers: the day before its port cut-off (the quote
 * offers sailings whose cut-off is after the cargo-ready date), never before today at the origin.
 */
function cargoReadyDateFor(route: PointToPointRoute): string {
  const portCutOff = route.cutOffTimes.find((cutOff) => cutOff.cutOffDateTimeCode === 'PCO');
  const target = addDaysToIsoDate(datePart(portCutOff?.cutOffDateTime ?? route.departureDate), -1);
  const today = todayIn(route.por.timeZone);
  return target < today ? today : target;
}

/**
 * "Get a quote": the ONE Quote page on this route, with a cargo-ready date that keeps this sailing
 * among the offers. Hidden while the country's quote flag is off, as "Book" is for the booking flag.
 */
function QuoteAction({ route }: { route: PointToPointRoute }) {
  const { t } = useTranslation('schedule');
  const quoteOn = useFeatureFlag('quote');
  if (!quoteOn) return null;
  return (
    <Link
      className={buttonClassName('secondary', styles.quote)}
      to={oneQuoteHref({
        originCode: route.por.locationCode,
        originName: route.por.locationName,
        destinationCode: route.del.locationCode,
        destinationName: route.del.locationName,
        cargoReadyDate: cargoReadyDateFor(route),
      })}
    >
      {t('route.get-quote')}
      <span className="visually-hidden">{` ${t('route.title', { origin: route.por.locationName, destination: route.del.locationName })} ${formatApiDateTime(route.departureDate)}`}</span>
    </Link>
  );
}
