import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FormDialog, FormDialogFieldError } from '@/components/ui/form-dialog';
import { z } from '@/config/zod';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

// Issue messages are keys of the profile namespace's `errors` ("required" -> "This field is required.").
const templateSchema = z.object({
  name: z.string().trim().min(1, 'required').max(50, 'too-long'),
});
type TemplateValues = z.infer<typeof templateSchema>;

const REQUIRED = 'This field is required.';
const TOO_LONG = 'Use at most 50 characters.';
const OFFLINE = 'The connection is lost. Your request will be sent, once, as soon as it is back.';

afterEach(() => {
  onlineManager.setOnline(true);
});

function NameTemplate({ onSave }: { onSave: (values: TemplateValues) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Save as template
      </button>
      <FormDialog<TemplateValues>
        open={open}
        onOpenChange={setOpen}
        title="Name the template"
        fields={[{ name: 'name', label: 'Template name', required: true, maxLength: 50 }]}
        schema={templateSchema}
        defaultValues={{ name: '' }}
        issueText={{ ns: 'profile', prefix: 'errors.' }}
        submitLabel="Save"
        cancelLabel="Cancel"
        failedMessage={failed ? 'The template could not be saved.' : null}
        onSubmit={async (values) => {
          setFailed(false);
          try {
            return await onSave(values);
          } catch (error) {
            if (!(error instanceof FormDialogFieldError)) setFailed(true);
            throw error;
          }
        }}
      />
    </>
  );
}

async function openDialog(onSave: (values: TemplateValues) => Promise<unknown>) {
  const view = renderWithProviders(<NameTemplate onSave={onSave} />);
  await view.user.click(screen.getByRole('button', { name: 'Save as template' }));
  const dialog = await screen.findByRole('dialog', { name: 'Name the template' });
  const name = within(dialog).getByRole('textbox', { name: /^Template name/ });
  return { ...view, dialog, name };
}

describe('FormDialog', () => {
  it('says at the field that the name is required, focuses it, and sends nothing', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user, dialog, name } = await openDialog(onSave);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(REQUIRED);
    });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    expect(onSave).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('submits with Enter and closes once saved', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user, name } = await openDialog(onSave);

    await user.type(name, 'Busan to Rotterdam weekly{Enter}');

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ name: 'Busan to Rotterdam weekly' });
  });

  it('stays open with what was typed when saving fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('503')));
    const { user, dialog, name } = await openDialog(onSave);

    await user.type(name, 'Busan to Rotterdam weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The template could not be saved.');
    expect(screen.getByRole('dialog', { name: 'Name the template' })).toBeInTheDocument();
    expect(name).toHaveValue('Busan to Rotterdam weekly');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('puts a FormDialogFieldError at its field and focuses it', async () => {
    const onSave = vi.fn(() => Promise.reject(new FormDialogFieldError('name', 'too-long')));
    const { user, dialog, name } = await openDialog(onSave);

    await user.type(name, 'Busan to Rotterdam weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(TOO_LONG);
    });
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    expect(name).toHaveValue('Busan to Rotterdam weekly');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says the connection is lost while the save waits for the network, and closes once it is back', async () => {
    let release = () => {};
    // What a paused mutation does: its promise settles only once the connection is back.
    const onSave = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const { user, dialog, name } = await openDialog(onSave);
    act(() => {
      onlineManager.setOnline(false);
    });

    await user.type(name, 'Busan to Rotterdam weekly{Enter}');

    await waitFor(() => {
      expect(within(dialog).getByRole('status')).toHaveTextContent(OFFLINE);
    });
    expect(await axeViolations()).toEqual([]);
    act(() => {
      onlineManager.setOnline(true);
    });
    release();

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
