import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { Popover } from '@/components/ui/popover';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';
import { installResizeObserver } from './jsdom-polyfills';

beforeAll(() => {
  installResizeObserver();
});

function VgmHelp() {
  return (
    <main>
      <p>Verified gross mass</p>
      <Popover label="About VGM" trigger={<button type="button">What is VGM?</button>}>
        <p>The weight of the packed container, required by SOLAS before loading.</p>
        <a href="#vgm-rules">Read the SOLAS rules</a>
      </Popover>
      <button type="button">Outside</button>
    </main>
  );
}

describe('Popover', () => {
  it('toggles from its trigger and closes with Escape, returning focus', async () => {
    const { user } = renderWithProviders(<VgmHelp />);
    const trigger = screen.getByRole('button', { name: 'What is VGM?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'About VGM' });
    expect(popover).toHaveTextContent('required by SOLAS');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix hands focus back to the trigger after the content unmounts.
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });

    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a press outside and with its close button', async () => {
    const { user } = renderWithProviders(<VgmHelp />);
    await user.click(screen.getByRole('button', { name: 'What is VGM?' }));
    await user.click(screen.getByText('Verified gross mass'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'What is VGM?' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a scroll moves its trigger, not on its own content scrolling or a scroll that did not move it', async () => {
    const { user } = renderWithProviders(<VgmHelp />);
    const trigger = screen.getByRole('button', { name: 'What is VGM?' });
    let triggerTop = 120;
    vi.spyOn(trigger, 'getBoundingClientRect').mockImplementation(() => new DOMRect(16, triggerTop, 120, 44));
    await user.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'About VGM' });

    fireEvent.scroll(popover);
    expect(screen.getByRole('dialog', { name: 'About VGM' })).toBeInTheDocument();
    // A scroll event for a scroll made before the press (the trigger sits where it was when the popover opened).
    fireEvent.scroll(window);
    expect(screen.getByRole('dialog', { name: 'About VGM' })).toBeInTheDocument();

    triggerTop = 80;
    fireEvent.scroll(window);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
