import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { formatMoney } from '@/domain/money/money';
import type { QuoteOffer, QuoteSearch } from '@/domain/quote/quote-contract';
import { formatApiDateTime } from '@/lib/dates';

import styles from './one-quote.module.css';
import { QuoteAccept } from './quote-accept';
import { QuotePriceDetails } from './quote-price-details';

/** Props of {@link QuoteOfferCard}. */
export interface QuoteOfferCardProps {
  offer: QuoteOffer;
  search: QuoteSearch;
  expanded: boolean;
  /** The offer named in the URL (chosen before login): it takes the focus once shown. */
  chosen: boolean;
  /** This page's URL with this offer chosen: where login returns to. */
  returnTo: string;
  onToggle: () => void;
  onSearchAgain: () => void;
}

/**
 * One offer: the sailing (vessel/voyage, service lane, POL/POD and POR/DEL when they differ, ETD/ETA local at the
 * place, transit, transshipment, cut-offs, CO2 as the schedule shows it) and its all-in total in USD; expanded, the
 * itemised price and the accept button.
 */
export function QuoteOfferCard({
  offer,
  search,
  expanded,
  chosen,
  returnTo,
  onToggle,
  onSearchAgain,
}: QuoteOfferCardProps) {
  const { t, i18n } = useTranslation(['quote', 'common']);
  const titleId = useId();
  const detailsId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { route } = offer;
  const trunk = route.sailInfo.find((leg) => leg.modeOfTransport === 'VESSEL');
  const vesselVoyage = trunk ? [trunk.vesselName, trunk.voyageNumber].filter(Boolean).join(' ') : '--';
  const service = trunk?.serviceCode ? [trunk.serviceCode, trunk.serviceName].filter(Boolean).join(' · ') : '--';
  const portCutOff = route.cutOffTimes.find((cutOff) => cutOff.cutOffDateTimeCode === 'PCO');
  const docCutOff = route.cutOffTimes.find((cutOff) => cutOff.cutOffDateTimeCode === 'DCO');
  const total = formatMoney({ amount: offer.totalUsd, currency: 'USD' }, i18n.language);
  // Details mount on first opening and then stay (hidden when closed): an accepted quote is not lost by closing.
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);

  useEffect(() => {
    if (!chosen) return;
    // Focusing scrolls the offer into view too.
    headingRef.current?.focus();
  }, [chosen]);

  return (
    <article className={styles.card} aria-labelledby={titleId} data-offer-id={offer.offerId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
          {t('offer.title', {
            vessel: trunk?.vesselName ?? '',
            voyage: trunk?.voyageNumber ?? '',
            etd: formatApiDateTime(route.departureDate),
            // The same vessel and departure may be offered direct and via a hub: the routing tells them apart.
            routing:
              route.transshipmentPorts.length === 0
                ? t('offer.direct')
                : t('offer.via', { ports: route.transshipmentPorts.map((port) => port.locationName).join(', ') }),
          })}
        </h3>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{t('offer.total')}</span>
          <strong className={styles.totalAmount}>{total}</strong>
          <span className={styles.totalFor}>
            {t('offer.total-for', {
              quantity: offer.quantity,
              sizeType: t(`common:container-types.${offer.isoEquipmentCode}`),
            })}
          </span>
        </p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('offer.etd', { place: route.por.locationName })}</dt>
          <dd className={styles.time}>{formatApiDateTime(route.departureDate)}</dd>
        </div>
        <div>
          <dt>{t('offer.eta', { place: route.del.locationName })}</dt>
          <dd className={styles.time}>{formatApiDateTime(route.arrivalDate)}</dd>
        </div>
        <div>
          <dt>{t('offer.transit')}</dt>
          <dd>
            {t('offer.transit-days', { count: route.transitTime })}
            {' · '}
            {route.transshipmentPorts.length === 0
              ? t('offer.direct')
              : t('offer.transshipment', {
                  ports: route.transshipmentPorts.map((port) => port.locationName).join(', '),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('offer.vessel-voyage')}</dt>
          <dd>{vesselVoyage}</dd>
        </div>
        <div>
          <dt>{t('offer.service')}</dt>
          <dd>{service}</dd>
        </div>
        {route.por.locationCode !== route.pol.locationCode ? (
          <div>
            <dt>{t('offer.por')}</dt>
            <dd>{route.por.locationName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('offer.pol')}</dt>
          <dd>{route.pol.locationName}</dd>
        </div>
        <div>
          <dt>{t('offer.pod')}</dt>
          <dd>{route.pod.locationName}</dd>
        </div>
        {route.del.locationCode !== route.pod.locationCode ? (
          <div>
            <dt>{t('offer.del')}</dt>
            <dd>{route.del.locationName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('offer.port-cut-off')}</dt>
          <dd className={styles.time}>{portCutOff ? formatApiDateTime(portCutOff.cutOffDateTime) : '--'}</dd>
        </div>
        <div>
          <dt>{t('offer.doc-cut-off')}</dt>
          <dd className={styles.time}>{docCutOff ? formatApiDateTime(docCutOff.cutOffDateTime) : '--'}</dd>
        </div>
        <div>
          <dt>{t('offer.co2')}</dt>
          <dd>
            {route.emission ? (
              t('offer.co2-value', {
                value: new Intl.NumberFormat(i18n.language).format(Math.round(route.emission.ttwCo2KgPerTeu)),
              })
            ) : (
              <span aria-label={t('offer.co2-missing')}>--</span>
            )}
          </dd>
        </div>
      </dl>
      <div className={styles.cardActions}>
        <Button className={styles.toggle} aria-expanded={expanded} aria-controls={detailsId} onClick={onToggle}>
          {expanded ? t('offer.hide-price') : t('offer.show-price')}
          <span className="visually-hidden">{`, ${vesselVoyage} ${formatApiDateTime(route.departureDate)}`}</span>
        </Button>
      </div>
      <div id={detailsId} hidden={!expanded} className={styles.details}>
        {opened ? (
          <>
            <QuotePriceDetails offer={offer} />
            <QuoteAccept offer={offer} search={search} returnTo={returnTo} onSearchAgain={onSearchAgain} />
          </>
        ) : null}
      </div>
    </article>
  );
}
