import { useEffect, useRef, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';

import { useFormSubmit } from '@/components/ui/use-form-submit';
import type { CreateBooking } from '@/domain/booking/booking-contract';
import { useCreateBooking } from '@/domain/booking/use-create-booking';
import { useBookingDraft } from '@/features/booking/hooks/use-booking-draft';
import type { BookingQuote } from '@/features/booking/hooks/use-booking-quote';
import { issueCode, toFormPath } from '@/features/booking/utils/booking-form-issues';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';
import { QUOTE_MISMATCH, quoteRefusal } from '@/features/booking/utils/quote-refusal';
import { ApiError } from '@/lib/api-error';

/** What {@link useBookingRequestSubmit} needs: the form, the user, where the draft came from and the quote state. */
export interface BookingRequestSubmitOptions {
  methods: UseFormReturn<BookingFormValues, unknown, CreateBooking>;
  userId: string;
  /** The Idempotency-Key of a press the draft remembers (a reload while sending). */
  initialKey: string | null;
  copyFrom: string | null;
  quoteReference: string | null;
  quote: BookingQuote;
}

/**
 * A server error's field name ('requestedEquipments.0.commodities.0.HSCodes.0') as the form's field, or null; `sent` is
 * the request refused (a Door place's address is told by its index among the shipment locations sent).
 */
function formFieldOf(serverName: string, sent: CreateBooking | null): Path<BookingFormValues> | null {
  const path = serverName.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  const name = toFormPath(path, sent ?? undefined);
  return name === 'root' ? null : (name as Path<BookingFormValues>);
}

/**
 * The booking request's submit on the form kit (useFormSubmit): the Idempotency-Key goes into the per-user draft
 * before the request leaves and with every change (a reload or a retry sends the same key), a quote refused by the
 * carrier is said at the top (not at a field), and "book without the quote" starts a new request. `created` is the
 * new booking's reference once the carrier has it.
 */
export function useBookingRequestSubmit({
  methods,
  userId,
  initialKey,
  copyFrom,
  quoteReference,
  quote,
}: BookingRequestSubmitOptions) {
  const { getValues, setValue, subscribe } = methods;
  const draft = useBookingDraft(userId);
  const mutation = useCreateBooking(userId);
  const [created, setCreated] = useState<string | null>(null);
  // The key the draft stores: the kit's, mirrored through onKey (the draft writer is a subscription outliving renders).
  const keyRef = useRef<string | null>(initialKey);
  const sentRef = useRef<CreateBooking | null>(null);
  const draftQuoteRef = useRef({ quote: quoteReference, withoutQuote: quote.withoutQuote });
  useEffect(() => {
    draftQuoteRef.current = { quote: quoteReference, withoutQuote: quote.withoutQuote };
  }, [quoteReference, quote.withoutQuote]);
  const saveNow = (idempotencyKey: string | null) => {
    draft.saveNow({ values: getValues(), idempotencyKey, copyFrom, ...draftQuoteRef.current });
  };

  // Nothing typed is lost: every change goes to the per-user draft (debounced), with the Idempotency-Key of a press.
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: () => {
        draft.save({ values: getValues(), idempotencyKey: keyRef.current, copyFrom, ...draftQuoteRef.current });
      },
    });
  }, [subscribe, getValues, draft, copyFrom]);

  const submitter = useFormSubmit({
    form: methods,
    mutation,
    initialKey,
    variables: (request: CreateBooking, idempotencyKey) => ({ request, idempotencyKey }),
    onKey: (key, submitted) => {
      keyRef.current = key;
      sentRef.current = submitted;
      saveNow(key);
    },
    fieldName: (serverName) => formFieldOf(serverName, sentRef.current),
    fieldMessage: (message) => issueCode({ code: 'custom', message }),
    onSuccess: ({ carrierBookingRequestReference }) => {
      draft.clear();
      setCreated(carrierBookingRequestReference);
    },
    onError: (error) => {
      const refusal = quoteRefusal(error);
      if (refusal === null) {
        quote.setMismatch(error instanceof ApiError && error.code === QUOTE_MISMATCH);
        return false;
      }
      // The quote changed on the carrier's side: say so at the top, and read it again (a booked quote names its
      // booking). The refused request created nothing: the kit drops its key.
      quote.setConflict(refusal);
      if (refusal === 'not-found') setValue('contractQuotationReference', '', { shouldDirty: true });
      else void quote.quoteQuery.refetch();
      return true;
    },
  });

  const bookWithoutQuote = () => {
    // A normal WEB booking from here on: the quote's reference goes (its price no longer applies), everything else
    // stays; a new request gets a new Idempotency-Key.
    draftQuoteRef.current = { quote: quoteReference, withoutQuote: true };
    submitter.newRequest();
    keyRef.current = null;
    quote.setWithoutQuote(true);
    quote.setConflict(null);
    quote.setMismatch(false);
    mutation.reset();
    setValue('contractQuotationReference', '', { shouldDirty: true });
    saveNow(null);
  };

  return { submitter, created, bookWithoutQuote };
}
