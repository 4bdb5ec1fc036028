import { describe, expect, it } from 'vitest';

import { type Booking } from '@/domain/booking/booking-answer-contract';
import {
  type CreateBooking,
  type CreateBookingResponse,
  type SupportingDocument,
  supportingDocumentSchema,
} from '@/domain/booking/booking-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { createUser } from '../../../mocks/auth/accounts';
import {
  DEFAULT_CONFIRM_DELAY_MS,
  getBookingConfirmDelayMs,
  setBookingConfirmDelayMs,
} from '../../../mocks/booking/booking-settings';
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
import { useMockSession } from '../mock-session';
import { callMock, tokenOf } from './booking-http';

// The lifecycle runs on stored timestamps: the tests move the clock (only Date is faked, so MSW's promises still run).
const START = Date.parse('2026-11-23T03:00:00Z');
const session = useMockSession(START);

async function create(request: CreateBooking, idempotencyKey: string = crypto.randomUUID()): Promise<string> {
  const answer = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
    token: session.token,
    body: request,
    idempotencyKey,
  });
  expect(answer.status).toBe(202);
  return answer.body.carrierBookingRequestReference;
}

async function read(reference: string): Promise<Booking> {
  const answer = await callMock<Booking>('GET', `v1/bookings/${reference}`, { token: session.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

const statuses = (booking: Booking) =>
  booking.statusHistory.map((entry) =>
    [entry.bookingStatus, entry.amendedBookingStatus, entry.bookingCancellationStatus].filter(Boolean).join('/'),
  );

/** The December sailings Busan -> Rotterdam of the schedule (terms: CY unless given). */
function busanRotterdam(rcvTermCode: 'D' | 'Y' = 'Y', deTermCode: 'D' | 'Y' = 'Y') {
  return scheduleGenerator.findRoutes({
    porCode: 'KRPUS',
    delCode: 'NLRTM',
    fromDate: '2026-12-01',
    toDate: '2026-12-31',
    rcvTermCode,
    deTermCode,
  });
}

describe('mock booking lifecycle', () => {
  it('answers RECEIVED at once and CONFIRMED after the confirm delay, with booking number, plan and cut-offs', async () => {
    expect(getBookingConfirmDelayMs()).toBe(DEFAULT_CONFIRM_DELAY_MS);
    const reference = await create(createBookingRequest());

    const received = await read(reference);
    expect(received).toMatchObject({ carrierBookingRequestReference: reference, bookingStatus: 'RECEIVED' });
    expect(received.carrierBookingReference).toBeUndefined();
    expect(received.transportPlan).toBeUndefined();

    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS - 1);
    expect((await read(reference)).bookingStatus).toBe('RECEIVED');

    await session.advanceBy(1);
    const confirmed = await read(reference);
    expect(confirmed.bookingStatus).toBe('CONFIRMED');
    expect(confirmed.carrierBookingReference).toMatch(/^PUSB\d{8}$/);
    expect(confirmed.confirmedEquipments).toEqual([{ ISOEquipmentCode: '45G1', units: 2 }]);
    expect(statuses(confirmed)).toEqual(['RECEIVED', 'CONFIRMED']);
    expect(confirmed.statusHistory.map((entry) => Date.parse(entry.dateTime))).toEqual([
      START,
      START + DEFAULT_CONFIRM_DELAY_MS,
    ]);

    // No preference: the first sailing from the cargo-ready date on, from Busan, by vessel.
    const [mainCarriage] = confirmed.transportPlan ?? [];
    expect(mainCarriage).toMatchObject({
      transportPlanStage: 'MNC',
      modeOfTransport: 'VESSEL',
      loadLocation: { UNLocationCode: 'KRPUS' },
    });
    expect((mainCarriage?.plannedDepartureDate ?? '') >= '2026-12-01').toBe(true);
    expect(mainCarriage?.plannedDepartureDateTime).toMatch(/\+09:00$/);
    expect(confirmed.transportPlan?.at(-1)?.dischargeLocation.UNLocationCode).toBe('NLRTM');
    expect(confirmed.transportPlan?.at(-1)?.plannedArrivalDateTime).toMatch(/\+01:00$/);

    const cutOffs = confirmed.shipmentCutOffTimes ?? [];
    expect(cutOffs.map((cutOff) => cutOff.cutOffDateTimeCode).sort()).toEqual(['DCO', 'ECP', 'EFC', 'PCO', 'VCO']);
    expect(cutOffs.every((cutOff) => cutOff.cutOffDateTime.endsWith('+09:00'))).toBe(true);
    const at = (code: string) =>
      Date.parse(cutOffs.find((cutOff) => cutOff.cutOffDateTimeCode === code)?.cutOffDateTime ?? '');
    expect(at('ECP') < at('EFC') && at('EFC') < at('DCO') && at('DCO') < at('VCO') && at('VCO') <= at('PCO')).toBe(
      true,
    );
    expect(at('PCO')).toBeLessThan(Date.parse(mainCarriage?.plannedDepartureDateTime ?? ''));

    // The booking number finds the same booking.
    expect((await read(confirmed.carrierBookingReference ?? '')).carrierBookingRequestReference).toBe(reference);
  });

  it('confirms the chosen vessel and voyage, and Door terms with pre- and on-carriage by truck', async () => {
    const routes = busanRotterdam('D', 'D');
    const chosen = routes.find(
      (route) => route.sailInfo.filter((leg) => leg.modeOfTransport === 'VESSEL').length === 1,
    );
    if (!chosen) throw new Error('expected a direct Door/Door sailing Busan - Rotterdam in December');
    const reference = await create(createBookingRequestForRoute(chosen));
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const booking = await read(reference);
    const vesselLeg = chosen.sailInfo.find((leg) => leg.modeOfTransport === 'VESSEL');
    expect(booking.bookingStatus).toBe('CONFIRMED');
    expect(booking.transportPlan?.map((leg) => [leg.transportPlanStage, leg.modeOfTransport])).toEqual([
      ['PRC', 'TRUCK'],
      ['MNC', 'VESSEL'],
      ['ONC', 'TRUCK'],
    ]);
    expect(booking.transportPlan?.[1]).toMatchObject({
      vesselName: vesselLeg?.vesselName,
      carrierExportVoyageNumber: vesselLeg?.voyageNumber,
      carrierServiceCode: vesselLeg?.serviceCode,
      plannedDepartureDate: vesselLeg?.departureDate.slice(0, 10),
    });
  });

  it('takes the confirm delay from the QA setting, for steps taken after it changed', async () => {
    setBookingConfirmDelayMs(10_000);
    const reference = await create(createBookingRequest());
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    expect((await read(reference)).bookingStatus).toBe('RECEIVED');
    await session.advanceBy(10_000 - DEFAULT_CONFIRM_DELAY_MS);
    expect((await read(reference)).bookingStatus).toBe('CONFIRMED');
    expect(() => {
      setBookingConfirmDelayMs(-1);
    }).toThrow(RangeError);
    expect(() => {
      setBookingConfirmDelayMs(1.5);
    }).toThrow(RangeError);
  });

  it('asks for an emergency contact (PENDING_UPDATE) and confirms once a PUT gives it', async () => {
    const withoutContact = createBookingRequest({
      requestedEquipments: [
        createDangerousGoodsEquipment(createDangerousGoods({ emergencyContactDetails: undefined })),
      ],
    });
    const reference = await create(withoutContact);
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const pending = await read(reference);
    expect(pending.bookingStatus).toBe('PENDING_UPDATE');
    expect(pending.feedbacks).toEqual([
      expect.objectContaining({
        code: 'PROPERTY_VALUE_MUST_CHANGE',
        property: 'emergencyContactDetails',
        jsonPath: '$.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].emergencyContactDetails',
      }),
    ]);

    const answered = createBookingRequest({ requestedEquipments: [createDangerousGoodsEquipment()] });
    const put = await callMock('PUT', `v1/bookings/${reference}`, {
      token: session.token,
      body: answered,
      idempotencyKey: 'answer-1',
    });
    expect(put).toEqual({ status: 202, body: { carrierBookingRequestReference: reference } });
    expect((await read(reference)).bookingStatus).toBe('UPDATE_RECEIVED');

    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const confirmed = await read(reference);
    expect(confirmed.bookingStatus).toBe('CONFIRMED');
    expect(confirmed.feedbacks).toBeUndefined();
    expect(statuses(confirmed)).toEqual(['RECEIVED', 'PENDING_UPDATE', 'UPDATE_RECEIVED', 'CONFIRMED']);
  });

  it('amends a confirmed booking: AMENDMENT_RECEIVED, then AMENDMENT_CONFIRMED with the new equipment', async () => {
    const request = createBookingRequest();
    const reference = await create(request);
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const bookingNumber = (await read(reference)).carrierBookingReference ?? '';

    const amended = { ...request, requestedEquipments: [{ ...request.requestedEquipments[0]!, units: 3 }] };
    const put = await callMock('PUT', `v1/bookings/${bookingNumber}`, {
      token: session.token,
      body: amended,
      idempotencyKey: 'amend-1',
    });
    expect(put.status).toBe(202);
    const received = await read(reference);
    expect(received).toMatchObject({ bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_RECEIVED' });
    expect(received.confirmedEquipments).toEqual([{ ISOEquipmentCode: '45G1', units: 2 }]);
    // One amendment at a time (DCSA): a second one waits for the first.
    const second = await callMock<ApiErrorBody>('PUT', `v1/bookings/${reference}`, {
      token: session.token,
      body: amended,
      idempotencyKey: 'amend-2',
    });
    expect(second).toMatchObject({ status: 409, body: { code: 'BOOKING_STATUS_CONFLICT' } });

    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const confirmed = await read(reference);
    expect(confirmed).toMatchObject({
      bookingStatus: 'CONFIRMED',
      amendedBookingStatus: 'AMENDMENT_CONFIRMED',
      carrierBookingReference: bookingNumber,
      confirmedEquipments: [{ ISOEquipmentCode: '45G1', units: 3 }],
    });
    expect(statuses(confirmed)).toEqual([
      'RECEIVED',
      'CONFIRMED',
      'CONFIRMED/AMENDMENT_RECEIVED',
      'CONFIRMED/AMENDMENT_CONFIRMED',
    ]);
  });

  it('cancels a request at once, a confirmed booking through a cancellation, and refuses what DCSA does not allow', async () => {
    const early = await create(createBookingRequest());
    const cancelled = await callMock('PATCH', `v1/bookings/${early}`, {
      token: session.token,
      body: createCancelBooking('request'),
    });
    expect(cancelled.status).toBe(202);
    const afterCancel = await read(early);
    expect(afterCancel.bookingStatus).toBe('CANCELLED');
    expect(afterCancel.statusHistory.at(-1)).toMatchObject({
      bookingStatus: 'CANCELLED',
      reason: 'The consignee postponed the order.',
    });
    // The pending decision is dropped: still CANCELLED after the delay; no amendment of a cancelled booking.
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    expect((await read(early)).bookingStatus).toBe('CANCELLED');
    const putCancelled = await callMock('PUT', `v1/bookings/${early}`, {
      token: session.token,
      body: createBookingRequest(),
      idempotencyKey: 'late',
    });
    expect(putCancelled.status).toBe(409);

    const confirmedReference = await create(createBookingRequest());
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const asRequest = await callMock<ApiErrorBody>('PATCH', `v1/bookings/${confirmedReference}`, {
      token: session.token,
      body: createCancelBooking('request'),
    });
    expect(asRequest).toMatchObject({ status: 409, body: { code: 'BOOKING_STATUS_CONFLICT', status: 409 } });
    const noAmendment = await callMock('PATCH', `v1/bookings/${confirmedReference}`, {
      token: session.token,
      body: createCancelBooking('amendment'),
    });
    expect(noAmendment.status).toBe(409);

    const cancellation = await callMock('PATCH', `v1/bookings/${confirmedReference}`, {
      token: session.token,
      body: createCancelBooking('confirmed'),
    });
    expect(cancellation.status).toBe(202);
    const cancelledConfirmed = await read(confirmedReference);
    expect(cancelledConfirmed).toMatchObject({
      bookingStatus: 'CANCELLED',
      bookingCancellationStatus: 'CANCELLATION_CONFIRMED',
    });
    expect(statuses(cancelledConfirmed)).toEqual([
      'RECEIVED',
      'CONFIRMED',
      'CONFIRMED/CANCELLATION_RECEIVED',
      'CANCELLED/CANCELLATION_CONFIRMED',
    ]);
    const again = await callMock('PATCH', `v1/bookings/${confirmedReference}`, {
      token: session.token,
      body: createCancelBooking('confirmed'),
    });
    expect(again.status).toBe(409);
  });

  it('cancels a pending amendment and keeps the confirmed booking', async () => {
    const request = createBookingRequest();
    const reference = await create(request);
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const amended = { ...request, requestedEquipments: [{ ...request.requestedEquipments[0]!, units: 5 }] };
    await callMock('PUT', `v1/bookings/${reference}`, { token: session.token, body: amended, idempotencyKey: 'amend' });
    const cancelled = await callMock('PATCH', `v1/bookings/${reference}`, {
      token: session.token,
      body: createCancelBooking('amendment'),
    });
    expect(cancelled.status).toBe(202);
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    expect(await read(reference)).toMatchObject({
      bookingStatus: 'CONFIRMED',
      amendedBookingStatus: 'AMENDMENT_CANCELLED',
      confirmedEquipments: [{ ISOEquipmentCode: '45G1', units: 2 }],
    });
  });
});

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
