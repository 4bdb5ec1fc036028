import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { paths } from '@/config/paths';
import { bookingRequestHref } from '@/domain/booking/booking-request-url';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { formatMoney } from '@/domain/money/money';
import { type Quote, QUOTE_ERROR_CODES, type QuoteOffer, type QuoteSearch } from '@/domain/quote/quote-contract';
import { type AcceptQuoteVariables, useAcceptQuote } from '@/domain/quote/use-accept-quote';
import { useCurrentUserId } from '@/domain/session/session-store';
import { ApiError } from '@/lib/api-error';

import styles from './one-quote.module.css';

/** Props of {@link QuoteAccept}. */
export interface QuoteAcceptProps {
  offer: QuoteOffer;
  search: QuoteSearch;
  /** This page with this offer chosen: login returns there. */
  returnTo: string;
  onSearchAgain: () => void;
}

/**
 * "Accept this offer": an anonymous visitor goes to login and comes back to this offer (nothing is accepted on the
 * way); a logged-in user accepts, and sees the quote with its terms and "Book this quote".
 */
export function QuoteAccept(props: QuoteAcceptProps) {
  const { t } = useTranslation('quote');
  const navigate = useNavigate();
  const userId = useCurrentUserId();
  if (userId) return <AcceptAsUser key={userId} userId={userId} {...props} />;
  return (
    <div className={styles.accept}>
      <Button
        variant="primary"
        aria-describedby={`${props.offer.offerId}-login-hint`}
        onClick={() => {
          void navigate(paths.login.href(props.returnTo));
        }}
      >
        {t('accept.button')}
      </Button>
      <p id={`${props.offer.offerId}-login-hint`} className={styles.hint}>
        {t('accept.login-hint')}
      </p>
    </div>
  );
}

/**
 * The kit's submit for a press without fields: nothing the carrier refuses lands on a field (there is none), so a
 * failure is the button's own message.
 */
const NO_FIELDS = { setError: () => undefined, setFocus: () => undefined };

function AcceptAsUser({ offer, search, onSearchAgain, userId }: QuoteAcceptProps & { userId: string }) {
  const { t } = useTranslation('quote');
  const accept = useAcceptQuote(userId);
  const [notAvailable, setNotAvailable] = useState(false);
  // One key from the first press on: a double press or a retry after a lost answer makes one quote, not two.
  const submitter = useFormSubmit<Record<string, never>, QuoteOffer, Quote, AcceptQuoteVariables>({
    form: NO_FIELDS,
    mutation: accept,
    variables: (chosen, idempotencyKey) => ({ request: { ...search, offerId: chosen.offerId }, idempotencyKey }),
    fieldName: () => null,
    onError: (error) => {
      const gone = error instanceof ApiError && error.code === QUOTE_ERROR_CODES.offerNotAvailable;
      setNotAvailable(gone);
      return gone;
    },
  });

  if (accept.isSuccess) return <AcceptedQuote quote={accept.data} />;

  return (
    <div className={styles.accept}>
      {notAvailable ? (
        <div role="alert" className={styles.errorBox}>
          <p>{t('accept.not-available')}</p>
          <Button onClick={onSearchAgain}>{t('accept.search-again')}</Button>
        </div>
      ) : (
        <>
          <Button
            variant="primary"
            busy={submitter.pending}
            busyLabel={t('accept.accepting')}
            onClick={() => {
              submitter.submit(offer);
            }}
          >
            {submitter.failed ? t('accept.retry') : t('accept.button')}
          </Button>
          <FormSubmitStatus submitter={submitter} failedMessage={t('accept.failed')} className={styles.error} />
        </>
      )}
    </div>
  );
}

/** The accepted quote: reference, price validity (local time at POL), what may still change, cancellation fee. */
function AcceptedQuote({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation('quote');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pol = quote.offer.route.pol;
  useEffect(() => {
    // The button that was pressed is gone: the focus moves to what replaced it.
    headingRef.current?.focus();
  }, []);
  return (
    <section className={styles.quote} aria-labelledby={`quote-${quote.quoteReference}`}>
      <h4 id={`quote-${quote.quoteReference}`} ref={headingRef} tabIndex={-1} className={styles.quoteTitle}>
        {t('quote.heading', { reference: quote.quoteReference })}
      </h4>
      <dl className={styles.terms}>
        <div>
          <dt>{t('quote.reference')}</dt>
          <dd className={styles.reference}>{quote.quoteReference}</dd>
        </div>
        <div>
          <dt>{t('quote.valid-until')}</dt>
          <dd>
            {t('quote.valid-until-value', {
              time: formatLocalDateTime(quote.validUntil, pol.timeZone),
              place: pol.locationName,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('quote.may-change')}</dt>
          <dd>
            <ul className={styles.plainList}>
              {quote.terms.changeableFields.map((field) => (
                <li key={field}>{t(`quote.field.${field}`)}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('quote.cancellation-fee')}</dt>
          <dd>
            {t('quote.cancellation-fee-value', { amount: formatMoney(quote.terms.cancellationFee, i18n.language) })}
          </dd>
        </div>
      </dl>
      <Link className={buttonClassName('primary')} to={bookingRequestHref({ quote: quote.quoteReference })}>
        {t('quote.book')}
      </Link>
    </section>
  );
}
