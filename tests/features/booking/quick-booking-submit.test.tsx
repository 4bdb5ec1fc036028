import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_FEATURE_FLAGS } from '@/config/feature-flags';
import { getBookings } from '@/domain/booking/booking-api';
import { BOOKINGS_PATH, createBookingSchema } from '@/domain/booking/booking-contract';
import { quickBookingHref } from '@/domain/booking/quick-booking-url';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { createBooking as createStoredBooking } from '../../../mocks/booking/booking-store';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { factorySailing, renderQuickBooking, stepHeading } from './quick-booking-harness';

beforeEach(async () => {
  // "Now" is 2026-11-21 10:00 in Singapore; only Date is faked so user-event and MSW keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T02:00:00Z'));
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  vi.useRealTimers();
  publishFeatureFlags(DEFAULT_FEATURE_FLAGS);
});

describe('quick booking submit', () => {
  it('submits again with the same Idempotency-Key after a 504, and books once', async () => {
    const keys: string[] = [];
    // The carrier creates the booking, but the answer is lost on the way back (gateway timeout).
    server.use(
      http.post(apiUrl(BOOKINGS_PATH), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        return undefined;
      }),
    );
    server.use(
      http.post(
        apiUrl(BOOKINGS_PATH),
        async ({ request }) => {
          const key = request.headers.get('Idempotency-Key') ?? '';
          keys.push(key);
          createStoredBooking(
            DEMO_LOGINS.shipper.userId,
            createBookingSchema.parse(await request.json()),
            key,
            Date.now(),
          );
          return HttpResponse.json({ code: 'GATEWAY_TIMEOUT', status: 504, message: 'timeout' }, { status: 504 });
        },
        { once: true },
      ),
    );
    const before = (await getBookings({})).totalCount;
    const sailing = factorySailing();
    const { user } = renderQuickBooking(quickBookingHref({ step: 'details', sailing }));
    await stepHeading(/Booking details/);
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /^Commodity/ }), 'Textiles');
    await user.type(screen.getByRole('textbox', { name: /^HS code/ }), '520812');
    await user.type(screen.getByRole('textbox', { name: /^Cargo weight per container/ }), '8000');
    await user.click(screen.getByRole('radio', { name: 'Quotation' }));
    await user.type(screen.getByRole('textbox', { name: /^Quotation number/ }), 'Q-2026-77');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await stepHeading(/Review and submit/);

    await user.click(screen.getByRole('button', { name: /^Submit booking/ }));
    // The 504 pops up the server-timeout alert (docs/requirements.md §8); the review says the details are kept.
    const popup = await screen.findByRole('alertdialog', { name: 'Server timeout' });
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/The booking could not be submitted/)).toBeVisible();
    expect((await getBookings({})).totalCount).toBe(before + 1);

    await user.click(screen.getByRole('button', { name: /^Submit booking/ }));
    const submitted = await screen.findByRole('heading', { level: 1, name: /^Submitted / });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const [first] = (await getBookings({ q: submitted.textContent.replace('Submitted ', '') })).bookings;
    expect(first?.carrierBookingRequestReference).toBe(submitted.textContent.replace('Submitted ', ''));
    expect((await getBookings({})).totalCount).toBe(before + 1);
  }, 60_000);

  it("puts the carrier's field errors on the details fields and focuses the first", async () => {
    server.use(
      http.post(apiUrl(BOOKINGS_PATH), () =>
        HttpResponse.json(
          {
            code: 'BAD_REQUEST',
            status: 400,
            message: 'invalid booking',
            errors: [
              { jsonPath: '$.requestedEquipments[0].commodities[0].HSCodes[0]', message: 'unknown HS code' },
              { jsonPath: '$.requestedEquipments[0].units', property: 'units', message: 'at most 999' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const sailing = factorySailing();
    const { user, router } = renderQuickBooking(quickBookingHref({ step: 'details', sailing }));
    await stepHeading(/Booking details/);
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /^Commodity/ }), 'Toys');
    await user.type(screen.getByRole('textbox', { name: /^HS code/ }), '950300');
    await user.type(screen.getByRole('textbox', { name: /^Cargo weight per container/ }), '5000');
    await user.type(screen.getByRole('textbox', { name: /^Service contract number/ }), 'SC-9');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await stepHeading(/Review and submit/);
    await user.click(screen.getByRole('button', { name: /^Submit booking/ }));

    await stepHeading(/Booking details/);
    expect(new URLSearchParams(router.state.location.search).get('step')).toBe('details');
    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    await waitFor(() => {
      expect(quantity).toHaveFocus();
    });
    expect(quantity).toHaveAccessibleDescription(/^The carrier did not accept this value/);
    expect(screen.getByRole('textbox', { name: /^HS code/ })).toHaveAccessibleDescription(
      /^The carrier did not accept this value/,
    );
    expect(screen.getByRole('textbox', { name: /^Commodity/ })).not.toHaveAttribute('aria-invalid');
  });
});
