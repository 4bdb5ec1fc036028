import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { LeaveGuard } from '@/components/leave-guard';
import { DatePicker } from '@/components/ui/date-picker';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { RadioGroup } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { paths } from '@/config/paths';
import type { BookingChannel, CreateBooking } from '@/domain/booking/booking-contract';
import { REMARKS_MAX_LENGTH, SUPPORTING_DOCUMENTS_MAX } from '@/domain/booking/booking-contract';
import { bookingQueries } from '@/domain/booking/booking-queries';
import { BOOKING_REQUEST_PARAMS } from '@/domain/booking/booking-request-url';
import { useCreateBooking } from '@/domain/booking/use-create-booking';
import { SaveTemplateButton } from '@/domain/booking-template/save-template-dialog';
import { suggestedTemplateName } from '@/domain/booking-template/template-contract';
import type { QUOTE_ERROR_CODES } from '@/domain/quote/quote-contract';
import { referenceDataQueries } from '@/domain/reference-data/reference-data';
import type { CurrentUser } from '@/domain/session/session-contract';
import { quoteDetailQuery } from '@/features/booking/api/quote-detail-query';
import { type BookingDraft, readBookingDraft, useBookingDraft } from '@/features/booking/hooks/use-booking-draft';
import { templateFieldsOf } from '@/features/booking/utils/apply-template';
import { issueCode, toFormPath } from '@/features/booking/utils/booking-form-issues';
import { bookingFormSchema, latestBookingDate } from '@/features/booking/utils/booking-form-schema';
import {
  BOOKING_DATE_YEARS,
  type BookingCompany,
  type BookingFormValues,
  emptyBookingForm,
  emptyEquipment,
  emptyParty,
  EQUIPMENT_LINES_MAX,
  needsExportInfo,
  NOTIFY_PARTIES_MAX,
} from '@/features/booking/utils/booking-form-values';
import { fromBooking } from '@/features/booking/utils/from-booking';
import { fromQuote } from '@/features/booking/utils/from-quote';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';
import { sailingWindow } from '@/features/booking/utils/sailing-choice';
import { ApiError } from '@/lib/api-error';
import { toFormFieldErrors } from '@/lib/api-field-errors';
import { isIsoDate, todayIn, zonedDateTimeToEpochMs } from '@/lib/dates';
import { useStagedReveal } from '@/lib/idle';

import styles from './booking-request-page.module.css';
import { DocumentUpload } from './document-upload';
import { EquipmentLine } from './equipment-line';
import { FormTextField } from './form-text-field';
import { PartyFields } from './party-fields';
import type { QuoteNoticeKind } from './quote-status-notice';
import { RouteEndFields } from './route-end-fields';
import { SailingList } from './sailing-list';
import { TemplatePicker } from './template-picker';

// The quote's parts load only for a booking on a quote: money formatting and the quote's link schemas stay out of the
// plain booking request's form chunk (README "Speed budgets").
const QuoteSummary = lazy(() => import('./quote-summary').then((module) => ({ default: module.QuoteSummary })));
const QuoteStatusNotice = lazy(() =>
  import('./quote-status-notice').then((module) => ({ default: module.QuoteStatusNotice })),
);

/** The clock of the form's rules (a sailing's cut-off against now at submit). */
const currentTime = () => Date.now();

function companyOf(user: CurrentUser): BookingCompany {
  return { companyName: user.companyName, countryCode: user.customerCountry };
}

/** Props of the form's start: the user, and what the page's URL asks to start from (booking-request-url). */
interface BookingRequestStartProps {
  user: CurrentUser;
  copyFrom: string | null;
  /** An accepted instant quote to book on (`?quote=`); it wins over `copyFrom`. */
  quote: string | null;
  /** A booking template to start from (`?template=`, issue 16); only without a quote or copy. */
  template?: string | null;
}

