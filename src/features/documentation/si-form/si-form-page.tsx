import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { LeaveGuard } from '@/components/leave-guard';
import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-contract';
import { bookingQueries } from '@/domain/booking/booking-queries';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { formatTimeLeft } from '@/domain/booking/components/time-left';
import type { ShippingInstructions } from '@/domain/documentation/si-contract';
import {
  siQueries,
  useAmendShippingInstructions,
  useSubmitShippingInstructions,
} from '@/domain/documentation/si-queries';
import { useSession } from '@/domain/session/session-store';
import { ApiError } from '@/lib/api-error';
import { toFormFieldErrors } from '@/lib/api-field-errors';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';
import { useDocumentTitle } from '@/lib/use-document-title';

import { HouseBlSection } from '../house-bl/house-bl-section';
import { SiContainersSection } from './containers/si-containers-section';
import { fieldMessage } from './field-message';
import { type SiChange, siDiff } from './si-diff';
import { type SiFormDraft, siFormDraftKey, siFormDraftSchema } from './si-form-draft';
import { toShippingInstructionsRequest } from './si-form-mapping';
import styles from './si-form-page.module.css';
import { isEuBoundBooking, siFormValuesOf, siFormValuesOfBooking } from './si-form-prefill';
import { siFormSchema } from './si-form-schema';
import type { SiFormValues, SiPartyValues } from './si-form-values';
import { SiPartyName } from './si-party-name';

/**
 * /documentation/si-submission-amendment?bookingNo= (issue 17 section 3): the SI of a confirmed booking, prefilled from
 * the booking (a new SI) or from the SI sent (an amendment, which shows what changed before it is sent). Without a
 * booking number: the user's bookings whose SI is still to send. Drafts survive a reload; leaving with unsent changes
 * asks first; a submit is sent once. Login required (router).
 */
export function SiFormPage() {
  const { t } = useTranslation('si-form');
  const [searchParams] = useSearchParams();
  const bookingNumber = (searchParams.get('bookingNo') ?? '').trim().toUpperCase();
  const userId = useSession((state) => (state.status === 'loggedIn' ? (state.user?.userId ?? '') : ''));
  useDocumentTitle(bookingNumber ? t('page-title', { bookingNumber }) : t('title'));
  return (
    <section aria-labelledby="si-form-title" className={styles.page}>
      <h1 id="si-form-title">{bookingNumber ? t('heading', { bookingNumber }) : t('title')}</h1>
      {!userId ? null : bookingNumber ? (
        <SiFormLoader userId={userId} bookingNumber={bookingNumber} />
      ) : (
        <OpenBookings userId={userId} />
      )}
    </section>
  );
}

