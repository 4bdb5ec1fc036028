import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { importAddressBookEntries } from '@/domain/address-book/address-book-api';
import type { AddressBookEntryInputRaw } from '@/domain/address-book/address-book-contract';
import { addressBookQueries } from '@/domain/address-book/address-book-queries';
import { sessionStore } from '@/domain/session/session-store';
import { logIn } from '@/services/session/session-auth';

import { createUser } from '../../../mocks/auth/accounts';

const party = (index: number): AddressBookEntryInputRaw => ({
  companyName: `Party ${String(index).padStart(4, '0')} GmbH`,
  addressLines: ['Kai 1'],
  city: 'Hamburg',
  postalCode: '20457',
  countryCode: 'DE',
  contactName: '',
  email: '',
  phone: '',
  defaultRoles: ['CONSIGNEE'],
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('addressBookQueries.every (the export and the autocompletes)', () => {
  it('holds all 532 parties of a book, not the first 500', async () => {
    const account = createUser({ user: { companyName: 'Hamburg Test Forwarding GmbH', customerCountry: 'DE' } });
    await logIn({ userId: account.user.userId, password: account.password });
    await importAddressBookEntries(Array.from({ length: 500 }, (_, index) => party(index)));
    await importAddressBookEntries(Array.from({ length: 32 }, (_, index) => party(500 + index)));

    const every = await new QueryClient().query(addressBookQueries.every(account.user.userId));
    expect(every.total).toBe(532);
    expect(new Set(every.entries.map((entry) => entry.companyName)).size).toBe(532);
  });
});