/**
 * The booking request form behind the page's heading (issue 14 section 2): started from the user's draft, from a
 * copied booking (`copyFrom`), from an accepted quote (`quote`, issue 15 section 4), else empty with the user's
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
        initialTemplateId={startTemplate}
      />
    );
  }
  return <PlainStart user={user} copyFrom={copyFrom} draft={draft} />;
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
  if (copyFrom === null) {
    return (
      <BookingRequestForm
        user={user}
        initialValues={emptyBookingForm(company)}
        initialKey={null}
        copyFrom={null}
        quoteReference={null}
        initialWithoutQuote={false}
        initialQuoteNotFound={false}
        restored={false}
      />
    );
  }
  if (source.isError) {
    return (
      <QueryErrorFallback
        message={t('copy-load-error')}
        retrying={source.isFetching}
        onRetry={() => {
          void source.refetch();
        }}
      />
    );
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

const QUOTE_REFUSALS = {
  QUOTE_EXPIRED: 'expired',
  QUOTE_ALREADY_BOOKED: 'booked',
  QUOTE_NOT_FOUND: 'not-found',
} as const satisfies Record<
  (typeof QUOTE_ERROR_CODES)['expired' | 'alreadyBooked' | 'notFound'],
  'expired' | 'booked' | 'not-found'
>;
/** quote-contract's QUOTE_ERROR_CODES.mismatch (the type holds them equal; a value import would load the schemas). */
const QUOTE_MISMATCH: (typeof QUOTE_ERROR_CODES)['mismatch'] = 'QUOTE_MISMATCH';

/**
 * What POST v1/bookings refused about the quote (409 expired / already booked, 404 unknown), or null: the quote's
 * notice at the top says it, not the form's error line.
 */
function quoteRefusal(error: unknown): 'expired' | 'booked' | 'not-found' | null {
  if (!(error instanceof ApiError)) return null;
  return error.code in QUOTE_REFUSALS ? QUOTE_REFUSALS[error.code as keyof typeof QUOTE_REFUSALS] : null;
}

/** GET v1/quotes/{ref} answered 404: the quote is unknown or another user's. */
const isQuoteNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A booking on an accepted quote: from the draft of the same quote (a reload keeps the quote and what was typed),
 * else from the quote once read; an unknown quote (404) starts a normal booking request (the form says why).
 */
function QuoteStart({
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
    return (
      <QueryErrorFallback
        message={t('quote.load-error')}
        retrying={quote.isFetching}
        onRetry={() => {
          void quote.refetch();
        }}
      />
    );
  }
  return <Spinner label={t('loading')} />;
}

interface BookingRequestFormProps {
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

function BookingRequestForm({
  user,
  initialValues,
  initialKey,
  copyFrom,
  quoteReference,
  initialWithoutQuote,
  initialQuoteNotFound,
  restored,
  initialTemplateId = null,
}: BookingRequestFormProps) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const company = companyOf(user);
  const [today] = useState(() => todayIn());
  const [withoutQuote, setWithoutQuote] = useState(initialWithoutQuote);
  /** The carrier refused the booking on the quote at submit: 409 QUOTE_EXPIRED / QUOTE_ALREADY_BOOKED. */
  const [conflict, setConflict] = useState<'expired' | 'booked' | 'not-found' | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const quoteQuery = useQuery({
    ...quoteDetailQuery(user.userId, quoteReference ?? ''),
    enabled: quoteReference !== null && !withoutQuote && !initialQuoteNotFound,
    // An unknown quote stays unknown: no refetch of a failed read flips the form back to "on a quote" meanwhile.
    retryOnMount: false,
    refetchOnWindowFocus: (query) => query.state.status !== 'error',
  });
  const quoteNotFound = initialQuoteNotFound || conflict === 'not-found' || isQuoteNotFound(quoteQuery.error);
  // Locked to the quote (route, sailing, equipment, price) and sent with channel AOQ, until the quote proves unknown
  // or the user books without it.
  const onQuote = quoteReference !== null && !withoutQuote && !quoteNotFound;
  const quoteData = onQuote ? quoteQuery.data : undefined;
  const quoteNotice: QuoteNoticeKind | null =
    quoteReference === null
      ? null
      : withoutQuote
        ? 'without'
        : quoteNotFound
          ? 'not-found'
          : conflict === 'booked' || quoteData?.status === 'BOOKED'
            ? 'booked'
            : conflict === 'expired' || quoteData?.status === 'EXPIRED'
              ? 'expired'
              : null;
  const channel: BookingChannel = onQuote ? 'AOQ' : 'WEB';
  // What the draft writer (a form subscription, outliving renders) stores about the quote.
  const draftQuoteRef = useRef({ quote: quoteReference, withoutQuote });
  useEffect(() => {
    draftQuoteRef.current = { quote: quoteReference, withoutQuote };
  }, [quoteReference, withoutQuote]);
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
  const { control, handleSubmit, getValues, setError, setFocus, setValue, subscribe, formState } = methods;
  const equipments = useFieldArray({ control, name: 'requestedEquipments' });
  const notifyParties = useFieldArray({ control, name: 'documentParties.notifyParties' });
  const draft = useBookingDraft(user.userId);
  const keyRef = useRef<string | null>(initialKey);
  const inFlight = useRef(false);
  const mutation = useCreateBooking(user.userId);
  const [created, setCreated] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  // The sections mount one per task (route and sailing first, the submit button last): six short commits instead of
  // one long one.
  const stage = useStagedReveal(6);

