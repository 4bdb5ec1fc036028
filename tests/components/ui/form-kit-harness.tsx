// A party form built the way every submitting form is (react-hook-form, a TanStack mutation through the API client,
// the form kit), so the kit's tests show what a user of such a form sees.
import { useMutation } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { TextField } from '@/components/ui/text-field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { apiClient } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';

const PARTIES_PATH = 'v1/test/parties';

interface PartyValues {
  name: string;
}

interface CreateParty {
  values: PartyValues;
  idempotencyKey: string;
}

interface CreatedParty {
  partyId: string;
}

async function createParty({ values, idempotencyKey }: CreateParty): Promise<CreatedParty> {
  const { data } = await apiClient.post<CreatedParty>(PARTIES_PATH, values, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    public: true,
  });
  return data;
}

/** The party form: one "Company name" field, "Save party" (busy: "Saving…"), and "Saved as <id>" once created. */
export function PartyForm() {
  const form = useForm<PartyValues>({ defaultValues: { name: 'Busan Trading' } });
  const [saved, setSaved] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: createParty, meta: { errorHandling: 'custom' } });
  const submitter = useFormSubmit<PartyValues, PartyValues, CreatedParty, CreateParty>({
    form,
    mutation,
    variables: (values, idempotencyKey) => ({ values, idempotencyKey }),
    onSuccess: (data) => {
      setSaved(data.partyId);
    },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submitter.submit)(event)}>
      <TextField
        label="Company name"
        error={form.getFieldState('name', form.formState).error?.message}
        {...form.register('name')}
      />
      <Button type="submit" variant="primary" busy={submitter.pending} busyLabel="Saving…">
        Save party
      </Button>
      <FormSubmitStatus submitter={submitter} />
      {saved ? <p>Saved as {saved}</p> : null}
    </form>
  );
}

/**
 * Answers POST of the party form with `answer(n)` for the n-th request (1-based) and returns the Idempotency-Key of
 * every request received, in order (null when a request had none).
 */
export function partiesEndpoint(answer: (attempt: number) => Response | Promise<Response>): (string | null)[] {
  const keys: (string | null)[] = [];
  server.use(
    http.post(apiUrl(PARTIES_PATH), async ({ request }) => {
      const body = (await request.json()) as Partial<PartyValues>;
      if (typeof body.name !== 'string') return HttpResponse.json({ message: 'name missing' }, { status: 422 });
      keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
      return answer(keys.length);
    }),
  );
  return keys;
}

/** The created answer of the party endpoint. */
export function created(): Response {
  return HttpResponse.json({ partyId: 'PTY-0001' }, { status: 201 });
}
