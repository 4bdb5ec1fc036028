import { describe, expect, it } from 'vitest';

import {
  type CreateBookingResponse,
  type SupportingDocument,
  supportingDocumentSchema,
} from '@/domain/booking/booking-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { createUser } from '../../../mocks/auth/accounts';
import { DEFAULT_CONFIRM_DELAY_MS } from '../../../mocks/booking/booking-settings';
import {
  createBookingRequest,
  createBookingRequestForRoute,
  createCancelBooking,
  createDangerousGoods,
  createDangerousGoodsEquipment,
  createReeferEquipment,
} from '../../../mocks/booking/factories';
import { portCutOffMs, routeHasReeferPlugs } from '../../../mocks/booking/sailings';
import { scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';
import { callMock, tokenOf } from './booking-http';
import { busanRotterdam, statuses, useBookingSession } from './booking-lifecycle-harness';

const { session, create, read } = useBookingSession();

describe('mock booking idempotency', () => {
  it('answers a retried POST with the same reference and creates nothing new', async () => {
    const first = await create(createBookingRequest(), 'key-1');
    const retry = await create(createBookingRequest({ remarks: 'pressed twice' }), 'key-1');
    expect(retry).toBe(first);
    const list = await callMock<{ totalCount: number }>('GET', 'v1/bookings', { token: session.token });
    expect(list.body.totalCount).toBe(1);
    expect((await read(first)).remarks).toBeUndefined();

    // Keys are per user: another user's same key is another booking.
    const otherUser = createUser().user.userId;
    const otherToken = await tokenOf(otherUser, session.nowMs);
    const other = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
      token: otherToken,
      body: createBookingRequest(),
      idempotencyKey: 'key-1',
    });
    expect(other.body.carrierBookingRequestReference).not.toBe(first);
  });

  it('answers a retried PUT without a second step', async () => {
    const reference = await create(createBookingRequest());
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const amended = createBookingRequest({ remarks: 'Please load on deck.' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const put = await callMock('PUT', `v1/bookings/${reference}`, {
        token: session.token,
        body: amended,
        idempotencyKey: 'put-1',
      });
      expect(put.status).toBe(202);
    }
    expect(statuses(await read(reference))).toEqual(['RECEIVED', 'CONFIRMED', 'CONFIRMED/AMENDMENT_RECEIVED']);
  });

  it('refuses a create or amend without an Idempotency-Key', async () => {
    const answer = await callMock<ApiErrorBody>('POST', 'v1/bookings', {
      token: session.token,
      body: createBookingRequest(),
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST', errors: [{ jsonPath: '$' }] } });
    const reference = await create(createBookingRequest());
    const put = await callMock('PUT', `v1/bookings/${reference}`, {
      token: session.token,
      body: createBookingRequest(),
    });
    expect(put.status).toBe(400);
  });
});

describe('mock booking rejections', () => {
  it('rejects a chosen sailing whose port cut-off has passed, with DCSA feedback', async () => {
    const route = busanRotterdam()[0];
    if (!route) throw new Error('expected December sailings Busan - Rotterdam');
    await session.advanceBy(portCutOffMs(route) - session.nowMs + 60_000);
    const reference = await create(createBookingRequestForRoute(route));
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const booking = await read(reference);
    expect(booking.bookingStatus).toBe('REJECTED');
    expect(booking.carrierBookingReference).toBeUndefined();
    expect(booking.feedbacks).toEqual([
      expect.objectContaining({ severity: 'ERROR', code: 'PROPERTY_VALUE_MUST_CHANGE', property: 'vessel' }),
    ]);
    expect(booking.feedbacks?.[0]?.message).toMatch(/port cut-off .* has passed/);
    expect(booking.statusHistory.at(-1)).toMatchObject({
      bookingStatus: 'REJECTED',
      reason: booking.feedbacks?.[0]?.message,
    });
  });

  it('rejects explosives (IMO class 1)', async () => {
    const fireworks = createDangerousGoods({ UNNumber: '0336', properShippingName: 'FIREWORKS', imoClass: '1.4' });
    const reference = await create(
      createBookingRequest({ requestedEquipments: [createDangerousGoodsEquipment(fireworks)] }),
    );
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const booking = await read(reference);
    expect(booking.bookingStatus).toBe('REJECTED');
    expect(booking.feedbacks).toEqual([
      expect.objectContaining({ code: 'INFORMATIONAL_MESSAGE', property: 'imoClass' }),
    ]);
    expect(booking.feedbacks?.[0]?.message).toContain('Explosives');
  });

  it('rejects an active reefer on a feeder without reefer plugs, and confirms it on a mainline', async () => {
    const busanOsaka = scheduleGenerator.findRoutes({
      porCode: 'KRPUS',
      delCode: 'JPOSA',
      fromDate: '2026-12-01',
      toDate: '2026-12-20',
      rcvTermCode: 'Y',
      deTermCode: 'Y',
    });
    const feeder = busanOsaka.find((route) => !routeHasReeferPlugs(route));
    if (!feeder) throw new Error('expected a Busan - Osaka sailing on a partner feeder');
    const reefer = { requestedEquipments: [createReeferEquipment()] };
    const onFeeder = await create(createBookingRequestForRoute(feeder, reefer));
    const onMainline = await create(createBookingRequest(reefer));
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const rejected = await read(onFeeder);
    expect(rejected.bookingStatus).toBe('REJECTED');
    expect(rejected.feedbacks).toEqual([
      expect.objectContaining({
        code: 'PROPERTY_VALUE_MUST_CHANGE',
        property: 'activeReeferSettings',
        jsonPath: '$.requestedEquipments[0].activeReeferSettings',
      }),
    ]);
    expect((await read(onMainline)).bookingStatus).toBe('CONFIRMED');
  });
});

describe('mock booking errors', () => {
  it('answers an invalid request with 400 and the fields in JSONPath', async () => {
    const request = createBookingRequest();
    const invalid = { ...request, requestedEquipments: [{ ...request.requestedEquipments[0]!, units: 0 }] };
    const answer = await callMock<ApiErrorBody>('POST', 'v1/bookings', {
      token: session.token,
      body: invalid,
      idempotencyKey: 'bad',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { jsonPath: '$.requestedEquipments[0].units', property: 'units', message: 'at least 1' },
    ]);
  });

  it('answers 401 without a login on every call', async () => {
    const reference = await create(createBookingRequest());
    const calls = [
      callMock('POST', 'v1/bookings', { body: createBookingRequest(), idempotencyKey: 'anon' }),
      callMock('GET', 'v1/bookings'),
      callMock('GET', `v1/bookings/${reference}`),
      callMock('PUT', `v1/bookings/${reference}`, { body: createBookingRequest(), idempotencyKey: 'anon' }),
      callMock('PATCH', `v1/bookings/${reference}`, { body: createCancelBooking() }),
      callMock('POST', 'v1/booking-documents', { form: new FormData() }),
    ];
    expect((await Promise.all(calls)).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it("answers 404 for an unknown reference and for another user's booking", async () => {
    const reference = await create(createBookingRequest());
    const stranger = await tokenOf(createUser().user.userId, session.nowMs);
    const answers = await Promise.all([
      callMock<ApiErrorBody>('GET', 'v1/bookings/BKR999999999', { token: session.token }),
      callMock<ApiErrorBody>('GET', `v1/bookings/${reference}`, { token: stranger }),
      callMock<ApiErrorBody>('PATCH', `v1/bookings/${reference}`, { token: stranger, body: createCancelBooking() }),
      callMock<ApiErrorBody>('GET', 'v1/bookings/BKR200000001', { token: session.token }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [404, 'BOOKING_NOT_FOUND'],
      [404, 'BOOKING_NOT_FOUND'],
      [404, 'BOOKING_NOT_FOUND'],
      [404, 'BOOKING_NOT_FOUND'],
    ]);
  });

  it('takes a supporting document up to 10 MB and names a missing file or type', async () => {
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7 msds'], 'msds-paint.pdf', { type: 'application/pdf' }));
    form.append('documentTypeCode', 'MSDS');
    const uploaded = await callMock<SupportingDocument>('POST', 'v1/booking-documents', { token: session.token, form });
    expect(uploaded.status).toBe(201);
    expect(supportingDocumentSchema.parse(uploaded.body)).toMatchObject({
      fileName: 'msds-paint.pdf',
      sizeBytes: 13,
      documentTypeCode: 'MSDS',
    });
    const empty = await callMock<ApiErrorBody>('POST', 'v1/booking-documents', {
      token: session.token,
      form: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((error) => error.jsonPath)).toEqual(['$.file', '$.documentTypeCode']);
  });
});