  // Nothing typed is lost: every change goes to the per-user draft (debounced), with the Idempotency-Key of a press.
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: () => {
        draft.save({ values: getValues(), idempotencyKey: keyRef.current, copyFrom, ...draftQuoteRef.current });
      },
    });
  }, [subscribe, getValues, draft, copyFrom]);

  // Leave only after the leave guard is off (its blocker reads the rendered `when`).
  useEffect(() => {
    if (created !== null) void navigate(paths.bookingSubmitted.href(created));
  }, [created, navigate]);

  const [origin, destination, receiptType, deliveryType, cargoReadyDate, sailing, documents, lines] = useWatch({
    control,
    name: [
      'origin',
      'destination',
      'receiptTypeAtOrigin',
      'deliveryTypeAtDestination',
      'cargoReadyDate',
      'sailing',
      'supportingDocuments',
      'requestedEquipments',
    ],
  });
  const showExportInfo = needsExportInfo({ origin, destination, sailing });
  const exportTypes = useQuery({ ...referenceDataQueries.mdmConfig('US_CA_EXPORT_INFO'), enabled: showExportInfo });
  const documentCount =
    documents.length +
    lines.reduce((sum, line) => sum + (line.dangerous ? line.dangerousGoods.documents.length : 0), 0);
  const remainingDocuments = Math.max(0, SUPPORTING_DOCUMENTS_MAX - documentCount);
  const canListSailings =
    origin !== null && destination !== null && origin.code !== destination.code && isIsoDate(cargoReadyDate);

  const handleValid = (request: CreateBooking) => {
    // One submit, ever: a second press while the first is on its way does nothing; a retry (after a 504, a network
    // error) reuses the key stored in the draft before the first request left, so the carrier creates one booking.
    if (inFlight.current) return;
    inFlight.current = true;
    keyRef.current ??= crypto.randomUUID();
    const idempotencyKey = keyRef.current;
    draft.saveNow({ values: getValues(), idempotencyKey, copyFrom, ...draftQuoteRef.current });
    mutation.mutate(
      { request, idempotencyKey },
      {
        onSuccess: ({ carrierBookingRequestReference }) => {
          draft.clear();
          setCreated(carrierBookingRequestReference);
        },
        onError: (error) => {
          const refusal = quoteRefusal(error);
          if (refusal !== null) {
            // The quote changed on the carrier's side: say so at the top, and read it again (a booked quote names
            // its booking). The refused request created nothing: the next one (without the quote) gets a new key.
            keyRef.current = null;
            setConflict(refusal);
            if (refusal === 'not-found') setValue('contractQuotationReference', '', { shouldDirty: true });
            else void quoteQuery.refetch();
            return;
          }
          setMismatch(error instanceof ApiError && error.code === QUOTE_MISMATCH);
          const fieldErrors = toFormFieldErrors(error);
          let first: string | null = null;
          for (const fieldError of fieldErrors) {
            const segments = fieldError.name.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
            const name = toFormPath(segments);
            if (name === 'root') continue;
            setError(name as Path<BookingFormValues>, {
              type: 'server',
              message: issueCode({ code: 'custom', message: fieldError.message }),
            });
            first ??= name;
          }
          if (first !== null) setFocus(first as Path<BookingFormValues>);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const handleBookWithoutQuote = () => {
    // A normal WEB booking from here on: the quote's reference goes (its price no longer applies), everything else
    // stays; a new request gets a new Idempotency-Key (the refused one created nothing).
    draftQuoteRef.current = { quote: quoteReference, withoutQuote: true };
    keyRef.current = null;
    setWithoutQuote(true);
    setConflict(null);
    setMismatch(false);
    mutation.reset();
    methods.setValue('contractQuotationReference', '', { shouldDirty: true });
    draft.saveNow({ values: getValues(), idempotencyKey: null, copyFrom, ...draftQuoteRef.current });
  };

  return (
    <FormProvider {...methods}>
      <LeaveGuard when={created === null && (formState.isDirty || restored)} />
      <form
        noValidate
        aria-label={t('form-label')}
        className={styles.form}
        onSubmit={(event) => {
          void handleSubmit(handleValid)(event);
        }}
      >
        {restored ? (
          <p role="status" className={styles.notice}>
            {copyFrom ? t('copied', { reference: copyFrom }) : t('restored')}
          </p>
        ) : null}
        {quoteReference !== null && quoteNotice !== null ? (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <QuoteStatusNotice
              kind={quoteNotice}
              reference={quoteReference}
              quote={quoteQuery.data}
              onBookWithout={handleBookWithoutQuote}
            />
          </Suspense>
        ) : null}

        {onQuote ? null : (
          <TemplatePicker
            userId={user.userId}
            blank={emptyBookingForm(company)}
            initialTemplateId={initialTemplateId}
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

        <section aria-labelledby="route-heading" className={styles.section}>
          <h2 id="route-heading">{t('route.heading')}</h2>
          {onQuote ? (
            quoteData ? (
              <Suspense fallback={<Spinner label={t('loading')} />}>
                <QuoteSummary quote={quoteData} mismatch={mismatch} />
              </Suspense>
            ) : quoteQuery.isError ? (
              <QueryErrorFallback
                message={t('quote.load-error')}
                retrying={quoteQuery.isFetching}
                onRetry={() => {
                  void quoteQuery.refetch();
                }}
              />
            ) : (
              <Spinner label={t('loading')} />
            )
          ) : null}
          <div className={styles.grid}>
            {onQuote ? null : (
              <>
                <RouteEndFields end="origin" />
                <RouteEndFields end="destination" />
              </>
            )}
            <Controller
              control={control}
              name="cargoReadyDate"
              render={({ field, fieldState }) => (
                <DatePicker
                  label={t('route.cargo-ready-date')}
                  description={t(onQuote ? 'quote.cargo-ready-date-hint' : 'route.cargo-ready-date-hint')}
                  required
                  name={field.name}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    // The sailings listed depend on the date; a quote's sailing is the quote's, whatever the date.
                    if (value !== field.value && !onQuote) methods.setValue('sailing', null);
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error}
                  issueText={BOOKING_ISSUE_TEXT}
                  yearsBefore={0}
                  yearsAfter={BOOKING_DATE_YEARS}
                  minDate={today}
                  maxDate={latestBookingDate(today)}
                />
              )}
            />
          </div>
          {onQuote ? null : canListSailings ? (
            <Controller
              control={control}
              name="sailing"
              render={({ field, fieldState }) => (
                <SailingList
                  porCode={origin.code}
                  delCode={destination.code}
                  rcvTermCode={receiptType === 'SD' ? 'D' : 'Y'}
                  deTermCode={deliveryType === 'SD' ? 'D' : 'Y'}
                  {...sailingWindow(cargoReadyDate)}
                  value={field.value}
                  onChange={field.onChange}
                  now={now}
                  error={fieldState.error}
                />
              )}
            />
          ) : (
            <p className={styles.hint}>{t('sailing.choose-route-first')}</p>
          )}
          {!onQuote && !canListSailings && formState.errors.sailing ? (
            <p className={styles.error}>{t('errors.sailing-required')}</p>
          ) : null}
        </section>

        {stage >= 2 ? (
          <section aria-labelledby="contract-heading" className={styles.section}>
            <h2 id="contract-heading">{t('contract.heading')}</h2>
            <div className={styles.grid}>
              {onQuote ? (
                <dl className={styles.agent}>
                  <dt>{t('contract.quotation')}</dt>
                  <dd>{quoteReference}</dd>
                </dl>
              ) : (
                <>
                  <FormTextField
                    name="serviceContractReference"
                    label={t('contract.service-contract')}
                    description={t('contract.hint')}
                    maxLength={30}
                    autoComplete="off"
                  />
                  <FormTextField
                    name="contractQuotationReference"
                    label={t('contract.quotation')}
                    maxLength={35}
                    autoComplete="off"
                  />
                </>
              )}
              <Controller
                control={control}
                name="freightPaymentTermCode"
                render={({ field }) => (
                  <RadioGroup
                    legend={t('contract.payment-term')}
                    name={field.name}
                    value={field.value}
                    options={[
                      { value: 'PRE' as const, label: t('contract.prepaid') },
                      { value: 'COL' as const, label: t('contract.collect') },
                    ]}
                    onChange={field.onChange}
                  />
                )}
              />
            </div>
          </section>
        ) : null}

        {stage >= 3 ? (
          <section aria-labelledby="parties-heading" className={styles.section}>
            <h2 id="parties-heading">{t('parties.heading')}</h2>
            <dl className={styles.agent}>
              <dt>{t('parties.booking-agent')}</dt>
              <dd>{company.companyName}</dd>
            </dl>
            <PartyFields path="documentParties.shipper" legend={t('parties.shipper')} nameRequired />
            <PartyFields path="documentParties.consignee" legend={t('parties.consignee')} />
            {notifyParties.fields.map((field, index) => (
              <PartyFields
                key={field.id}
                path={`documentParties.notifyParties.${index}`}
                legend={t('parties.notify', { number: index + 1 })}
              >
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => {
                    notifyParties.remove(index);
                  }}
                >
                  {t('parties.remove-notify', { number: index + 1 })}
                </button>
              </PartyFields>
            ))}
            {notifyParties.fields.length < NOTIFY_PARTIES_MAX ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  notifyParties.append(emptyParty());
                }}
              >
                {t('parties.add-notify')}
              </button>
            ) : null}
          </section>
        ) : null}

        {stage >= 4 ? (
          <section aria-labelledby="equipment-heading" className={styles.section}>
            <h2 id="equipment-heading">{t('equipment.heading')}</h2>
            {equipments.fields.map((field, index) => (
              <EquipmentLine
                key={field.id}
                index={index}
                locked={onQuote}
                canRemove={!onQuote && equipments.fields.length > 1}
                onRemove={() => {
                  equipments.remove(index);
                }}
                remainingDocuments={remainingDocuments}
              />
            ))}
            {!onQuote && equipments.fields.length < EQUIPMENT_LINES_MAX ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  equipments.append(emptyEquipment());
                }}
              >
                {t('equipment.add')}
              </button>
            ) : null}
          </section>
        ) : null}

        {stage >= 5 ? (
          <>
            {showExportInfo ? (
              <section aria-labelledby="export-heading" className={styles.section}>
                <h2 id="export-heading">{t('export.heading')}</h2>
                <p className={styles.hint}>{t('export.hint')}</p>
                <div className={styles.grid}>
                  <Controller
                    control={control}
                    name="exportInfo.typeCode"
                    render={({ field, fieldState }) => (
                      <div>
                        <NativeSelect
                          label={t('export.type')}
                          name={field.name}
                          ref={field.ref}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          aria-invalid={fieldState.error ? true : undefined}
                          aria-describedby={fieldState.error ? 'export-type-error' : undefined}
                          options={[
                            { value: '', label: t('export.type-choose') },
                            ...(exportTypes.data?.items ?? []).map((item) => ({ value: item.code, label: item.name })),
                          ]}
                        />
                        {fieldState.error ? (
                          <p id="export-type-error" className={styles.error}>
                            {t('errors.required')}
                          </p>
                        ) : null}
                      </div>
                    )}
                  />
                  <FormTextField name="exportInfo.reference" label={t('export.reference')} maxLength={30} />
                </div>
              </section>
            ) : null}

            <section aria-labelledby="remarks-heading" className={styles.section}>
              <h2 id="remarks-heading">{t('remarks.heading')}</h2>
              <Controller
                control={control}
                name="remarks"
                render={({ field, fieldState }) => (
                  <TextArea
                    label={t('remarks.label')}
                    showCounter
                    maxLength={REMARKS_MAX_LENGTH}
                    rows={4}
                    error={fieldState.error}
                    issueText={BOOKING_ISSUE_TEXT}
                    {...field}
                  />
                )}
              />
              <Controller
                control={control}
                name="supportingDocuments"
                render={({ field }) => (
                  <DocumentUpload
                    legend={t('documents.heading')}
                    typeGroup="SUPPORTING_DOCUMENT_TYPE"
                    documents={field.value}
                    onChange={field.onChange}
                    remaining={remainingDocuments}
                  />
                )}
              />
            </section>
          </>
        ) : null}

        {stage >= 6 ? (
          <>
            <div className={styles.actions}>
              <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
                {mutation.isPending ? t('submitting') : t('submit')}
              </button>
            </div>
            <div role="status" className={styles.hint}>
              {Object.keys(formState.errors).length > 0 && formState.isSubmitted ? t('fix-errors') : ''}
            </div>
            {mutation.isError &&
            quoteRefusal(mutation.error) === null &&
            toFormFieldErrors(mutation.error).length === 0 ? (
              <p role="alert" className={styles.error}>
                {t('submit-error')}
              </p>
            ) : null}
          </>
        ) : null}
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
