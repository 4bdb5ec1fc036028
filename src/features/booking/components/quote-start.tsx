import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import type { CurrentUser } from '@/domain/session/session-contract';
import { quoteDetailQuery } from '@/features/booking/api/quote-detail-query';
import { BookingRequestForm, companyOf } from '@/features/booking/components/booking-request-form';
import type { BookingDraft } from '@/features/booking/hooks/use-booking-draft';
import { type BookingFormValues, emptyBookingForm } from '@/features/booking/utils/booking-form-values';
import { fromQuote } from '@/features/booking/utils/from-quote';
import { isQuoteNotFound } from '@/features/booking/utils/quote-refusal';
import { todayIn } from '@/lib/dates';

/**
 * A booking on an accepted quote: from the draft of the same quote (a reload keeps the quote and what was typed),
 * else from the quote once read; an unknown quote (404) starts a normal booking request (the form says why).
 */
export function QuoteStart({
  user,
  quoteReference,
  draft,
}: {
  user: CurrentUser;
  quoteReference: string;
  draft: BookingDraft | null;
}) {
  const { t } = useTranslation('booking');
  const [today] = useState(() => todayIn());
  const quote = useQuery({ ...quoteDetailQuery(user.userId, quoteReference), enabled: draft === null });
  const company = companyOf(user);
  // The form starts once, from the first answer: a later refetch (the form reads the same query) puts an errored query
  // back to pending, which must not unmount the form.
  const [start, setStart] = useState<{ values: BookingFormValues; notFound: boolean } | null>(null);
  if (start === null && draft === null && (quote.data || isQuoteNotFound(quote.error))) {
    setStart(
      quote.data
        ? { values: fromQuote(quote.data, company, today), notFound: false }
        : { values: emptyBookingForm(company), notFound: true },
    );
  }
  if (draft) {
    return (
      <BookingRequestForm
        user={user}
        initialValues={draft.values}
        initialKey={draft.idempotencyKey}
        copyFrom={null}
        quoteReference={quoteReference}
        initialWithoutQuote={draft.withoutQuote ?? false}
        initialQuoteNotFound={false}
        restored
      />
    );
  }
  if (start) {
    return (
      <BookingRequestForm
        user={user}
        initialValues={start.values}
        initialKey={null}
        copyFrom={null}
        quoteReference={quoteReference}
        initialWithoutQuote={false}
        initialQuoteNotFound={start.notFound}
        restored={false}
      />
    );
  }
  if (quote.isError && !isQuoteNotFound(quote.error)) {
    return <QueryErrorFallback message={t('quote.load-error')} query={quote} />;
  }
  return <Spinner label={t('loading')} />;
}
