import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ALERT_RULES_PATH } from '@/domain/alert/alert-contract';
import { sessionStore } from '@/domain/session/session-store';
import { AlertsPage } from '@/features/alerts/components/alerts-page';
import { logIn } from '@/services/session/session-auth';

import { alertOutboxOf, alertRulesOf } from '../../../mocks/alerts/alert-store';
import { createUser } from '../../../mocks/auth/accounts';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { installResizeObserver } from '../../components/ui/jsdom-polyfills';
import { renderWithProviders } from '../../render';

/*
 * The alerts page (docs/areas/alerts.md): the default rule listed, a new rule whose 11 recipients are refused at the
 * field, switching a rule off, deleting one, and the draft of an open dialog kept over a reload.
 */

const SLOW = { timeout: 10_000 };

async function logInNewUser(): Promise<string> {
  const account = createUser();
  await logIn({ userId: account.user.userId, password: account.password });
  return account.user.userId;
}

function renderPage() {
  return renderWithProviders(<AlertsPage />, {
    loginGuard: true,
    route: '/manage-shipment/alerts',
    routes: [{ path: '/login', element: <h1>Login page</h1> }],
  });
}

const addresses = (count: number) => Array.from({ length: count }, (_, index) => `person${String(index)}@example.com`);

// The form's switch (Radix) sizes its hidden input with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  installResizeObserver();
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('alerts page', () => {
  it('lists the default rule, refuses 11 recipients at the field and saves 10', async () => {
    const userId = await logInNewUser();
    const { user } = renderPage();
    const defaultRule = await screen.findByRole('listitem', { name: 'Vessel delay over 12 hours' }, SLOW);
    expect(defaultRule).toHaveTextContent('Delay over 12 hours');
    expect(defaultRule).toHaveTextContent('All my shipments');
    expect(within(defaultRule).getByRole('switch', { name: 'Active' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'New alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Free time ending');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Alert me when' }), 'FREE_TIME');
    const days = await within(dialog).findByRole('textbox', { name: /^Days before free time ends/ });
    await user.clear(days);
    await user.type(days, '2');
    const recipients = within(dialog).getByRole('textbox', { name: /^Also e-mail/ });
    await user.click(recipients);
    await user.paste(addresses(11).join(', '));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByText('Enter at most 10 e-mail addresses.')).toBeInTheDocument();
    expect(recipients).toHaveAttribute('aria-invalid', 'true');
    expect(alertRulesOf(userId)).toHaveLength(1);

    await user.clear(recipients);
    await user.click(recipients);
    await user.paste(addresses(10).join('\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    const saved = await screen.findByRole('listitem', { name: 'Free time ending' }, SLOW);
    expect(saved).toHaveTextContent('Free time ends within 2 days');
    expect(saved).toHaveTextContent('You and 10 more');
    expect(alertOutboxOf(userId)).toHaveLength(10);
  }, 60_000);

  it('names a bad address and a duplicate at the field', async () => {
    await logInNewUser();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New alert' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Departures');
    await user.click(within(dialog).getByRole('textbox', { name: /^Also e-mail/ }));
    await user.paste('a@example.com; not-an-address; A@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(
      await within(dialog).findByText(
        '“not-an-address” is not a valid e-mail address (name@example.com). “A@example.com” is already in the list.',
      ),
    ).toBeInTheDocument();
  }, 60_000);

  it("shows the server's field error at its field", async () => {
    await logInNewUser();
    server.use(
      http.post(apiUrl(ALERT_RULES_PATH), () =>
        HttpResponse.json(
          {
            code: 'INVALID_REQUEST',
            status: 400,
            message: 'trigger.days: free-time-days',
            errors: [{ jsonPath: '$.trigger.days', property: 'days', message: 'free-time-days' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New alert' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Free time');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Alert me when' }), 'FREE_TIME');
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    const days = within(dialog).getByRole('textbox', { name: /^Days before free time ends/ });
    await waitFor(() => {
      expect(days).toHaveAccessibleDescription(/Enter a whole number of days from 0 to 14\./);
    });
  }, 60_000);

  it('switches a rule off and deletes a rule after asking', async () => {
    const userId = await logInNewUser();
    const { user } = renderPage();
    const rule = await screen.findByRole('listitem', { name: 'Vessel delay over 12 hours' }, SLOW);
    await user.click(within(rule).getByRole('switch', { name: 'Active' }));
    await waitFor(() => {
      expect(alertRulesOf(userId)[0]?.enabled).toBe(false);
    });
    await waitFor(() => {
      expect(within(rule).getByRole('switch', { name: 'Active' })).not.toBeChecked();
    });

    await user.click(within(rule).getByRole('button', { name: 'Delete Vessel delay over 12 hours' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this alert?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no alerts. Press “New alert” to set one.', {}, SLOW)).toBeInTheDocument();
    expect(alertRulesOf(userId)).toEqual([]);
  }, 60_000);

  it('keeps the draft of an open dialog over a reload and asks before throwing it away', async () => {
    await logInNewUser();
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'New alert' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await view.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Arrivals');
    view.unmount();

    const { user } = renderPage();
    const restored = await screen.findByRole('dialog', { name: 'New alert' }, SLOW);
    expect(within(restored).getByRole('textbox', { name: /^Name/ })).toHaveValue('Arrivals');
    await user.click(within(restored).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'New alert' })).toBeNull();
    });

    // Nothing kept: another reload opens no dialog.
    await screen.findByRole('listitem', { name: 'Vessel delay over 12 hours' }, SLOW);
  }, 60_000);
});
