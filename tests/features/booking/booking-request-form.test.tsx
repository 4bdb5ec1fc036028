import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { BookingRequestPage } from '@/features/booking/components/booking-request-page';
import { readBookingDraft } from '@/features/booking/hooks/use-booking-draft';
import { logIn } from '@/services/session/session-auth';

import { createUser } from '../../../mocks/auth/accounts';
import { createBooking } from '../../../mocks/booking/booking-store';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { writeCompleteDraft } from './booking-draft-fixtures';
import { logInNewShipper, PAGE_TEST, renderPage, routes, SLOW } from './booking-request-harness';

afterEach(() => {
  sessionStore.getState().logOut();
});

/** A point-to-point route Busan -> Rotterdam on one vessel ('ONE PAST' for key 'past', else 'ONE FUTURE'). */
const route = (key: string, portCutOff: string) => {
  const location = (code: string, name: string, countryCode: string, timeZone: string) => ({
    locationCode: code,
    locationName: name,
    countryCode,
    timeZone,
    facilityTypeCode: 'POTE',
  });
  const pol = location('KRPUS', 'Busan', 'KR', 'Asia/Seoul');
  const pod = location('NLRTM', 'Rotterdam', 'NL', 'Europe/Amsterdam');
  return {
    key,
    routeType: 'DIRECT',
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    por: pol,
    pol,
    pod,
    del: pod,
    departureDate: '2030-01-05 18:00:00',
    arrivalDate: '2030-02-10 08:00:00',
    transitTime: 36,
    transshipmentPorts: [],
    sailInfo: [
      {
        sequenceNumber: 1,
        modeOfTransport: 'VESSEL',
        departureLocation: pol,
        arrivalLocation: pod,
        departureDate: '2030-01-05 18:00:00',
        arrivalDate: '2030-02-10 08:00:00',
        vesselName: key === 'past' ? 'ONE PAST' : 'ONE FUTURE',
        vesselIMONumber: '9806079',
        voyageNumber: '021W',
        serviceCode: 'FE4',
        serviceName: 'Far East 4',
        transitDays: 36,
        emission: null,
      },
    ],
    cutOffTimes: [{ cutOffDateTimeCode: 'PCO', cutOffDateTime: portCutOff, locationCode: 'KRPUS' }],
    emission: null,
  };
};

