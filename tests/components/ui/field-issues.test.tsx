import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

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
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveAccessibleDescription('Check this value.');
  });
});
