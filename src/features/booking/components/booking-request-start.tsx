import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { bookingQueries } from '@/domain/booking/booking-queries';
import type { CurrentUser } from '@/domain/session/session-contract';
import { BookingRequestForm, companyOf } from '@/features/booking/components/booking-request-form';
import { QuoteStart } from '@/features/booking/components/quote-start';
import { type BookingDraft, readBookingDraft } from '@/features/booking/hooks/use-booking-draft';
import { emptyBookingForm } from '@/features/booking/utils/booking-form-values';
import { fromBooking } from '@/features/booking/utils/from-booking';

/** Props of the form's start: the user, and what the page's URL asks to start from (booking-request-url). */
interface BookingRequestStartProps {
  user: CurrentUser;
  copyFrom: string | null;
  /** An accepted instant quote to book on (`?quote=`); it wins over `copyFrom`. */
  quote: string | null;
  /** A booking template to start from (`?template=`); only without a quote or copy. */
  template?: string | null;
}

/**
 * The booking request form behind the page's heading: started from the user's draft, from a
 * copied booking (`copyFrom`), from an accepted quote (`quote`), else empty with the user's
 * company as shipper. A chunk of its own, loaded once the page's heading has painted (booking-request-page.tsx).
 */
export default function BookingRequestStart({ user, copyFrom, quote, template = null }: BookingRequestStartProps) {
  const [draft] = useState(readBookingDraft);
  // A template link starts a fresh form from the template (the link is dropped once applied, so a reload restores the
  // draft with what was typed since).
  const [startTemplate] = useState(copyFrom === null && quote === null ? template : null);
  // The quote of the URL, else (plain page) the quote the user's draft was made on: nothing typed on a quote is lost.
  const quoteReference = quote ?? (copyFrom === null ? (draft?.quote ?? null) : null);
  if (quoteReference !== null) {
    return (
      <QuoteStart user={user} quoteReference={quoteReference} draft={draft?.quote === quoteReference ? draft : null} />
    );
  }
  if (startTemplate !== null) {
    return <EmptyStart user={user} templateId={startTemplate} />;
  }
  return <PlainStart user={user} copyFrom={copyFrom} draft={draft} />;
}

/** A new request from nothing but the user's company as shipper, or from the template `templateId` when given. */
function EmptyStart({ user, templateId }: { user: CurrentUser; templateId: string | null }) {
  return (
    <BookingRequestForm
      user={user}
      initialValues={emptyBookingForm(companyOf(user))}
      initialKey={null}
      copyFrom={null}
      quoteReference={null}
      initialWithoutQuote={false}
      initialQuoteNotFound={false}
      restored={false}
      initialTemplateId={templateId}
    />
  );
}

function PlainStart({
  user,
  copyFrom,
  draft,
}: {
  user: CurrentUser;
  copyFrom: string | null;
  draft: BookingDraft | null;
}) {
  const { t } = useTranslation('booking');
  // A draft of the same copy (a reload while editing a copy) wins over the original booking: nothing typed is lost.
  const useDraft = draft !== null && (copyFrom === null || draft.copyFrom === copyFrom);
  const source = useQuery({
    ...bookingQueries.detail(user.userId, copyFrom ?? ''),
    enabled: copyFrom !== null && !useDraft,
  });
  const company = companyOf(user);

  if (useDraft) {
    return (
      <BookingRequestForm
        user={user}
        initialValues={draft.values}
        initialKey={draft.idempotencyKey}
        copyFrom={draft.copyFrom}
        quoteReference={null}
        initialWithoutQuote={false}
        initialQuoteNotFound={false}
        restored
      />
    );
  }
  if (copyFrom === null) return <EmptyStart user={user} templateId={null} />;
  if (source.isError) {
    return <QueryErrorFallback message={t('copy-load-error')} query={source} />;
  }
  if (!source.data) return <Spinner label={t('loading')} />;
  return (
    <BookingRequestForm
      user={user}
      initialValues={fromBooking(source.data, company)}
      initialKey={null}
      copyFrom={copyFrom}
      quoteReference={null}
      initialWithoutQuote={false}
      initialQuoteNotFound={false}
      restored
    />
  );
}
