import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Quote } from '@/domain/quote/quote-contract';
import { formatOffsetDateTime } from '@/features/booking/utils/local-time';

import styles from './booking-request-page.module.css';
import { quotePageHref } from './quote-summary';

/**
 * Why the booking cannot (or no longer) be made on the quote: `expired` (its price no longer holds), `booked` (a
 * booking was already made on it), `not-found` (unknown, or another user's), `without` (the user chose to book
 * without it).
 */
export type QuoteNoticeKind = 'expired' | 'booked' | 'not-found' | 'without';

/** Props of {@link QuoteStatusNotice}. */
export interface QuoteStatusNoticeProps {
  kind: QuoteNoticeKind;
  reference: string;
  /** The quote as last read, when it was read (links to a new quote on the same search, to the booking on it). */
  quote: Quote | undefined;
  /** "Book without the quote": the form turns into a normal WEB booking request and keeps what was typed. */
  onBookWithout: () => void;
}

/**
 * The message at the top of a booking request made on a quote that cannot be booked: what
 * happened and the ways on: get a new quote for the same search, open the booking already made on it, or book without
 * the quote. Nothing typed is lost on any of them (the form stays, its draft too).
 */
export function QuoteStatusNotice({ kind, reference, quote, onBookWithout }: QuoteStatusNoticeProps) {
  const { t } = useTranslation('booking');
  if (kind === 'not-found' || kind === 'without') {
    return (
      <p role="status" className={styles.notice}>
        {t(kind === 'not-found' ? 'quote.not-found' : 'quote.without', { reference })}
      </p>
    );
  }
  const bookingReference = quote?.carrierBookingRequestReference;
  return (
    <div role="alert" className={styles.quoteNotice}>
      <p>
        {kind === 'expired'
          ? t('quote.expired', {
              reference,
              time: quote ? formatOffsetDateTime(quote.validUntil) : '',
              context: quote ? 'time' : undefined,
            })
          : t('quote.booked', { reference })}
      </p>
      <div className={styles.actions}>
        {kind === 'expired' && quote ? (
          <Link className={buttonClassName('primary')} to={quotePageHref(quote, false)}>
            {t('quote.get-new')}
          </Link>
        ) : null}
        {kind === 'booked' && bookingReference ? (
          <Link className={buttonClassName('primary')} to={paths.shipmentDetail.href(bookingReference)}>
            {t('quote.open-booking', { reference: bookingReference })}
          </Link>
        ) : null}
        <Button onClick={onBookWithout}>{t('quote.book-without')}</Button>
      </div>
    </div>
  );
}
