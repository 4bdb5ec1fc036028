import { describe, expect, it } from 'vitest';

import {
  ADDRESS_BOOK_IMPORT_PATH,
  ADDRESS_BOOK_PATH,
  type AddressBookEntry,
  type AddressBookEntryInputRaw,
  addressBookEntryPath,
  type AddressBookImportResult,
  type AddressBookPage,
  validateAddressBookEntry,
} from '@/domain/address-book/address-book-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { DEMO_ADDRESS_BOOK } from '../../../mocks/address-book/seed';
import { createUser } from '../../../mocks/auth/accounts';
import { callMock, tokenOf } from '../booking/booking-http';

const INPUT: AddressBookEntryInputRaw = {
  companyName: 'Busan Test Consignee Co.',
  addressLines: ['1 Test-ro', ''],
  city: 'Busan',
  postalCode: '48059',
  countryCode: 'kr',
  contactName: 'Test Kim',
  email: 'test.kim@example.kr',
  phone: '+82 51 000 1234',
  taxReference: { type: 'TAX', value: '1234567890' },
  defaultRoles: ['CONSIGNEE'],
};

describe('address book mock (v1/address-book)', () => {
  it('seeds 15 parties for demo.shipper, 40 for demo.forwarder, all valid by the contract', async () => {
    const shipper = await callMock<AddressBookPage>('GET', ADDRESS_BOOK_PATH, {
      token: await tokenOf('demo.shipper'),
      query: { size: '500' },
    });
    const forwarder = await callMock<AddressBookPage>('GET', ADDRESS_BOOK_PATH, {
      token: await tokenOf('demo.forwarder'),
      query: { size: '500' },
    });
    expect(shipper.body.total).toBe(15);
    expect(forwarder.body.total).toBe(40);
    expect(
      DEMO_ADDRESS_BOOK.flatMap((entry) => validateAddressBookEntry(entry).map((e) => `${entry.id} ${e.field}`)),
    ).toEqual([]);
  });

  it('searches case-insensitively over name, city, contact and e-mail, filters by role and pages', async () => {
    const token = await tokenOf('demo.forwarder');
    const byCity = await callMock<AddressBookPage>('GET', ADDRESS_BOOK_PATH, { token, query: { q: 'ROTTERDAM' } });
    expect(byCity.body.entries.map((e) => e.companyName)).toEqual(['Van Dijk Food Imports B.V.']);
    const byContact = await callMock<AddressBookPage>('GET', ADDRESS_BOOK_PATH, { token, query: { q: '王晓明' } });
    expect(byContact.body.entries.map((e) => e.companyName)).toEqual(['上海申远国际贸易有限公司']);
    const notify = await callMock<AddressBookPage>('GET', ADDRESS_BOOK_PATH, { token, query: { role: 'NOTIFY' } });
    expect(notify.body.entries.every((e) => e.defaultRoles.includes('NOTIFY'))).toBe(true);
    const page2 = await callMock<AddressBookPage>('GET', ADDRESS_BOOK_PATH, {
      token,
      query: { page: '2', size: '15' },
    });
    expect(page2.body).toMatchObject({ page: 2, size: 15, total: 40 });
    expect(page2.body.entries).toHaveLength(15);
  });

  it('creates, updates and deletes a party of the caller only', async () => {
    const userId = createUser().user.userId;
    const token = await tokenOf(userId);
    const created = await callMock<AddressBookEntry>('POST', ADDRESS_BOOK_PATH, { token, body: INPUT });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ countryCode: 'KR', addressLines: ['1 Test-ro'], defaultRoles: ['CONSIGNEE'] });
    const other = await callMock<AddressBookPage>('GET', ADDRESS_BOOK_PATH, { token: await tokenOf('demo.shipper') });
    expect(other.body.entries.some((e) => e.id === created.body.id)).toBe(false);

    const updated = await callMock<AddressBookEntry>('PUT', addressBookEntryPath(created.body.id), {
      token,
      body: { ...INPUT, city: 'Seoul', postalCode: '04520' },
    });
    expect(updated.body).toMatchObject({ id: created.body.id, city: 'Seoul', createdAt: created.body.createdAt });

    expect((await callMock('DELETE', addressBookEntryPath(created.body.id), { token })).status).toBe(204);
    const list = await callMock<AddressBookPage>('GET', ADDRESS_BOOK_PATH, { token });
    expect(list.body.total).toBe(0);
    expect((await callMock('DELETE', addressBookEntryPath(created.body.id), { token })).status).toBe(404);
  });

  it('answers 422 with a field error per problem', async () => {
    const token = await tokenOf(createUser().user.userId);
    const answer = await callMock<ApiErrorBody>('POST', ADDRESS_BOOK_PATH, {
      token,
      body: { ...INPUT, email: 'no-at-sign', postalCode: '', taxReference: { type: 'EORI', value: '12345' } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.map((e) => [e.jsonPath, e.message])).toEqual([
      ['$.email', 'email'],
      ['$.postalCode', 'postal-code'],
      ['$.taxReference.value', 'eori'],
    ]);
  });

  it('imports the good rows and answers the bad ones with their index and errors', async () => {
    const token = await tokenOf(createUser().user.userId);
    const answer = await callMock<AddressBookImportResult>('POST', ADDRESS_BOOK_IMPORT_PATH, {
      token,
      body: { entries: [INPUT, { ...INPUT, companyName: '' }, { ...INPUT, companyName: 'Second Co.' }] },
    });
    expect(answer.body.imported.map((e) => e.companyName)).toEqual(['Busan Test Consignee Co.', 'Second Co.']);
    expect(answer.body.rejected).toEqual([{ index: 1, errors: [{ field: 'companyName', issue: 'required' }] }]);
  });

  it('answers 401 without a bearer token', async () => {
    expect((await callMock('GET', ADDRESS_BOOK_PATH)).status).toBe(401);
  });
});
