import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { BookingTemplatesPage } from '@/features/booking-templates/components/booking-templates-page';
import { MyBookingTemplatesPage } from '@/features/booking-templates/components/my-booking-templates-page';
import { ShareBookingTemplatePage } from '@/features/booking-templates/components/share-booking-template-page';
import { logIn } from '@/services/session/session-auth';

import { createUser } from '../../../mocks/auth/accounts';
import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { goOffline, goOnline, OFFLINE_MESSAGE, requestsTo } from '../../components/ui/offline';
import { renderWithProviders } from '../../render';

afterEach(() => {
  sessionStore.getState().logOut();
});

const requestRoute = { path: '/booking/booking-request', element: <h1>Booking request</h1> };

describe('booking template pages', () => {
  it('lists the templates the colleague may use, with lane, size-types and who shared it; Use opens the request', async () => {
    await logIn(DEMO_LOGINS.shipper2);
    const { user, router, container } = renderWithProviders(<BookingTemplatesPage userId="demo.shipper2" />, {
      route: '/booking/booking-template',
      routes: [requestRoute],
    });
    const list = await screen.findByRole('list', { name: 'Templates you can use' });
    const inCard = within(within(list).getByRole('listitem', { name: 'Busan - Rotterdam, ICs to Eindhoven' }));
    expect(inCard.getByText('Busan (KRPUS) → Rotterdam (NLRTM)')).toBeInTheDocument();
    expect(inCard.getByText('2 × 42G1')).toBeInTheDocument();
    expect(inCard.getByText('Shared by')).toBeInTheDocument();
    expect(inCard.getByText(/Min-jun Kim/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(inCard.getByRole('link', { name: /^Use/ }));
    expect(router.state.location.pathname).toBe('/booking/booking-request');
    expect(router.state.location.search).toBe('?template=TPL-SEED-SHIPPER-1');
  });

  it('says what to do when the user has no template, and when a search finds none', async () => {
    const account = createUser();
    await logIn({ userId: account.user.userId, password: account.password });
    const { user } = renderWithProviders(<BookingTemplatesPage userId={account.user.userId} />, {
      route: '/booking/booking-template',
    });
    await screen.findByText(/You have no templates yet/);
    const empty = screen.getAllByRole('status').find((element) => /no templates yet/.test(element.textContent));
    expect(empty).toBeDefined();
    expect(within(empty as HTMLElement).getByRole('link', { name: 'My booking templates' })).toHaveAttribute(
      'href',
      '/booking/my-booking-template',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'zzz');
    expect(await screen.findByText(/No template matches “zzz”/)).toBeInTheDocument();
  });

  it('asks before deleting a template; Cancel keeps it, Delete removes it', async () => {
    await logIn(DEMO_LOGINS.forwarder);
    const { user, container } = renderWithProviders(<MyBookingTemplatesPage userId="demo.forwarder" />, {
      route: '/booking/my-booking-template',
    });
    const actions = await screen.findByRole('group', { name: 'Hamburg - New York, machine tools' });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete template?' });
    expect(dialog).toHaveTextContent('“Hamburg - New York, machine tools” will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Hamburg - New York, machine tools' })).toBeInTheDocument();

    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete template?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Hamburg - New York, machine tools' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { name: 'Ningbo - Hamburg, furniture' })).toBeInTheDocument();
  });

  it('creates a template from scratch and renames it', async () => {
    const account = createUser();
    await logIn({ userId: account.user.userId, password: account.password });
    const { user } = renderWithProviders(<MyBookingTemplatesPage userId={account.user.userId} />, {
      route: '/booking/my-booking-template',
    });
    expect(await screen.findByText(/You have no templates yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create template' });
    await user.type(within(dialog).getByRole('textbox', { name: /Template name/ }), 'Singapore weekly');
    await user.type(within(dialog).getByRole('textbox', { name: 'Origin (UN/LOCODE)' }), 'sgsin');
    await user.type(within(dialog).getByRole('textbox', { name: 'Destination (UN/LOCODE)' }), 'NLRTM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const actions = await screen.findByRole('group', { name: 'Singapore weekly' });
    expect(screen.getByText('SGSIN (SGSIN) → NLRTM (NLRTM)')).toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename “Singapore weekly”' });
    const name = within(rename).getByRole('textbox', { name: /Template name/ });
    await user.clear(name);
    await user.type(name, 'Singapore - Rotterdam');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Singapore - Rotterdam' })).toBeInTheDocument();
  });
});

describe('booking template pages: offline saves, refusals and sharing', () => {
  it('says the connection is lost while a new template waits offline, and saves it once when it is back', async () => {
    const account = createUser();
    await logIn({ userId: account.user.userId, password: account.password });
    const { user } = renderWithProviders(<MyBookingTemplatesPage userId={account.user.userId} />, {
      route: '/booking/my-booking-template',
    });
    await user.click(await screen.findByRole('button', { name: 'Create template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create template' });
    await user.type(within(dialog).getByRole('textbox', { name: /Template name/ }), 'Busan weekly');
    const posts = requestsTo('POST', /\/v1\/booking-templates$/);
    goOffline();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    expect(posts).toEqual([]);
    goOnline();

    expect(await screen.findByRole('group', { name: 'Busan weekly' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('says the connection is lost while a template from a booking waits offline, and creates it once', async () => {
    await logIn(DEMO_LOGINS.forwarder);
    const { user } = renderWithProviders(<MyBookingTemplatesPage userId="demo.forwarder" />, {
      route: '/booking/my-booking-template',
    });
    await user.click(await screen.findByRole('button', { name: 'Create from a booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create from a booking' });
    await within(dialog).findByRole('combobox', { name: 'Booking' });
    await user.type(within(dialog).getByRole('textbox', { name: /Template name/ }), 'From my booking');
    const posts = requestsTo('POST', /\/v1\/booking-templates$/);
    goOffline();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(posts).toEqual([]);
    goOnline();

    expect(await screen.findByRole('group', { name: 'From my booking' })).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('shows a refused name at the name field and keeps the rename dialog open on a failure', async () => {
    await logIn(DEMO_LOGINS.forwarder);
    const { user } = renderWithProviders(<MyBookingTemplatesPage userId="demo.forwarder" />, {
      route: '/booking/my-booking-template',
    });
    const actions = await screen.findByRole('group', { name: 'Ningbo - Hamburg, furniture' });
    await user.click(within(actions).getByRole('button', { name: 'Rename' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename “Ningbo - Hamburg, furniture”' });
    const name = within(rename).getByRole('textbox', { name: /Template name/ });
    await user.clear(name);
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('Enter a name for the template.');
    });

    server.use(
      http.put(
        '*/v1/booking-templates/:id',
        () =>
          HttpResponse.json(
            {
              code: 'INVALID_REQUEST',
              status: 400,
              message: 'Invalid request',
              errors: [{ jsonPath: '$.name', message: 'You already have a template of this name.' }],
            },
            { status: 400 },
          ),
        { once: true },
      ),
      http.put(
        '*/v1/booking-templates/:id',
        () => HttpResponse.json({ code: 'E', status: 500, message: 'failed' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    await user.type(name, 'Hamburg - New York, machine tools');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('This name cannot be used: You already have a template of this name.');
    });
    await waitFor(() => {
      expect(name).toHaveFocus();
    });

    await user.clear(name);
    await user.type(name, 'Ningbo weekly');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(rename).findByRole('alert')).toHaveTextContent('The template could not be saved. Try again.');
    expect(name).toHaveValue('Ningbo weekly');

    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Ningbo weekly' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shares with a colleague by e-mail, refuses another company’s user, and revokes after asking', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const { user } = renderWithProviders(<ShareBookingTemplatePage userId="demo.shipper" />, {
      route: '/booking/share-booking-template?template=TPL-SEED-SHIPPER-2',
    });
    expect(await screen.findByRole('combobox', { name: 'Template' })).toHaveValue('TPL-SEED-SHIPPER-2');
    expect(screen.getByText('Nobody yet: only you can use this template.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Colleagues (user IDs or e-mails)' });
    await user.type(field, 'demo.forwarder');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/“demo.forwarder” is not a user of your company/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'SEOYEON.PARK@hanil-elec.co.kr, seoyeon.park@hanil-elec.co.kr');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/is already in the list/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'seoyeon.park@hanil-elec.co.kr');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/Seo-yeon Park \(demo.shipper2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke: Seo-yeon Park' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke access?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Nobody yet: only you can use this template.')).toBeInTheDocument();
  });
});
