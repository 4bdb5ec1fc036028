import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { NativeSelect } from '@/components/ui/native-select';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { oneQuoteHref, type OneQuoteLink, QUOTE_SORTS, type QuoteSort } from '@/domain/quote/one-quote-url';
import { QUOTE_OFFER_WEEKS, type QuoteSearch } from '@/domain/quote/quote-contract';
import { quoteQueries } from '@/domain/quote/quote-queries';

import styles from './one-quote.module.css';
import { sortOffers } from './one-quote-sort';
import { QuoteOfferCard } from './quote-offer-card';

/** Props of {@link QuoteOffers}. */
export interface QuoteOffersProps {
  search: QuoteSearch;
  /** The page's URL: the sort, the chosen offer, and the link login returns to. */
  link: OneQuoteLink;
  onSortChange: (sort: QuoteSort) => void;
  /** Drops the chosen offer from the URL (it is no longer offered). */
  onForgetOffer: () => void;
  /** Changes on each search from the form: the heading then takes the focus. 0: never searched from the form. */
  focusKey: number;
}

/**
 * The offers of `search`, one per sailing, sorted as the URL says (price by default). The offer named in the URL (the
 * one chosen before login) opens and takes the focus. Loading, empty and failed searches each say what to do.
 */
export function QuoteOffers({ search, link, onSortChange, onForgetOffer, focusKey }: QuoteOffersProps) {
  const { t } = useTranslation('quote');
  const queryClient = useQueryClient();
  const offers = useQuery(quoteQueries.offers(search));
  const sort = link.sort ?? 'price';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (focusKey === 0 || !heading) return;
    heading.focus({ preventScroll: true });
    // The list's top, not just its heading at the bottom edge; jsdom has no scrollIntoView.
    if (typeof heading.scrollIntoView === 'function') heading.scrollIntoView({ block: 'start' });
  }, [focusKey]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(link.offerId ? [link.offerId] : []));

  const searchAgain = () => {
    onForgetOffer();
    void queryClient.resetQueries({ queryKey: quoteQueries.offers(search).queryKey });
  };

  let body;
  if (offers.isPending) {
    body = (
      <div className={styles.state}>
        <Spinner label={t('offers.loading')} />
      </div>
    );
  } else if (offers.isError) {
    body = <QueryErrorFallback message={t('offers.error')} query={offers} />;
  } else if (offers.data.offers.length === 0) {
    body = (
      <div className={styles.state} role="status">
        <p className={styles.emptyTitle}>{t('offers.empty', { weeks: QUOTE_OFFER_WEEKS })}</p>
        <p>{t('offers.empty-hint')}</p>
      </div>
    );
  } else {
    const sorted = sortOffers(offers.data.offers, sort);
    const chosenGone = link.offerId !== undefined && !sorted.some((offer) => offer.offerId === link.offerId);
    body = (
      <>
        <div className={styles.toolbar}>
          <p role="status" className={styles.count}>
            {t('offers.count', { count: sorted.length })}
          </p>
          <NativeSelect
            label={t('offers.sort-by')}
            value={sort}
            onChange={(event) => {
              onSortChange(event.target.value as QuoteSort);
            }}
            options={QUOTE_SORTS.map((key) => ({ value: key, label: t(`offers.sort.${key}`) }))}
          />
        </div>
        {chosenGone ? (
          <p role="alert" className={styles.notice}>
            {t('offers.offer-gone')}
          </p>
        ) : null}
        <ol className={styles.offerList}>
          {sorted.map((offer) => (
            <li key={offer.offerId}>
              <QuoteOfferCard
                offer={offer}
                search={search}
                expanded={expanded.has(offer.offerId)}
                chosen={offer.offerId === link.offerId}
                returnTo={oneQuoteHref({ ...link, offerId: offer.offerId })}
                onToggle={() => {
                  setExpanded((current) => {
                    const next = new Set(current);
                    if (next.has(offer.offerId)) next.delete(offer.offerId);
                    else next.add(offer.offerId);
                    return next;
                  });
                }}
                onSearchAgain={searchAgain}
              />
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <section aria-labelledby="one-quote-offers" className={styles.offers} aria-busy={offers.isFetching}>
      <h2 id="one-quote-offers" ref={headingRef} tabIndex={-1}>
        {t('offers.heading')}
      </h2>
      {body}
    </section>
  );
}
