import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import { sessionStore } from '@/domain/session/session-store';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { createBooking, fakeBookingBackend } from './booking-fixtures';
import { POLL_WAIT, renderDetail, statusLine } from './shipment-detail-harness';

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  server.events.removeAllListeners();
  sessionStore.getState().logOut();
});

describe('booking detail: amend', () => {
  it('amends the quantity: AMENDMENT_RECEIVED, then AMENDMENT_CONFIRMED without a reload', async () => {
    const booking = createBooking();
    const { handlers, log } = fakeBookingBackend([booking]);
    server.use(...handlers);
    const { user } = renderDetail('PUSB12345600');
    await user.click(await screen.findByRole('button', { name: 'Amend booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amend booking PUSB12345600' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('2');

    await user.clear(quantity);
    await user.type(quantity, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    await waitFor(() => {
      expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 999');
    });
    expect(log.amendments).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(log.amendments).toHaveLength(1);
    const sent = log.amendments[0]?.body as Booking;
    expect(sent.requestedEquipments[0]?.units).toBe(3);
    // The whole request goes back (UpdateBooking), without the carrier's own fields.
    expect(sent).not.toHaveProperty('bookingStatus');
    expect(log.amendments[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Amendment received');
    });
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Amendment confirmed');
    }, POLL_WAIT);
    expect(screen.getByRole('region', { name: 'Equipment and cargo' })).toHaveTextContent("3 x 40' high cube");
  });

  it("keeps a quote's size-type and quantity out of the amendment, and sends the quote's equipment", async () => {
    const booking = createBooking({
      serviceContractReference: undefined,
      contractQuotationReference: 'QKR260012345',
      bookingChannelReference: 'AOQ',
    });
    const { handlers, log } = fakeBookingBackend([booking]);
    server.use(...handlers);
    const { user } = renderDetail('PUSB12345600');
    await user.click(await screen.findByRole('button', { name: 'Amend booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amend booking PUSB12345600' });
    expect(within(dialog).queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Container size-type' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      "2 × 40' high cube: fixed by quote QKR260012345. A different container type or quantity needs a new quote.",
    );

    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    await waitFor(() => {
      expect(log.amendments).toHaveLength(1);
    });
    const sent = log.amendments[0]?.body as Booking;
    expect(sent.requestedEquipments[0]).toMatchObject({ ISOEquipmentCode: '45G1', units: 2 });
    expect(sent.bookingChannelReference).toBe('AOQ');
  });

  it('keeps one Idempotency-Key for a draft when its send is retried', async () => {
    const booking = createBooking();
    const { handlers, log } = fakeBookingBackend([booking]);
    const failedKeys: (string | null)[] = [];
    server.use(
      http.put(
        '*/v1/bookings/:reference',
        ({ request }) => {
          failedKeys.push(request.headers.get('Idempotency-Key'));
          return HttpResponse.json({ code: 'E', status: 503, message: 'busy' }, { status: 503 });
        },
        { once: true },
      ),
      ...handlers,
    );
    const { user } = renderDetail('PUSB12345600');
    await user.click(await screen.findByRole('button', { name: 'Amend booking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The amendment could not be sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The failed send and its retry carry the same key: the carrier applies the amendment once.
    expect(failedKeys).toHaveLength(1);
    expect(failedKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.amendments.map((amendment) => amendment.idempotencyKey)).toEqual(failedKeys);
  });
});

describe('booking detail: carrier feedback', () => {
  it('answers PENDING_UPDATE with the missing emergency contact: UPDATE_RECEIVED, then CONFIRMED', async () => {
    const base = createBooking();
    const pending = createBooking({
      carrierBookingReference: undefined,
      carrierBookingRequestReference: 'BKR100000091',
      bookingStatus: 'PENDING_UPDATE',
      feedbacks: [
        {
          severity: 'ERROR',
          code: 'PROPERTY_VALUE_MUST_CHANGE',
          message: 'Dangerous goods need a 24-hour emergency contact.',
          property: 'emergencyContactDetails',
        },
      ],
      requestedEquipments: [
        {
          ...base.requestedEquipments[0]!,
          units: 1,
          ISOEquipmentCode: '22G1',
          commodities: [
            {
              commodityType: 'Paint',
              HSCodes: ['320890'],
              outerPackaging: {
                dangerousGoods: [
                  {
                    UNNumber: '1263',
                    properShippingName: 'PAINT',
                    imoClass: '3',
                    isMarinePollutant: false,
                    isLimitedQuantity: false,
                    isExceptedQuantity: false,
                    isSalvagePackings: false,
                    isEmptyUncleanedResidue: false,
                    isWaste: false,
                    isHot: false,
                    isCompetentAuthorityApprovalRequired: false,
                    isReportableQuantity: false,
                    grossWeight: { value: 8000, unit: 'KGM' },
                  },
                ],
              },
            },
          ],
        },
      ],
      transportPlan: undefined,
      shipmentCutOffTimes: undefined,
      confirmedEquipments: undefined,
      statusHistory: [
        { bookingStatus: 'RECEIVED', dateTime: '2026-11-20T01:00:00Z' },
        { bookingStatus: 'PENDING_UPDATE', dateTime: '2026-11-20T01:00:03Z' },
      ],
    });
    const { handlers, log } = fakeBookingBackend([pending]);
    server.use(...handlers);
    const { user } = renderDetail('BKR100000091');
    const feedback = await screen.findByRole('region', { name: 'The carrier needs more information' });
    expect(feedback).toHaveTextContent('Dangerous goods need a 24-hour emergency contact.');
    expect(screen.getByText('Emergency contact missing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Provide the missing information' }));
    const dialog = await screen.findByRole('dialog');
    const group = within(dialog).getByRole('group', { name: 'Emergency contact for UN 1263 PAINT' });
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    await waitFor(() => {
      expect(within(group).getByRole('textbox', { name: 'Contact name' })).toHaveAccessibleDescription(
        "Enter the contact's name",
      );
    });
    await user.type(within(group).getByRole('textbox', { name: 'Contact name' }), 'Kim Hazmat Desk');
    await user.type(within(group).getByRole('textbox', { name: '24-hour phone' }), '+82 51 000 0000');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    const sent = log.amendments[0]?.body as Booking;
    expect(
      sent.requestedEquipments[0]?.commodities[0]?.outerPackaging?.dangerousGoods?.[0]?.emergencyContactDetails,
    ).toEqual({ contact: 'Kim Hazmat Desk', phone: '+82 51 000 0000' });
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Confirmed');
    }, POLL_WAIT);
    expect(screen.getByText(/Emergency contact: Kim Hazmat Desk/)).toBeInTheDocument();
    // The carrier's steps stay in the history: the answer was received, then the booking confirmed.
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByText(/./)[0]?.textContent),
    ).toEqual(['Received', 'Update needed', 'Update received', 'Confirmed']);
  });
});
