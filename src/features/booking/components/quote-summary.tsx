import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { CONTAINER_SIZE_TYPES } from '@/domain/container/container-size-types';
import { formatMoney } from '@/domain/money/money';
import { oneQuoteHref } from '@/domain/quote/one-quote-url';
import type { Quote } from '@/domain/quote/quote-contract';
import { formatOffsetDateTime } from '@/features/booking/utils/local-time';

import styles from './booking-request-page.module.css';
import { Fact, SailingPortsFact, SailingTimeFacts } from './sailing-facts';

/** Props of {@link QuoteSummary}. */
export interface QuoteSummaryProps {
  quote: Quote;
  /** The carrier answered that the request no longer matches the quote (422 QUOTE_MISMATCH). */
  mismatch: boolean;
}

/** The ONE Quote page on the quote's search and offer: "back to the quote". */
export function quotePageHref(quote: Quote, withOffer: boolean): string {
  return oneQuoteHref({ ...quote.search, ...(withOffer ? { offerId: quote.offer.offerId } : {}) });
}

/**
 * The locked part of a booking on an accepted instant quote, read-only: the quote reference, how
 * long its price holds (the POL's local time), the route with its terms, the sailing, the equipment and the all-in
 * total in USD, with a link back to the quote on the ONE Quote page.
 */
export function QuoteSummary({ quote, mismatch }: QuoteSummaryProps) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const { route } = quote.offer;
  const vesselLeg = route.sailInfo.find((leg) => leg.modeOfTransport === 'VESSEL') ?? route.sailInfo[0];
  const term = (code: 'CY' | 'SD') => t(code === 'SD' ? 'route.term-door' : 'route.term-cy');
  return (
    <div className={styles.quoteSummary}>
      <h3 className={styles.quoteHeading}>{t('quote.heading', { reference: quote.quoteReference })}</h3>
      <p className={styles.hint}>{t('quote.locked-hint')}</p>
      <dl className={styles.sailingDetails}>
        <Fact term={t('quote.valid-until')}>{formatOffsetDateTime(quote.validUntil)}</Fact>
        <Fact term={t('quote.route')}>
          {t('quote.route-value', {
            origin: route.por.locationName,
            originTerm: term(route.receiptTypeAtOrigin),
            destination: route.del.locationName,
            destinationTerm: term(route.deliveryTypeAtDestination),
          })}
        </Fact>
        <Fact term={t('sailing.legend')}>
          {t('sailing.vessel-voyage', {
            vessel: vesselLeg?.vesselName ?? '',
            voyage: vesselLeg?.voyageNumber ?? '',
            service: vesselLeg?.serviceCode ?? '',
          })}
        </Fact>
        <SailingPortsFact route={route} />
        <SailingTimeFacts route={route} />
        <Fact term={t('quote.equipment')}>
          {t('quote.equipment-value', {
            count: quote.offer.quantity,
            type: t(CONTAINER_SIZE_TYPES[quote.offer.isoEquipmentCode].nameKey, { ns: 'common' }),
          })}
        </Fact>
        <Fact term={t('quote.total')} className={styles.quoteTotal}>
          {formatMoney({ amount: quote.offer.totalUsd, currency: 'USD' }, i18n.language)}
        </Fact>
      </dl>
      {mismatch ? (
        <p role="alert" className={styles.error}>
          {t('quote.mismatch')}
        </p>
      ) : null}
      <p>
        <Link to={quotePageHref(quote, true)}>{t('quote.back-to-quote')}</Link>
      </p>
    </div>
  );
}