function OpenBookings({ userId }: { userId: string }) {
  const { t } = useTranslation('si-form');
  const query = useQuery(siQueries.list(userId, { summaryStatus: 'NOT_SUBMITTED', pageSize: 20 }));
  if (query.isError) {
    return (
      <QueryErrorFallback
        message={t('open.load-error')}
        retrying={query.isFetching}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  if (!query.data) return <Spinner label={t('loading')} />;
  if (query.data.items.length === 0) return <p>{t('open.none')}</p>;
  return (
    <section aria-labelledby="si-open-title">
      <h2 id="si-open-title">{t('open.title')}</h2>
      <ul className={styles.openList}>
        {query.data.items.map((item) => (
          <li key={item.carrierBookingReference}>
            <Link to={paths.siSubmissionAmendment.href(item.carrierBookingReference)}>
              {t('open.booking', { reference: item.carrierBookingReference })}
            </Link>{' '}
            {item.portOfLoading} → {item.portOfDischarge} ·{' '}
            {t('open.due', { due: formatLocalDateTime(item.dueDateTime) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SiFormLoader({ userId, bookingNumber }: { userId: string; bookingNumber: string }) {
  const { t } = useTranslation('si-form');
  const booking = useQuery(bookingQueries.detail(userId, bookingNumber));
  // Whether the booking has an SI comes from its list row: asking for an SI that does not exist would be a 404.
  const row = useQuery(siQueries.list(userId, { carrierBookingReferences: bookingNumber }));
  const rowItem = row.data?.items[0];
  const hasSi = rowItem !== undefined && rowItem.summaryStatus !== 'NOT_SUBMITTED';
  const si = useQuery({ ...siQueries.shippingInstructions(userId, bookingNumber), enabled: hasSi });
  // The form keeps what it was opened with: a refetch after the submit must not replace it (the page is leaving).
  const [opened, setOpened] = useState<{ booking: Booking; si: ShippingInstructions | undefined } | null>(null);
  const ready = booking.data !== undefined && row.data !== undefined && (!hasSi || si.data !== undefined);
  if (opened === null && ready) setOpened({ booking: booking.data, si: hasSi ? si.data : undefined });

  if (opened) {
    if (opened.booking.carrierBookingReference !== bookingNumber || row.data?.items.length === 0) {
      return (
        <p>
          {t('not-confirmed', { bookingNumber })}{' '}
          <Link to={paths.shipmentDetail.href(bookingNumber)}>{t('to-booking')}</Link>
        </p>
      );
    }
    if (opened.si?.shippingInstructionsStatus === 'COMPLETED') {
      return (
        <p>
          {t('issued')} <Link to={paths.siDetails.href(bookingNumber)}>{t('to-si')}</Link>
        </p>
      );
    }
    return <SiFormEditor userId={userId} booking={opened.booking} bookingNumber={bookingNumber} si={opened.si} />;
  }
  if (booking.isError || row.isError || si.isError) {
    const notFound = booking.error instanceof ApiError && booking.error.status === 404;
    return notFound ? (
      <p>{t('not-found', { bookingNumber })}</p>
    ) : (
      <QueryErrorFallback
        message={t('load-error')}
        retrying={booking.isFetching || row.isFetching || si.isFetching}
        onRetry={() => {
          void booking.refetch();
          void row.refetch();
          if (hasSi) void si.refetch();
        }}
      />
    );
  }
  return <Spinner label={t('loading')} />;
}

function SiFormEditor({
  userId,
  booking,
  bookingNumber,
  si,
}: {
  userId: string;
  booking: Booking;
  bookingNumber: string;
  si: ShippingInstructions | undefined;
}) {
  const { t } = useTranslation(['si-form', 'booking-domain', 'ui', 'documentation']);
  const navigate = useNavigate();
  const draftKey = siFormDraftKey(bookingNumber);
  const isAmendment = si !== undefined;
  const euBound = isEuBoundBooking(booking);
  const [initial] = useState(() => (si ? siFormValuesOf(si) : siFormValuesOfBooking(booking, bookingNumber)));
  const [restored] = useState<SiFormDraft | null>(() => {
    const draft = readDraft(draftKey, siFormDraftSchema);
    return draft && draft.isAmendment === isAmendment ? draft : null;
  });
  const methods = useForm<SiFormValues>({
    resolver: zodResolver(siFormSchema) as never,
    defaultValues: restored?.values ?? initial,
    // Checked on submit only: with hundreds of container rows a whole-form check per keystroke or blur is too slow,
    // and a message vanishing on blur moved the submit button away from under the pointer between press and release.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, getValues, setError, setFocus, subscribe, control } = methods;
  const keyRef = useRef<string | null>(restored?.idempotencyKey ?? null);
  const inFlight = useRef(false);
  const submit = useSubmitShippingInstructions(userId);
  const amend = useAmendShippingInstructions(userId);
  const [changes, setChanges] = useState<SiChange[] | null>(null);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const [isToOrder, filedBy] = useWatch({ control, name: ['isToOrder', 'ics2FiledBy'] });
  const [now] = useState(() => new Date());

  // Nothing typed is lost: every change goes to the per-user draft with the key of a submit on its way.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => {
          writeDraft(draftKey, { values: getValues(), idempotencyKey: keyRef.current, isAmendment });
        },
      }),
    [subscribe, getValues, draftKey, isAmendment],
  );

  useEffect(() => {
    if (done) void navigate(paths.siDetails.href(bookingNumber));
  }, [done, navigate, bookingNumber]);

  const errorOf = (name: Path<SiFormValues>): string | undefined => {
    const node = name.split('.').reduce<unknown>((current, step) => {
      if (typeof current !== 'object' || current === null) return undefined;
      return (current as Record<string, unknown>)[step];
    }, formState.errors) as { message?: string } | undefined;
    return fieldMessage(t, node?.message);
  };

  const send = (values: SiFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailed(false);
    keyRef.current ??= crypto.randomUUID();
    const idempotencyKey = keyRef.current;
    writeDraft(draftKey, { values, idempotencyKey, isAmendment });
    const request = toShippingInstructionsRequest(values, euBound);
    const options = {
      onSuccess: () => {
        clearDraft(draftKey);
        toast.show({
          type: 'success' as const,
          title: t(isAmendment ? 'amended' : 'submitted', { bookingNumber }),
        });
        setDone(true);
      },
      onError: (error: unknown) => {
        const fieldErrors = toFormFieldErrors(error);
        if (fieldErrors.length === 0) setFailed(true);
        let first: string | null = null;
        for (const fieldError of fieldErrors) {
          const name = formPathOf(fieldError.name);
          if (!name) continue;
          setError(name, { type: 'server', message: fieldError.message });
          first ??= name;
        }
        if (first) setFocus(first as Path<SiFormValues>);
        else setFailed(true);
        // A refused request created nothing: the next press is a new request.
        if (error instanceof ApiError && error.status < 500) keyRef.current = null;
      },
      onSettled: () => {
        inFlight.current = false;
      },
    };
    if (si) {
      amend.mutate({ reference: si.shippingInstructionsReference, request, idempotencyKey }, options);
    } else {
      submit.mutate({ request, idempotencyKey }, options);
    }
  };

  const onValid = (values: SiFormValues) => {
    if (isAmendment) {
      setChanges(siDiff(initial, values));
      return;
    }
    send(values);
  };

  const party = (prefix: 'shipper' | 'consignee' | 'endorsee' | 'notifyParty', requiredName: boolean) => {
    const field = (name: keyof SiPartyValues, label: string, autoComplete = 'off') => (
      <TextField
        label={label}
        required={name === 'partyName' && requiredName}
        autoComplete={autoComplete}
        error={errorOf(`${prefix}.${name}`)}
        {...register(`${prefix}.${name}`)}
      />
    );
    return (
      <fieldset className={styles.party}>
        <legend>{t(`parties.${prefix}`)}</legend>
        <SiPartyName prefix={prefix} required={requiredName} error={errorOf(`${prefix}.partyName`)} />
        {field('street', t('fields.party.street'))}
        <div className={styles.row}>
          {field('city', t('fields.party.city'))}
          {field('postCode', t('fields.party.postCode'))}
          {field('countryCode', t('fields.party.countryCode'))}
        </div>
        <div className={styles.row}>
          {field('contactName', t('fields.party.contactName'))}
          {field('phone', t('fields.party.phone'))}
          {field('email', t('fields.party.email'))}
        </div>
      </fieldset>
    );
  };

  const pending = submit.isPending || amend.isPending;
  const shownValue = (value: string) =>
    value === 'yes' ? t('diff.yes') : value === 'no' ? t('diff.no') : value === '' ? '—' : value;
  const late = Date.parse(si?.dueDateTime ?? dueOf(booking) ?? '') <= now.getTime();
  const due = si?.dueDateTime ?? dueOf(booking);

  return (
    <FormProvider {...methods}>
      <LeaveGuard when={(formState.isDirty || restored !== null) && !done} />
      {due ? (
        <p role="status" className={late ? styles.dueLate : styles.due}>
          {t('due', { due: formatLocalDateTime(due) })} ({formatTimeLeft(t, due, now)})
          {late ? ` ${t('late-accepted')}` : ''}
        </p>
      ) : null}
      {isAmendment ? <p>{t('amendment-intro')}</p> : null}
      {restored ? <p>{t('draft-restored')}</p> : null}
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <fieldset className={styles.section}>
          <legend>{t('sections.document')}</legend>
          <div className={styles.row}>
            <NativeSelect
              label={t('fields.transportDocumentTypeCode')}
              options={[
                { value: 'BOL', label: t('document.BOL') },
                { value: 'SWB', label: t('document.SWB') },
              ]}
              {...register('transportDocumentTypeCode')}
            />
            <NativeSelect
              label={t('fields.freightPaymentTermCode')}
              options={[
                { value: 'PRE', label: t('document.PRE') },
                { value: 'COL', label: t('document.COL') },
              ]}
              {...register('freightPaymentTermCode')}
            />
            <TextField
              label={t('fields.numberOfOriginalsWithCharges')}
              inputMode="numeric"
              error={errorOf('numberOfOriginalsWithCharges')}
              {...register('numberOfOriginalsWithCharges')}
            />
            <TextField
              label={t('fields.numberOfCopiesWithoutCharges')}
              inputMode="numeric"
              error={errorOf('numberOfCopiesWithoutCharges')}
              {...register('numberOfCopiesWithoutCharges')}
            />
          </div>
          <label className={styles.check}>
            <input type="checkbox" {...register('isToOrder')} /> {t('fields.isToOrder')}
          </label>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('sections.parties')}</legend>
          {party('shipper', true)}
          {isToOrder ? party('endorsee', false) : party('consignee', true)}
          {party('notifyParty', false)}
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('sections.contact')}</legend>
          <div className={styles.row}>
            <TextField
              label={t('fields.contactName')}
              required
              error={errorOf('contactName')}
              autoComplete="name"
              {...register('contactName')}
            />
            <TextField
              label={t('fields.contactEmail')}
              required
              type="email"
              error={errorOf('contactEmail')}
              autoComplete="email"
              {...register('contactEmail')}
            />
            <TextField
              label={t('fields.contactPhone')}
              type="tel"
              autoComplete="tel"
              error={errorOf('contactPhone')}
              {...register('contactPhone')}
            />
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{t('sections.cargo')}</legend>
          <TextArea
            label={t('fields.descriptionOfGoods')}
            required
            error={errorOf('descriptionOfGoods')}
            {...register('descriptionOfGoods')}
          />
          <TextField
            label={t('fields.hsCodes')}
            required
            description={t('hints.hs')}
            error={errorOf('hsCodes')}
            {...register('hsCodes')}
          />
          <TextArea
            label={t('fields.shippingMarks')}
            required
            error={errorOf('shippingMarks')}
            {...register('shippingMarks')}
          />
          <TextField
            label={t('fields.cargoGrossWeightTotalKg')}
            required
            inputMode="decimal"
            description={t('hints.weight-total')}
            error={errorOf('cargoGrossWeightTotalKg')}
            {...register('cargoGrossWeightTotalKg')}
          />
        </fieldset>

        <SiContainersSection />

        {euBound ? (
          <fieldset className={styles.section}>
            <legend>{t('sections.ics2')}</legend>
            <p>{t('hints.ics2')}</p>
            <NativeSelect
              label={t('fields.ics2FiledBy')}
              options={[
                { value: 'CARRIER', label: t('ics2.CARRIER') },
                { value: 'SHIPPER', label: t('ics2.SHIPPER') },
              ]}
              {...register('ics2FiledBy')}
            />
            {filedBy === 'SHIPPER' ? (
              <TextField
                label={t('fields.ics2SelfFilerCode')}
                required
                error={errorOf('ics2SelfFilerCode')}
                {...register('ics2SelfFilerCode')}
              />
            ) : null}
          </fieldset>
        ) : null}

        <HouseBlSection />

        {failed ? (
          <p role="alert" className={styles.formError}>
            {t('failed')}
          </p>
        ) : null}
        {Object.keys(formState.errors).length > 0 ? (
          <p role="alert" className={styles.formError}>
            {t('fix-fields')}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="submit" className="button button-primary" disabled={pending} aria-disabled={pending}>
            {pending ? t('sending') : isAmendment ? t('review-amendment') : t('submit')}
          </button>
          <Link to={si ? paths.siDetails.href(bookingNumber) : paths.shipmentDetail.href(bookingNumber)}>
            {t('cancel')}
          </Link>
        </div>
      </form>
      <Dialog
        open={changes !== null}
        onOpenChange={(open) => {
          if (!open) setChanges(null);
        }}
        title={t('diff.title')}
        description={changes?.length ? t('diff.description', { count: changes.length }) : t('diff.none')}
        footer={
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                setChanges(null);
              }}
            >
              {t('diff.back')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={!changes?.length || pending}
              onClick={() => {
                setChanges(null);
                send(getValues());
              }}
            >
              {t('diff.send')}
            </button>
          </>
        }
      >
        {changes?.length ? (
          <table className={styles.diff}>
            <thead>
              <tr>
                <th scope="col">{t('diff.field')}</th>
                <th scope="col">{t('diff.before')}</th>
                <th scope="col">{t('diff.after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={`${change.field}-${change.container ?? ''}`}>
                  <th scope="row">
                    {t(change.field)}
                    {change.container ? ` (${change.container})` : ''}
                  </th>
                  <td>{shownValue(change.before)}</td>
                  <td>{shownValue(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Dialog>
    </FormProvider>
  );
}

/** The booking's DCO (SI due), ISO 8601 with the POL's offset. */
function dueOf(booking: Booking): string | undefined {
  return booking.shipmentCutOffTimes?.find((cutOff) => cutOff.cutOffDateTimeCode === 'DCO')?.cutOffDateTime;
}

/** The form field of a server error's path (DCSA paths of the request -> the form's fields), or null. */
function formPathOf(name: string): Path<SiFormValues> | null {
  const parts = name.split('.');
  const index = parts[1];
  if (parts[0] === 'utilizedTransportEquipments' && index !== undefined) {
    if (parts.includes('equipmentReference')) return `containers.${Number(index)}.containerNumber`;
    if (parts.includes('seals')) return `containers.${Number(index)}.sealNumber`;
    if (parts.includes('cargoGrossWeight')) return `containers.${Number(index)}.cargoGrossWeightKg`;
    if (parts.includes('tareWeight')) return `containers.${Number(index)}.tareWeightKg`;
  }
  if (parts[0] === 'consignmentItems') {
    if (parts.includes('HSCodes')) return 'hsCodes';
    if (parts.includes('descriptionOfGoods')) return 'descriptionOfGoods';
    if (parts.includes('shippingMarks')) return 'shippingMarks';
  }
  if (parts[0] === 'documentParties' && parts[1] === 'consignee') return 'consignee.partyName';
  if (parts[0] === 'advanceManifestFilings') return 'ics2FiledBy';
  return null;
}
