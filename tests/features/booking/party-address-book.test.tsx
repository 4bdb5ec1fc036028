import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createAddressBookEntry, getAddressBook } from '@/domain/address-book/address-book-api';
import { sessionStore } from '@/domain/session/session-store';
import { BookingRequestPage } from '@/features/booking/components/booking-request-page';
import { logIn } from '@/services/session/session-auth';

import { createUser } from '../../../mocks/auth/accounts';
import { renderWithProviders } from '../../render';
import { PAGE_TEST, SLOW } from './booking-request-harness';

async function logInNewShipper() {
  const account = createUser({ user: { companyName: 'Busan Test Exports Co., Ltd.', customerCountry: 'KR' } });
  await logIn({ userId: account.user.userId, password: account.password });
}

function renderPage() {
  return renderWithProviders(<BookingRequestPage />, {
    loginGuard: true,
    route: '/booking/booking-request',
    routes: [{ path: '/login', element: <h1>Login page</h1> }],
  });
}

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('booking request parties and the address book', PAGE_TEST, () => {
  it('picks a saved party after two letters and fills only that party', async () => {
    await logInNewShipper();
    await createAddressBookEntry({
      companyName: 'Hamburg Kaffee Kontor KG',
      addressLines: ['Am Sandtorkai 44'],
      city: 'Hamburg',
      postalCode: '20457',
      countryCode: 'DE',
      contactName: 'Jonas Albers',
      email: 'j.albers@hh-kaffee.example.de',
      phone: '+49 40 3098 2210',
      taxReference: { type: 'EORI', value: 'DE987654321' },
      defaultRoles: ['CONSIGNEE'],
    });
    const { user } = renderPage();
    const consignee = await screen.findByRole('group', { name: 'Consignee' }, SLOW);
    const name = within(consignee).getByRole('combobox', { name: 'Company name' });
    await user.type(name, 'k');
    // One letter: the popup asks for a second one instead of listing parties (docs/requirements.md §5).
    expect(await within(consignee).findByText('Enter at least 2 characters')).toBeInTheDocument();
    expect(within(consignee).queryByRole('option')).toBeNull();
    await user.type(name, 'A');
    await user.click(await within(consignee).findByRole('option', { name: /Hamburg Kaffee Kontor KG/ }, SLOW));
    expect(name).toHaveValue('Hamburg Kaffee Kontor KG');
    expect(within(consignee).getByRole('textbox', { name: 'Postal code' })).toHaveValue('20457');
    expect(within(consignee).getByRole('textbox', { name: 'Tax or EORI number' })).toHaveValue('DE987654321');
    const shipper = screen.getByRole('group', { name: 'Shipper' });
    expect(within(shipper).getByRole('combobox', { name: /^Company name/ })).toHaveValue(
      'Busan Test Exports Co., Ltd.',
    );
    expect(within(shipper).getByRole('textbox', { name: 'Postal code' })).toHaveValue('');
  });

  it('saves a party typed by hand to the address book with its role', async () => {
    await logInNewShipper();
    const { user } = renderPage();
    const consignee = await screen.findByRole('group', { name: 'Consignee' }, SLOW);
    await user.type(within(consignee).getByRole('combobox', { name: 'Company name' }), 'Genova Marmi S.p.A.');
    await user.type(within(consignee).getByRole('textbox', { name: 'Street' }), 'Via di Francia 28');
    await user.type(within(consignee).getByRole('textbox', { name: 'Postal code' }), '16149');
    await user.type(within(consignee).getByRole('textbox', { name: 'City' }), 'Genova');
    await user.type(within(consignee).getByRole('textbox', { name: /^Country code/ }), 'IT');
    await user.click(within(consignee).getByRole('button', { name: 'Save to address book' }));
    expect(
      await within(consignee).findByText('Genova Marmi S.p.A. saved to your address book.', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(async () => {
      const book = await getAddressBook({ q: 'genova' });
      expect(book.entries.map((entry) => [entry.companyName, entry.defaultRoles])).toEqual([
        ['Genova Marmi S.p.A.', ['CONSIGNEE']],
      ]);
    });
  });
});
