import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { toastStore } from '@/components/ui/toast-store';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

/*
 * Asking before deleting one listed thing: the confirm button deletes the subject the dialog asks about, the dialog
 * closes, and a toast tells whether it worked.
 */

interface Entry {
  id: string;
  companyName: string;
}

const ENTRY: Entry = { id: 'a', companyName: 'Hanil Electronics' };

function Entries({ onDelete }: { onDelete: (entry: Entry) => Promise<unknown> }) {
  const [deleting, setDeleting] = useState<Entry | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDeleting(ENTRY);
        }}
      >
        {`Delete ${ENTRY.companyName}`}
      </button>
      <ConfirmDeleteDialog
        subject={deleting}
        onDismiss={() => {
          setDeleting(null);
        }}
        title={() => 'Delete this entry?'}
        description={(entry) => `${entry.companyName} leaves your address book.`}
        confirmLabel="Delete"
        cancelLabel="Keep"
        onDelete={onDelete}
        doneMessage={(entry) => `${entry.companyName} was deleted.`}
        failedMessage={(entry) => `${entry.companyName} could not be deleted.`}
      />
    </>
  );
}

async function confirmDelete(onDelete: (entry: Entry) => Promise<unknown>) {
  const { user } = renderWithProviders(<Entries onDelete={onDelete} />);
  await user.click(screen.getByRole('button', { name: 'Delete Hanil Electronics' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
  expect(dialog).toHaveAccessibleDescription('Hanil Electronics leaves your address book.');
  expect(await axeViolations()).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('ConfirmDeleteDialog', () => {
  afterEach(() => {
    toastStore.setState(toastStore.getInitialState(), true);
  });

  it('deletes the entry asked about, closes, and says it is deleted', async () => {
    const deleted: string[] = [];
    await confirmDelete((entry) => {
      deleted.push(entry.id);
      return Promise.resolve();
    });
    expect(await screen.findByText('Hanil Electronics was deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['a']);
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  it('says so when the deletion fails', async () => {
    await confirmDelete(() => Promise.reject(new Error('offline')));
    expect(await screen.findByText('Hanil Electronics could not be deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Hanil Electronics was deleted.')).not.toBeInTheDocument();
  });
});
