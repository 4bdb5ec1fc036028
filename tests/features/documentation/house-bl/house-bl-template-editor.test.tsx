import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { TemplateEditor } from '@/features/documentation/house-bl/house-bl-template-editor';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../../mocks/auth/demo-users';
import { goOffline, goOnline, OFFLINE_MESSAGE, requestsTo } from '../../../components/ui/offline';
import { renderWithProviders } from '../../../render';

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('house B/L template editor', () => {
  it('says the connection is lost while a new template waits offline, and saves it once when it is back', async () => {
    await logIn(DEMO_LOGINS.forwarder);
    const { user } = renderWithProviders(<TemplateEditor userId="demo.forwarder" template={undefined} />, {
      route: '/documentation/create-new-house-bl-template/new',
      routes: [{ path: '/documentation/create-new-house-bl-template', element: <h1>House B/L templates</h1> }],
    });
    await user.type(screen.getByRole('textbox', { name: /^Template name/ }), 'Busan furniture');
    const [shipper, consignee] = screen.getAllByRole('group');
    if (!shipper || !consignee) throw new Error('the editor shows no party');
    await user.type(within(shipper).getByRole('textbox', { name: /^Company name/ }), 'Busan Co.');
    await user.type(within(consignee).getByRole('textbox', { name: /^Company name/ }), 'Hamburg AG');
    await user.type(screen.getByRole('textbox', { name: /^Description of goods/ }), 'Chairs');
    await user.type(screen.getByRole('textbox', { name: /^HS codes/ }), '940161');
    const posts = requestsTo('POST', /house-bl-templates$/);
    goOffline();

    await user.click(screen.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(posts).toEqual([]);
    goOnline();

    expect(await screen.findByRole('heading', { name: 'House B/L templates' })).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  }, 60_000);
});
