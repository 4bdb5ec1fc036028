import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { SubjectAlertDialog } from '@/components/ui/subject-alert-dialog';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

/*
 * An alert dialog about one thing (the address-book entry to delete): open while the page holds a subject, its texts
 * and actions given that subject, closed (subject back to null) by its buttons or Escape.
 */

interface Entry {
  id: string;
  companyName: string;
}

const ENTRIES: Entry[] = [
  { id: 'a', companyName: 'Hanil Electronics' },
  { id: 'b', companyName: 'Hansa Spedition' },
];

function Entries({ onDelete, onKeep }: { onDelete: (entry: Entry) => void; onKeep?: (entry: Entry) => void }) {
  const [deleting, setDeleting] = useState<Entry | null>(null);
  return (
    <>
      {ENTRIES.map((entry) => (
        <button
          key={entry.id}
          type="button"
          onClick={() => {
            setDeleting(entry);
          }}
        >
          {`Delete ${entry.companyName}`}
        </button>
      ))}
      <p>{`Asking about: ${deleting?.id ?? 'nothing'}`}</p>
      <SubjectAlertDialog
        subject={deleting}
        onDismiss={() => {
          setDeleting(null);
        }}
        title={() => 'Delete this entry?'}
        description={(entry) => `${entry.companyName} leaves your address book.`}
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={onDelete}
        {...(onKeep ? { onCancel: onKeep } : {})}
      />
    </>
  );
}

describe('SubjectAlertDialog', () => {
  it('asks about the entry chosen, and Delete acts on that entry and closes', async () => {
    const onDelete = vi.fn();
    const { user } = renderWithProviders(<Entries onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete Hansa Spedition' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    expect(dialog).toHaveAccessibleDescription('Hansa Spedition leaves your address book.');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(ENTRIES[1], expect.anything());
    expect(await screen.findByText('Asking about: nothing')).toBeInTheDocument();
    await vi.waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  it('Keep runs the cancel action on the subject; Escape only closes', async () => {
    const onDelete = vi.fn();
    const onKeep = vi.fn();
    const { user } = renderWithProviders(<Entries onDelete={onDelete} onKeep={onKeep} />);
    await user.click(screen.getByRole('button', { name: 'Delete Hanil Electronics' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep' }));
    expect(onKeep).toHaveBeenCalledWith(ENTRIES[0]);
    expect(await screen.findByText('Asking about: nothing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Hanil Electronics' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Asking about: nothing')).toBeInTheDocument();
    expect(onKeep).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
  });
});
