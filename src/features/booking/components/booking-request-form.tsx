import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { LeaveGuard } from '@/components/leave-guard';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { SUPPORTING_DOCUMENTS_MAX } from '@/domain/booking/booking-codes-contract';
import { type CreateBooking } from '@/domain/booking/booking-contract';
import { BOOKING_REQUEST_PARAMS } from '@/domain/booking/booking-request-url';
import { SaveTemplateButton } from '@/domain/booking-template/save-template-dialog';
import { suggestedTemplateName } from '@/domain/booking-template/template-contract';
import type { CurrentUser } from '@/domain/session/session-contract';
import styles from '@/features/booking/components/booking-request-page.module.css';
import { ContractSection } from '@/features/booking/components/contract-section';
import { EquipmentSection } from '@/features/booking/components/equipment-section';
import { ExportInfoSection } from '@/features/booking/components/export-info-section';
import { PartiesSection } from '@/features/booking/components/parties-section';
import { RemarksSection } from '@/features/booking/components/remarks-section';
import { RouteSection } from '@/features/booking/components/route-section';
import { SubmitBar } from '@/features/booking/components/submit-bar';
import { TemplatePicker } from '@/features/booking/components/template-picker';
import { useBookingQuote } from '@/features/booking/hooks/use-booking-quote';
import { useBookingRequestSubmit } from '@/features/booking/hooks/use-booking-request-submit';
import { templateFieldsOf } from '@/features/booking/utils/apply-template';
import { bookingFormSchema } from '@/features/booking/utils/booking-form-schema';
import {
  type BookingCompany,
  type BookingFormValues,
  emptyBookingForm,
  needsExportInfo,
} from '@/features/booking/utils/booking-form-values';
import { todayIn, zonedDateTimeToEpochMs } from '@/lib/dates';
import { useStagedReveal } from '@/lib/idle';

// The quote's notice loads only for a booking on a quote (docs/performance.md).
const QuoteStatusNotice = lazy(() =>
  import('./quote-status-notice').then((module) => ({ default: module.QuoteStatusNotice })),
);

/** The clock of the form's rules (a sailing's cut-off against now at submit). */
const currentTime = () => Date.now();

/** The user's company as the form knows it: shipper prefill and booking agent. */
export function companyOf(user: CurrentUser): BookingCompany {
  return { companyName: user.companyName, countryCode: user.customerCountry };
}

/** Props of {@link BookingRequestForm}: the user and where the form starts from (booking-request-start). */
export interface BookingRequestFormProps {
  user: CurrentUser;
  initialValues: BookingFormValues;
  initialKey: string | null;
  copyFrom: string | null;
  /** The accepted quote the booking is made on (locked route, sailing, equipment; channel AOQ), or null. */
  quoteReference: string | null;
  /** The user already chose "book without the quote" (restored from the draft). */
  initialWithoutQuote: boolean;
  /** The quote was not found (404) when the form started: a normal booking request. */
  initialQuoteNotFound: boolean;
  /** The values came from a draft or a copied booking: they are unsaved work even before the first keystroke. */
  restored: boolean;
  /** A booking template to apply once loaded (`?template=`). */
  initialTemplateId?: string | null;
}

/** The booking request form: its sections, mounted one per task, and the submit on the form kit. */
export function BookingRequestForm({
  user,
  initialValues,
  initialKey,
  copyFrom,
  quoteReference,
  ...start
}: BookingRequestFormProps) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const company = companyOf(user);
  const [today] = useState(() => todayIn());
  const [now] = useState(() => Date.now());
  const quote = useBookingQuote({
    userId: user.userId,
    quoteReference,
    initialWithoutQuote: start.initialWithoutQuote,
    initialQuoteNotFound: start.initialQuoteNotFound,
  });
  const { onQuote, channel } = quote;
  const schema = useMemo(
    () =>
      bookingFormSchema({
        company: { companyName: user.companyName, countryCode: user.customerCountry },
        today,
        now: currentTime,
        instantOf: zonedDateTimeToEpochMs,
        channel,
      }),
    [user.companyName, user.customerCountry, today, channel],
  );
  const methods = useForm<BookingFormValues, unknown, CreateBooking>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const { control, handleSubmit, getValues, formState } = methods;
  const { submitter, created, bookWithoutQuote } = useBookingRequestSubmit({
    methods,
    userId: user.userId,
    initialKey,
    copyFrom,
    quoteReference,
    quote,
  });
  // The sections mount one per task (route and sailing first, the submit button last): six short commits instead of
  // one long one.
  const stage = useStagedReveal(6);

  // Leave only after the leave guard is off (its blocker reads the rendered `when`).
  useEffect(() => {
    if (created !== null) void navigate(paths.bookingSubmitted.href(created));
  }, [created, navigate]);

  const [origin, destination, sailing, documents, lines] = useWatch({
    control,
    name: ['origin', 'destination', 'sailing', 'supportingDocuments', 'requestedEquipments'],
  });
  const documentCount =
    documents.length +
    lines.reduce((sum, line) => sum + (line.dangerous ? line.dangerousGoods.documents.length : 0), 0);
  const remainingDocuments = Math.max(0, SUPPORTING_DOCUMENTS_MAX - documentCount);

  return (
    <FormProvider {...methods}>
      <LeaveGuard when={created === null && (formState.isDirty || start.restored)} />
      <form
        noValidate
        aria-label={t('form-label')}
        className={styles.form}
        onSubmit={(event) => {
          void handleSubmit(submitter.submit)(event);
        }}
      >
        {start.restored ? (
          <p role="status" className={styles.notice}>
            {copyFrom ? t('copied', { reference: copyFrom }) : t('restored')}
          </p>
        ) : null}
        {quoteReference !== null && quote.notice !== null ? (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <QuoteStatusNotice
              kind={quote.notice}
              reference={quoteReference}
              quote={quote.quoteQuery.data}
              onBookWithout={bookWithoutQuote}
            />
          </Suspense>
        ) : null}
        {onQuote ? null : (
          <TemplatePicker
            userId={user.userId}
            blank={emptyBookingForm(company)}
            initialTemplateId={start.initialTemplateId ?? null}
            onInitialApplied={() => {
              setSearchParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete(BOOKING_REQUEST_PARAMS.template);
                  return next;
                },
                { replace: true },
              );
            }}
          />
        )}
        <RouteSection quote={quote} today={today} now={now} />
        {stage >= 2 ? <ContractSection quoteReference={onQuote ? quoteReference : null} /> : null}
        {stage >= 3 ? <PartiesSection companyName={company.companyName} /> : null}
        {stage >= 4 ? <EquipmentSection locked={onQuote} remainingDocuments={remainingDocuments} /> : null}
        {stage >= 5 && needsExportInfo({ origin, destination, sailing }) ? <ExportInfoSection /> : null}
        {stage >= 5 ? <RemarksSection remainingDocuments={remainingDocuments} /> : null}
        {stage >= 6 ? <SubmitBar submitter={submitter} /> : null}
      </form>
      {stage >= 6 ? (
        <SaveTemplateButton
          userId={user.userId}
          source={() => ({ fields: templateFieldsOf(getValues()) })}
          suggestedName={suggestedTemplateName({ origin: origin ?? undefined, destination: destination ?? undefined })}
        />
      ) : null}
    </FormProvider>
  );
}
