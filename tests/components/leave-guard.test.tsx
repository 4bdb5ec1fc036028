import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { LeaveGuard } from '@/components/leave-guard';

import { renderWithProviders } from '../render';

function Form({ pathOnly = false }: { pathOnly?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <LeaveGuard when={value !== ''} pathOnly={pathOnly} />
      <label>
        Note
        <input
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
        />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/form?step=2">Next step</Link>
    </>
  );
}

const routes = [{ path: '/elsewhere', element: <h1>Elsewhere page</h1> }];

describe('leave guard', () => {
  it('with pathOnly lets the page move between its query-string steps, and still guards leaving the path', async () => {
    const { user, router } = renderWithProviders(<Form pathOnly />, { route: '/form', routes });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
    await user.click(screen.getByRole('link', { name: 'Next step' }));
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).toBeInTheDocument();
  });

  it('without pathOnly asks before another query on the same path too', async () => {
    const { user, router } = renderWithProviders(<Form />, { route: '/form', routes });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
    await user.click(screen.getByRole('link', { name: 'Next step' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('lets the user leave freely without changes', async () => {
    const { user, router } = renderWithProviders(<Form />, { route: '/form', routes });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving with unsaved changes: cancel stays, confirm leaves', async () => {
    const { user, router } = renderWithProviders(<Form />, { route: '/form', routes });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveAccessibleDescription('You have unsaved changes, are you sure?');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('draft');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('restores the address when the back button is cancelled', async () => {
    const { user, router } = renderWithProviders(<Form />, { route: '/form', routes });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await router.navigate('/form');
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'x');
    await router.navigate(-1);
    expect(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/form');
  });

  it('arms the browser unload prompt only while there are changes', async () => {
    const { user } = renderWithProviders(<Form />, { route: '/form', routes });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
