import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { COUNTER_ANNOUNCE_DELAY_MS, TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';
import { useFakeTimersWithUser, useRealTimersAgain } from './fake-timers';

interface EmailForm {
  subject: string;
  message: string;
}

function EmailFields({ onSubmit }: { onSubmit: (values: EmailForm) => void }) {
  const { register, handleSubmit } = useForm<EmailForm>({
    defaultValues: { subject: 'Point to Point Schedule', message: 'Hello' },
  });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField label="Subject" required maxLength={200} {...register('subject')} />
      <TextArea label="Message" showCounter maxLength={20} description="Optional" {...register('message')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextField and TextArea', () => {
  it('work with react-hook-form register', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<EmailFields onSubmit={onSubmit} />);
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(subject).toHaveValue('Point to Point Schedule');
    expect(subject).toBeRequired();
    expect(message).toHaveValue('Hello');
    expect(screen.getByText('5/20')).toBeInTheDocument();

    await user.clear(subject);
    await user.type(subject, 'Busan to Rotterdam');
    await user.type(message, ' team');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledWith({ subject: 'Busan to Rotterdam', message: 'Hello team' }, expect.anything());
    expect(await axeViolations()).toEqual([]);
  });

  it('links an error with aria-describedby and aria-invalid', async () => {
    renderWithProviders(
      <>
        <TextField label="E-mail" error="Enter a valid e-mail address" description="We send the schedule here" />
        <TextArea label="Message" error="Message is too long" />
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address We send the schedule here');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is too long');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('TextArea options', () => {
  it('shows the required mark in the label, the error and the maximum length', async () => {
    renderWithProviders(
      <TextArea label="Special instructions" required maxLength={250} showCounter error="Enter the instructions" />,
    );
    const field = screen.getByRole('textbox', { name: 'Special instructions' });
    expect(screen.getByText('Special instructions', { selector: 'label' })).toHaveTextContent('Special instructions *');
    // The mark is visual only: the name stays the label, and "required" comes from the control.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('maxlength', '250');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter the instructions'));
    expect(screen.getByText('0/250')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no counter unless asked', () => {
    renderWithProviders(<TextArea label="Remarks" maxLength={250} />);
    expect(screen.queryByText('0/250')).not.toBeInTheDocument();
  });
});

describe('TextArea counter', () => {
  let user: UserEvent;
  beforeEach(() => {
    user = useFakeTimersWithUser();
  });
  afterEach(() => {
    useRealTimersAgain();
  });

  it('counts up to maxLength and announces the count after typing stops', async () => {
    renderWithProviders(<TextArea label="Remarks" showCounter maxLength={10} />);
    const remarks = screen.getByRole('textbox', { name: 'Remarks' });
    expect(screen.getByText('0/10')).toBeInTheDocument();

    await user.type(remarks, 'Reefer cargo');

    expect(remarks).toHaveValue('Reefer car');
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(remarks).toHaveAccessibleDescription('0 of 10 characters used');

    await user.keyboard('{Backspace}');
    expect(screen.getByText('9/10')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(remarks).toHaveAccessibleDescription('0 of 10 characters used');
    act(() => {
      vi.advanceTimersByTime(COUNTER_ANNOUNCE_DELAY_MS);
    });
    expect(remarks).toHaveAccessibleDescription('8 of 10 characters used');
  });
});
