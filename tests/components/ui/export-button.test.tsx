import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ExportButton, type ExportMutationState } from '@/components/ui/export-button';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

const LABELS = {
  button: 'Download (xlsx)',
  working: 'Preparing the file…',
  done: (fileName: string) => `Saved as ${fileName}.`,
  error: 'The file could not be made. Try again.',
};
const idle: ExportMutationState = { isPending: false, isError: false, isSuccess: false };

describe('ExportButton', () => {
  it('starts the export, stays busy while it runs, and names the saved file', async () => {
    const onExport = vi.fn();
    const { user, rerender } = renderWithProviders(
      <ExportButton mutation={idle} onExport={onExport} disabled={false} labels={LABELS} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Download (xlsx)' }));
    expect(onExport).toHaveBeenCalledTimes(1);

    rerender(
      <ExportButton mutation={{ ...idle, isPending: true }} onExport={onExport} disabled={false} labels={LABELS} />,
    );
    const busy = await screen.findByRole('button', { name: 'Preparing the file…' });
    await user.click(busy);
    expect(onExport).toHaveBeenCalledTimes(1);

    rerender(
      <ExportButton
        mutation={{ ...idle, isSuccess: true, data: 'invoices-2026-11-28.xlsx' }}
        onExport={onExport}
        disabled={false}
        labels={LABELS}
      />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as invoices-2026-11-28.xlsx.');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the export failed, and does nothing while there is nothing to export', async () => {
    const onExport = vi.fn();
    const { user } = renderWithProviders(
      <ExportButton mutation={{ ...idle, isError: true }} onExport={onExport} disabled labels={LABELS} />,
    );

    expect(await screen.findByRole('status')).toHaveTextContent('The file could not be made. Try again.');
    const button = screen.getByRole('button', { name: 'Download (xlsx)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onExport).not.toHaveBeenCalled();
  });
});
