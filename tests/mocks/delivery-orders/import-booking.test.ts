import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type Booking, bookingSchema } from '@/domain/booking/booking-answer-contract';
import { BOOKINGS_PATH } from '@/domain/booking/booking-contract';
import type { BookingListResponse } from '@/domain/booking/booking-list-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { createBookingRequest, createCancelBooking } from '../../../mocks/booking/factories';
import { IMPORT_BL_NUMBERS } from '../../../mocks/delivery-orders/import-bls';
import { callMock, tokenOf } from '../booking/booking-http';
import { dcsaErrorsOf, loadDcsaSchemas } from '../dcsa-schemas';

/*
 * The booking behind an import B/L, as its consignee or notify party reads it (docs/areas/vgm-delivery-orders.md):
 * GET v1/bookings/{booking number} answers a party to the B/L with a DCSA Booking 2.0.5 (ajv against
 * ../shared/reference/dcsa/BKG_v2.0.5.yaml, open as DCSA defines it, like tests/mocks/booking/dcsa-conformance.test.ts),
 * anyone else 404; writing to it stays the booker's, and the party's booking list does not grow.
 */

const NOW_MS = Date.parse('2026-11-21T02:00:00Z');
const SHIPPER = DEMO_USERS.shipper.user.userId;
const COLLEAGUE = DEMO_USERS.shipper2.user.userId;
const STRANGER = DEMO_USERS.forwarder.user.userId;
const BOOKING_NUMBERS = IMPORT_BL_NUMBERS.map((bl) => bl.slice('ONEY'.length));
const [SURRENDERED = '', SWB_AS_NOTIFY = ''] = BOOKING_NUMBERS;

let validateBooking: ValidateFunction | undefined;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW_MS);
  validateBooking = loadDcsaSchemas('BKG_v2.0.5.yaml', ['Booking']).get('Booking');
});
afterAll(() => {
  vi.useRealTimers();
});

async function getAs(user: string, reference: string) {
  return callMock<Booking & Partial<ApiErrorBody>>('GET', `${BOOKINGS_PATH}/${reference}`, {
    token: await tokenOf(user, Date.now()),
  });
}

describe('the booking of an import B/L', () => {
  it('answers the consignee and the notify party with a DCSA Booking of the shipment', async () => {
    for (const reference of BOOKING_NUMBERS) {
      const answer = await getAs(SHIPPER, reference);
      expect(answer.status, reference).toBe(200);
      expect(bookingSchema.safeParse(answer.body).success).toBe(true);
      expect(dcsaErrorsOf(validateBooking, answer.body), reference).toEqual([]);
      expect(answer.body.carrierBookingReference).toBe(reference);
      // The shipper booked it; the shipper's contract with the carrier is not the party's to see.
      expect(answer.body.documentParties.bookingAgent.partyName).toBe('Shanghai Precision Components Co., Ltd.');
      expect(answer.body.serviceContractReference).toBeUndefined();
      expect(answer.body.contractQuotationReference).toBeUndefined();
    }
    const asConsignee = await getAs(SHIPPER, SURRENDERED);
    expect(asConsignee.body.documentParties.consignee?.partyName).toBe(DEMO_USERS.shipper.user.companyName);
    expect(
      asConsignee.body.requestedEquipments.map(({ ISOEquipmentCode, units }) => [ISOEquipmentCode, units]),
    ).toEqual([
      ['45G1', 1],
      ['22G1', 1],
    ]);
    const asNotify = await getAs(COLLEAGUE, SWB_AS_NOTIFY);
    expect(asNotify.status).toBe(200);
    expect(asNotify.body.documentParties.other?.[0]?.party.partyName).toBe(DEMO_USERS.shipper.user.companyName);
  });

  it('answers 404 to a company that is no party to the B/L, and to a reference other than the booking number', async () => {
    const stranger = await getAs(STRANGER, SURRENDERED);
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('BOOKING_NOT_FOUND');
    const byRequestReference = await getAs(SHIPPER, `BKR8${SURRENDERED.slice(4)}`);
    expect(byRequestReference.status).toBe(404);
  });

  it("keeps amending and cancelling to the booker, and the booking off the party's shipments", async () => {
    const token = await tokenOf(SHIPPER, Date.now());
    const path = `${BOOKINGS_PATH}/${SURRENDERED}`;
    const amend = await callMock('PUT', path, { token, body: createBookingRequest(), idempotencyKey: 'party-amend' });
    expect(amend.status).toBe(404);
    const cancel = await callMock('PATCH', path, { token, body: createCancelBooking('confirmed') });
    expect(cancel.status).toBe(404);
    const list = await callMock<BookingListResponse>('GET', BOOKINGS_PATH, { token, query: { q: SURRENDERED } });
    expect(list.status).toBe(200);
    expect(list.body.bookings).toEqual([]);
  });
});
