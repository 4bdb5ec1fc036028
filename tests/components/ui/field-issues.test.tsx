import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { FieldGroup } from '@/components/ui/field-group';
import { decodeIssues, encodeIssues } from '@/components/ui/field-issue';
import { TextField } from '@/components/ui/text-field';
import { z } from '@/config/zod';

import { renderWithProviders } from '../../render';

// The one way a form's zod issue becomes text: the field primitive translates the issue's message as an i18n key.
const schema = z.object({
  firstName: z.string().trim().min(1, 'required'),
  lastName: z.string().regex(/^[A-Z]/, 'no-such-code'),
});

function NameForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: 'x' },
  });
  const issueText = { ns: 'profile', prefix: 'errors.' };
  return (
    <form onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <TextField label="First name" error={errors.firstName} issueText={issueText} {...register('firstName')} />
      <TextField label="Last name" error={errors.lastName} issueText={issueText} {...register('lastName')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('Field with a validation issue', () => {
  it('shows the translated message of the issue, linked to the control, and a generic one for an unknown key', async () => {
    const { user } = renderWithProviders(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const firstName = await screen.findByRole('textbox', { name: /^First name/ });
    await waitFor(() => {
      expect(firstName).toHaveAttribute('aria-invalid', 'true');
    });
    expect(firstName).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveAccessibleDescription('Check this value.');
  });
});

// Several problems of one field (e-mail recipients: every bad address at once) travel as one encoded message.
const recipientsSchema = z.object({
  recipients: z.string().superRefine((value, ctx) => {
    const bad = value.split(/[\s,;]+/).filter((address) => address && !address.includes('@'));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: encodeIssues(bad.map((address) => ({ key: 'email-error-format', values: { value: address } }))),
      });
    }
  }),
  rating: z.string().min(1, 'required'),
});

function RecipientsForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof recipientsSchema>>({
    resolver: zodResolver(recipientsSchema),
    defaultValues: { recipients: 'anna@example.com bob carol', rating: '' },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <TextField
        label="Recipients"
        error={errors.recipients}
        issueText={{ ns: 'common' }}
        {...register('recipients')}
      />
      <FieldGroup
        legend="How was it?"
        required
        requiredLabel="required"
        error={errors.rating}
        issueText={{ ns: 'survey', prefix: 'errors.' }}
      >
        <label>
          <input type="radio" value="Y" {...register('rating')} /> Yes
        </label>
        <label>
          <input type="radio" value="N" {...register('rating')} /> No
        </label>
      </FieldGroup>
      <button type="submit">Send</button>
    </form>
  );
}

describe('Field with several problems, and a group of choices', () => {
  it('translates every part with its own values, in order', async () => {
    const { user } = renderWithProviders(<RecipientsForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Recipients/ })).toHaveAccessibleDescription(
        '“bob” is not a valid e-mail address (name@example.com). “carol” is not a valid e-mail address (name@example.com).',
      );
    });
  });

  it('links the group’s translated message to the fieldset', async () => {
    const { user } = renderWithProviders(<RecipientsForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const group = await screen.findByRole('group', { name: /How was it\?/ });
    await waitFor(() => {
      expect(group).toHaveAttribute('aria-invalid', 'true');
    });
    expect(group).toHaveAccessibleDescription('Answer this question.');
  });

  it('reads a malformed list as an unknown key', () => {
    expect(decodeIssues('issues:[1,2]')).toEqual([{ key: 'issues:[1,2]' }]);
    expect(decodeIssues('plain-key')).toEqual([{ key: 'plain-key' }]);
  });
});