describe('booking request: rules at the field', PAGE_TEST, () => {
  it('shows the contract rules as translated text on the field', async () => {
    await logInNewShipper();
    const { user } = renderPage();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' }, SLOW);
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    await waitFor(() => {
      expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 999.');
    });
    // A number the rule does not take stays as typed, with the rule at the field (booking-number-fields.test.tsx).
    await user.clear(quantity);
    await user.type(quantity, '1e2');
    expect(quantity).toHaveValue('1e2');
    await user.clear(quantity);
    await user.type(quantity, '12');

    const hsCode = screen.getByRole('textbox', { name: 'HS code' });
    await user.type(hsCode, '12345');
    await user.tab();
    await waitFor(() => {
      expect(hsCode).toHaveAccessibleDescription('An HS code has 6 to 10 digits. 6 to 10 digits');
    });

    const weight = screen.getByRole('textbox', { name: 'Cargo weight per container' });
    await user.type(weight, '28000');
    await user.tab();
    await waitFor(() => {
      expect(weight).toHaveAccessibleDescription(/^At most 26,730 kg per container of this type\./);
    });
    // A 40' high cube carries more: the weight is checked again when the size-type changes.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Container type' }), '45G1');
    await waitFor(() => {
      expect(weight).not.toHaveAttribute('aria-invalid');
    });
  }, 40_000);

  it('a quotation number answers the contract rule shown on the service contract field', async () => {
    await logInNewShipper();
    const { user } = renderPage();
    const contract = await screen.findByRole('textbox', { name: 'Service contract number' }, SLOW);
    await user.click(contract);
    await user.tab();
    await waitFor(() => {
      expect(contract).toHaveAccessibleDescription(/^Give a service contract or a quotation number\./);
    });
    await user.type(screen.getByRole('textbox', { name: 'Quotation number' }), 'Q-1');
    await waitFor(() => {
      expect(contract).not.toHaveAttribute('aria-invalid');
    });
  });

  it('offers reefer settings only for reefer size-types and checks the set point range', async () => {
    await logInNewShipper();
    const { user } = renderPage();
    const line = await screen.findByRole('group', { name: 'Equipment line 1' }, SLOW);
    expect(within(line).queryByRole('checkbox', { name: 'Reefer (temperature control)' })).not.toBeInTheDocument();
    await user.selectOptions(within(line).getByRole('combobox', { name: 'Container type' }), '45R1');
    await user.click(within(line).getByRole('checkbox', { name: 'Reefer (temperature control)' }));
    const setPoint = within(line).getByRole('textbox', { name: 'Temperature set point' });
    await user.type(setPoint, '-40');
    await user.tab();
    await waitFor(() => {
      expect(setPoint).toHaveAccessibleDescription(/^The set point must be from -35 to 30 °C\./);
    });
  });

  it('disables a sailing whose port cut-off has passed, with the reason', async () => {
    await logInNewShipper();
    writeCompleteDraft('Busan Test Exports Co., Ltd.', '2');
    server.use(
      http.get(apiUrl('v1/schedule/point-to-point'), () =>
        HttpResponse.json({ routes: [route('past', '2020-01-01 12:00:00'), route('future', '2030-01-03 12:00:00')] }),
      ),
    );
    renderPage();
    const past = await screen.findByRole('radio', { name: 'ONE PAST 021W / FE4' }, SLOW);
    expect(past).toBeDisabled();
    expect(past).toHaveAccessibleDescription(/Not available: the port cut-off has passed\./);
    expect(screen.getByRole('radio', { name: 'ONE FUTURE 021W / FE4' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'No preference' })).toBeChecked();
  });

  it("names a transshipment's radio by every vessel, so it differs from a direct sailing on its first", async () => {
    await logInNewShipper();
    writeCompleteDraft('Busan Test Exports Co., Ltd.', '2');
    const direct = route('future', '2030-01-03 12:00:00');
    const [firstLeg] = direct.sailInfo;
    const secondLeg = {
      ...firstLeg,
      sequenceNumber: 2,
      vesselName: 'ONE APUS',
      voyageNumber: '034W',
      serviceCode: 'FE2',
    };
    const transshipment = { ...direct, key: 'via-sin', routeType: 'TRANSSHIPMENT', sailInfo: [firstLeg, secondLeg] };
    server.use(
      http.get(apiUrl('v1/schedule/point-to-point'), () => HttpResponse.json({ routes: [direct, transshipment] })),
    );
    renderPage();
    expect(await screen.findByRole('radio', { name: 'ONE FUTURE 021W / FE4' }, SLOW)).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'ONE FUTURE 021W / FE4 then ONE APUS 034W / FE2' })).toBeEnabled();
  });
});

describe('booking request: nothing typed is lost', PAGE_TEST, () => {
  it('restores the draft after a reload, and another user sees nothing of it', async () => {
    const first = await logInNewShipper('First Exports Co., Ltd.');
    const view = renderPage();
    const contract = await screen.findByRole('textbox', { name: 'Service contract number' }, SLOW);
    await view.user.type(contract, 'SC-777');
    await waitFor(() => {
      expect(readBookingDraft()?.values.serviceContractReference).toBe('SC-777');
    });
    view.unmount();

    // A reload: the page mounts again for the same user.
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Service contract number' }, SLOW)).toHaveValue('SC-777');
    expect(screen.getByText('Your unsubmitted booking request was restored.')).toBeInTheDocument();
    // The parties mount after the contract section (useStagedReveal).
    expect(
      within(await screen.findByRole('group', { name: 'Shipper' }, SLOW)).getByRole('combobox', {
        name: 'Company name',
      }),
    ).toHaveValue('First Exports Co., Ltd.');
    sessionStore.getState().logOut();

    await logInNewShipper('Second Imports Ltd.');
    renderPage();
    const secondContracts = await screen.findAllByRole('textbox', { name: 'Service contract number' });
    // The first user's page went to the login page on logout; the second user's form is empty.
    expect(secondContracts).toHaveLength(1);
    expect(secondContracts[0]).toHaveValue('');
    expect(screen.queryByText('Your unsubmitted booking request was restored.')).not.toBeInTheDocument();
    expect(first).not.toBe(sessionStore.getState().user?.userId);
  });
});

