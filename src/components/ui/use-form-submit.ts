import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';

import { ApiError } from '@/lib/api-error';
import { toFormFieldErrors } from '@/lib/api-field-errors';

/**
 * What {@link useFormSubmit} needs of a TanStack Query mutation (`useMutation`'s result). `isPaused` is true while the
 * browser is offline and the request waits to be sent (networkMode "online", lib/query-client.ts).
 */
export interface SubmitMutation<TData, TVariables> {
  mutate: (
    variables: TVariables,
    callbacks: {
      onSuccess: (data: TData) => void;
      onError: (error: unknown) => void;
      onSettled: () => void;
    },
  ) => void;
  isPending: boolean;
  isPaused: boolean;
}

/**
 * Options of {@link useFormSubmit}.
 * - `form`: react-hook-form's `setError` and `setFocus` (server field errors land on the fields, focus on the first).
 * - `mutation`: the create or update call; `variables` builds one call from what the form submitted and the key.
 * - `initialKey`: the Idempotency-Key of a press a saved draft remembers (reload or session timeout while sending).
 * - `onKey`: called with the key right before the request leaves, and with null once the key is dropped: save it in the
 *   draft so a retry after a reload sends the same key.
 * - `fieldName`: the form path of a server field name (react-hook-form dotted, from the error's JSONPath); null leaves
 *   the error to the form's general message. Default: the name itself.
 * - `fieldMessage`: what the form stores as the field's message (e.g. an issue code its field primitive translates).
 * - `onError`: sees every error first; returns true when it handled it (no field mapping, no general failure).
 */
export interface FormSubmitOptions<TValues extends FieldValues, TSubmitted, TData, TVariables> {
  form: { setError: UseFormSetError<TValues>; setFocus: UseFormSetFocus<TValues> };
  mutation: SubmitMutation<TData, TVariables>;
  variables: (submitted: TSubmitted, idempotencyKey: string) => TVariables;
  initialKey?: string | null;
  onKey?: (key: string | null, submitted: TSubmitted | null) => void;
  fieldName?: (serverName: string) => Path<TValues> | null;
  fieldMessage?: (serverMessage: string) => string;
  onSuccess?: (data: TData, submitted: TSubmitted) => void;
  onError?: (error: unknown) => boolean | undefined;
}

/**
 * What {@link useFormSubmit} gives the form.
 * - `submit(values)`: sends once; a second call while one is on its way does nothing.
 * - `pending`: a request is on its way (also while it waits for the network).
 * - `waitingForNetwork`: the browser is offline; the request leaves, once, when the connection is back.
 * - `failed`: the last request failed with nothing the fields could show (the form says so at the top).
 * - `newRequest()`: forget the key, so the next press is a new request (the user changed what the request means, or
 *   wants the same thing made once more).
 */
export interface FormSubmit<TSubmitted> {
  submit: (submitted: TSubmitted) => void;
  pending: boolean;
  waitingForNetwork: boolean;
  failed: boolean;
  newRequest: () => void;
}

/**
 * What identifies a submission for {@link useFormSubmit}: its values as JSON, a file by its name, size, type and time
 * (a File serialises to `{}` otherwise).
 */
function signatureOf(submitted: unknown): string {
  return JSON.stringify(submitted, (_key, value: unknown) =>
    value instanceof File
      ? { file: value.name, size: value.size, type: value.type, lastModified: value.lastModified }
      : value,
  );
}

/**
 * The one submit of every form that creates or changes something (docs/requirements.md "Forms"): an Idempotency-Key
 * per draft, kept from the first press until the result exists, so a retry after a timeout, a 5xx or a lost
 * connection creates nothing twice; an in-flight guard; the server's field errors (400 `errors[].jsonPath`) placed on
 * their fields with focus on the first. A refusal (4xx) created nothing, so the next press gets a new key; a network
 * error, a timeout or a 5xx may have created it, so the key stays. Once the result exists, the same submission pressed
 * again keeps its key too: the second press of a double click can land after the answer, while the page is still on
 * its way to the result (a route chunk loading on a slow device), and the server then answers with what it created
 * instead of creating it again. Changed values are a new request with a new key.
 */
export function useFormSubmit<TValues extends FieldValues, TSubmitted, TData, TVariables>(
  options: FormSubmitOptions<TValues, TSubmitted, TData, TVariables>,
): FormSubmit<TSubmitted> {
  const { form, mutation, initialKey = null } = options;
  const keyRef = useRef<string | null>(initialKey);
  const inFlight = useRef(false);
  /** The signature of the submission whose result exists (its key kept), or null. */
  const succeeded = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest options for callbacks that run after the render (callbacks are usually inline closures).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const placeFieldErrors = (error: unknown): boolean => {
    const { fieldName = (name: string) => name as Path<TValues>, fieldMessage = (message: string) => message } =
      latest.current;
    let first: Path<TValues> | null = null;
    for (const fieldError of toFormFieldErrors(error)) {
      const name = fieldName(fieldError.name);
      if (name === null) continue;
      form.setError(name, { type: 'server', message: fieldMessage(fieldError.message) });
      first ??= name;
    }
    if (first !== null) form.setFocus(first);
    return first !== null;
  };

  const submit = (submitted: TSubmitted) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailed(false);
    const signature = signatureOf(submitted);
    if (succeeded.current !== null && succeeded.current !== signature) keyRef.current = null;
    succeeded.current = null;
    keyRef.current ??= crypto.randomUUID();
    const idempotencyKey = keyRef.current;
    latest.current.onKey?.(idempotencyKey, submitted);
    mutation.mutate(latest.current.variables(submitted, idempotencyKey), {
      onSuccess: (data) => {
        succeeded.current = signature;
        latest.current.onSuccess?.(data, submitted);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          keyRef.current = null;
          latest.current.onKey?.(null, submitted);
        }
        if (latest.current.onError?.(error) === true) return;
        setFailed(!placeFieldErrors(error));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return {
    submit,
    pending: mutation.isPending,
    waitingForNetwork: mutation.isPending && mutation.isPaused,
    failed: failed && !mutation.isPending,
    newRequest: () => {
      keyRef.current = null;
      succeeded.current = null;
      setFailed(false);
    },
  };
}
