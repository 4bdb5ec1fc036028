import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { AddressBookPage } from '@/features/address-book/components/address-book-page';
import { logIn } from '@/services/session/session-auth';

import { createUser } from '../../../mocks/auth/accounts';
import { goOffline, goOnline, OFFLINE_MESSAGE, requestsTo } from '../../components/ui/offline';
import { renderWithProviders } from '../../render';

/** The bytes of `text` in ISO 8859-1 (one byte per character, all below U+0100). */
const latin1 = (text: string) => Uint8Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));

const SLOW = { timeout: 10_000 };

async function logInNewUser() {
  const account = createUser({ user: { companyName: 'Busan Test Exports Co., Ltd.', customerCountry: 'KR' } });
  await logIn({ userId: account.user.userId, password: account.password });
}

function renderPage() {
  return renderWithProviders(<AddressBookPage />, {
    loginGuard: true,
    route: '/booking/my-address-book',
    routes: [{ path: '/login', element: <h1>Login page</h1> }],
  });
}

/** The footer's Close of a finished import (the title bar has a Close icon button too). */
function closeButton(dialog: HTMLElement): HTMLElement {
  const button = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
  if (!button) throw new Error('the import dialog has no Close button');
  return button;
}

afterEach(() => {
  sessionStore.getState().logOut();
});

const CSV = [
  '\uFEFFcompanyName,addressLine1,city,postalCode,countryCode,contactName,email,phone,taxType,taxValue,defaultRoles',
  '"Smith, Jones & ""Partners"" Ltd","Dock 4\nGate B",Felixstowe,IP11 3HG,GB,Sean,sean@example.co.uk,+44 1394 604 120,EORI,GB123456789000,SHIPPER|NOTIFY',
  'Broken Row Co,1 Main St,Hamburg,,DE,,not-an-email,,,,CONSIGNEE',
  '上海申远国际贸易有限公司,张杨路 500号,Shanghai,200122,CN,王晓明,,,,,CONSIGNEE',
].join('\r\n');

describe('address book page', () => {
  it('says what to do when empty, previews a CSV with per-row problems and imports only the good rows', async () => {
    await logInNewUser();
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Your address book is empty' }, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import parties from CSV' });
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([CSV], 'parties.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Ready to import: 2. With problems (skipped): 1.')).toBeInTheDocument();
    const broken = within(dialog).getByRole('row', { name: /Broken Row Co/ });
    expect(broken).toHaveTextContent('E-mail: Enter an e-mail address like name@company.com.');
    expect(broken).toHaveTextContent('Postal code: This country uses postal codes: fill in the postal code.');

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 parties' }));
    // The row the file had wrong stays named after the import, until the user closes the dialog.
    expect(await within(dialog).findByText('Imported: 2. Not imported: 0.', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /Broken Row Co/ })).toBeInTheDocument();
    await user.click(closeButton(dialog));
    expect(await screen.findByText('2 parties', { exact: true }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Smith, Jones & "Partners" Ltd' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '上海申远国际贸易有限公司' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Broken Row Co' })).toBeNull();
  });

  it('imports a file of more than 500 rows in parts and names the 3 bad rows it skipped', async () => {
    await logInNewUser();
    const { user } = renderPage();
    const rows = Array.from({ length: 520 }, (_, index) =>
      [7, 300, 510].includes(index)
        ? `Bad Party ${String(index)},Kai 1,Hamburg,20457,DE,not-an-email`
        : `Party ${String(index).padStart(4, '0')},Kai 1,Hamburg,20457,DE,`,
    );
    const csv = ['companyName,addressLine1,city,postalCode,countryCode,email', ...rows].join('\r\n');
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Import parties from CSV' });
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([csv], 'big.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Ready to import: 517. With problems (skipped): 3.')).toBeInTheDocument();
    for (const row of [8, 301, 511]) {
      expect(within(dialog).getByRole('row', { name: new RegExp(`^${String(row)} Bad Party`) })).toHaveTextContent(
        'E-mail: Enter an e-mail address like name@company.com.',
      );
    }

    await user.click(within(dialog).getByRole('button', { name: 'Import 517 parties' }));
    expect(
      await within(dialog).findByText('Imported: 517. Not imported: 0.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    for (const row of [8, 301, 511]) {
      expect(within(dialog).getByRole('row', { name: new RegExp(`^${String(row)} Bad Party`) })).toBeInTheDocument();
    }
    await user.click(closeButton(dialog));
    expect(await screen.findByText('517 parties', { exact: true }, SLOW)).toBeInTheDocument();
  }, 60_000);

  it('refuses a file not saved as UTF-8 and says how to save it so', async () => {
    await logInNewUser();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Import parties from CSV' });
    const bytes = latin1('companyName,city,countryCode\nM\u00fcller,Bonn,DE');
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([bytes], 'latin1.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('CSV UTF-8 (Comma delimited)');
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Import 0 parties' })).toBeDisabled();
  });

  it('says the connection is lost while a new party waits offline, and saves it once when it is back', async () => {
    await logInNewUser();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add party' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add a party' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Company name/ }), 'Busan Foods');
    await user.type(within(dialog).getByRole('textbox', { name: /^Address line 1/ }), '1 Main');
    await user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Busan');
    await user.type(within(dialog).getByRole('textbox', { name: /^Postal code/ }), '48939');
    await within(dialog).findByRole('option', { name: /\(KR\)$/ });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'KR');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Consignee' }));
    const posts = requestsTo('POST', /\/address-book$/);
    goOffline();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(posts).toEqual([]);
    goOnline();

    expect(await screen.findByText('1 party', { exact: true }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toHaveLength(1);
  }, 60_000);

  it('asks before deleting', async () => {
    await logInNewUser();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Import parties from CSV' });
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([CSV], 'parties.csv', { type: 'text/csv' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 parties' }));
    await within(dialog).findByText('Imported: 2. Not imported: 0.', {}, SLOW);
    await user.click(closeButton(dialog));
    await user.click(await screen.findByRole('button', { name: 'Delete 上海申远国际贸易有限公司' }, SLOW));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this party?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 party', { exact: true }, SLOW)).toBeInTheDocument();
  });
});