describe('booking request: a session timeout', PAGE_TEST, () => {
  it('keeps the draft for the same user logging in again', async () => {
    const account = createUser({ user: { companyName: 'Timeout Exports Co., Ltd.', customerCountry: 'KR' } });
    await logIn({ userId: account.user.userId, password: account.password });
    const view = renderPage();
    await view.user.type(await screen.findByRole('textbox', { name: 'Quotation number' }, SLOW), 'Q-2026-11');
    await waitFor(() => {
      expect(readBookingDraft()?.values.contractQuotationReference).toBe('Q-2026-11');
    });
    // The session times out (not an explicit logout): the page goes to the login page.
    sessionStore.getState().logOut();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    view.unmount();

    await logIn({ userId: account.user.userId, password: account.password });
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Quotation number' }, SLOW)).toHaveValue('Q-2026-11');
  });
});

describe('booking request: supporting documents', PAGE_TEST, () => {
  it('uploads a typed document, shows its size, and refuses one over 10 MB before uploading', async () => {
    await logInNewShipper();
    const { user } = renderPage();
    const documents = await screen.findByRole('group', { name: 'Supporting documents' }, SLOW);
    // The types come from the master data (GET v1/mdm-config/SUPPORTING_DOCUMENT_TYPE).
    await within(documents).findByRole('option', { name: 'Packing list' });
    await user.selectOptions(within(documents).getByRole('combobox', { name: 'Document type' }), 'PL');
    const file = within(documents).getByLabelText('File');
    await user.upload(file, new File(['x'.repeat(1536)], 'packing-list.pdf', { type: 'application/pdf' }));
    // jsdom's XHR hands MSW the multipart file as a plain 'blob' (name and size lost on the way), so only the type
    // and the unit of the size are checked here; lib/format's tests cover Bytes..YB.
    expect(await within(documents).findByText(/^Packing list: \S+ \(\d+(\.\d+)? (Bytes|KB)\)$/)).toBeInTheDocument();

    await user.upload(file, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.tiff', { type: 'image/tiff' }));
    await waitFor(() => {
      expect(within(documents).getByRole('alert')).toHaveTextContent('scan.tiff is larger than 10 MB.');
    });
    expect(within(documents).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('booking request: copy as a new booking request', PAGE_TEST, () => {
  it("starts from the booking's request without its dates and sailing", async () => {
    const userId = await logInNewShipper();
    const { createBookingRequest } = await import('../../../mocks/booking/factories');
    const { carrierBookingRequestReference: reference } = createBooking(
      userId,
      createBookingRequest({ serviceContractReference: 'SC-COPY-7' }),
      'key-copy',
      Date.now(),
    );
    renderWithProviders(<BookingRequestPage />, {
      loginGuard: true,
      route: `/booking/booking-request?copyFrom=${reference}`,
      path: '/booking/booking-request',
      routes,
    });
    expect(await screen.findByRole('textbox', { name: 'Service contract number' }, SLOW)).toHaveValue('SC-COPY-7');
    expect(
      screen.getByText(`This request starts from booking ${reference}. Choose a cargo-ready date and a sailing.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveValue('Busan');
    expect(screen.getByRole('textbox', { name: 'Cargo-ready date' })).toHaveValue('');
    // The form's sections mount one per task (useStagedReveal): the equipment comes after the contract.
    const line = await screen.findByRole('group', { name: 'Equipment line 1' }, SLOW);
    expect(within(line).getByRole('combobox', { name: 'Container type' })).toHaveValue('45G1');
    expect(within(line).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });
});
